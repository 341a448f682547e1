import { TRPCClientError } from '@trpc/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeJobMedia, mp4 } from '../support/job-media.ts';
import { expectJobFailed, postAndWait, runThroughTus } from '../support/job-runs.ts';
import { postJobForm, storedFiles, trpcClient } from '../support/jobs.ts';
import { decodesCleanly, probe, streamTypes } from '../support/media.ts';
import { resultFolder } from '../support/result-folder.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * The audio side of the media job types through the real server (trim, extract, add and remove
 * audio), each by REST and by tus + tRPC, on media made here with ffmpeg's test sources; every
 * result is judged by ffprobe (lengths within 0.1 s, streams there or not, MP3s that decode).
 */
let server: TestServer;
let trpc: ReturnType<typeof trpcClient>;
let results: ReturnType<typeof resultFolder>;
let media: Record<'audioVideo' | 'videoOnly' | 'toneMp3' | 'shortWav' | 'webm', Buffer>;
const saved = (bytes: Buffer, extension: string) => results.save(bytes, extension);

beforeAll(async () => {
  results = resultFolder('media-audio-jobs-');
  media = makeJobMedia(results.path, ['audioVideo', 'videoOnly', 'toneMp3', 'shortWav', 'webm']);
  server = await startTestServer({ WORKERS: '2', JOBS_PER_CLIENT: '50' });
  trpc = trpcClient(server.baseUrl);
}, 120_000);

afterAll(async () => {
  await server.close();
  results.remove();
});

afterEach(async () => {
  // Inputs are deleted when a job ends; failed jobs keep nothing at all.
  const left = await storedFiles(server.dataDir);
  expect(left.filter((name) => !name.startsWith('files/'))).toEqual([]);
});

describe('trim-audio', () => {
  it('cuts an MP3 to the piece asked for, through REST', async () => {
    const job = await postAndWait(
      server.baseUrl,
      'trim-audio',
      [{ field: 'file', name: 'tone.mp3', bytes: media.toneMp3, type: 'audio/mpeg' }],
      { parameters: JSON.stringify({ startTime: 1, endTime: 4 }) },
    );
    expect(job.view.status, JSON.stringify(job.view.error)).toBe('completed');
    expect(job.view.result).toMatchObject({
      filename: 'tone-trimmed.mp3',
      contentType: 'audio/mpeg',
    });
    const path = saved(job.bytes, 'mp3');
    const result = probe(path);
    expect(result.formatName).toBe('mp3');
    expect(streamTypes(path)).toEqual(['audio']);
    expect(Math.abs(result.duration - 3)).toBeLessThanOrEqual(0.1);
    expect(decodesCleanly(path)).toBe(true);
  });

  it('cuts a WAV through tus and tRPC', async () => {
    const job = await runThroughTus(
      server.baseUrl,
      trpc,
      'trim-audio',
      [{ field: 'file', name: 'short.wav', bytes: media.shortWav, type: 'audio/wav' }],
      { startTime: 0.5, endTime: 2.5 },
    );
    expect(job.view.status, JSON.stringify(job.view.error)).toBe('completed');
    const path = saved(job.bytes, 'mp3');
    expect(Math.abs(probe(path).duration - 2)).toBeLessThanOrEqual(0.1);
    expect(decodesCleanly(path)).toBe(true);
  });

  it('refuses an end before the start (400 on both faces) and an end past the file (422)', async () => {
    const tone = { field: 'file', name: 'tone.mp3', bytes: media.toneMp3, type: 'audio/mpeg' };
    const refused = await postJobForm(server.baseUrl, 'trim-audio', [tone], {
      parameters: JSON.stringify({ startTime: 5, endTime: 2 }),
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'parameters.endTime: The end time must be after the start time.',
    );
    const viaTrpc = await runThroughTus(server.baseUrl, trpc, 'trim-audio', [tone], {
      startTime: 5,
      endTime: 2,
    }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(viaTrpc).toBeInstanceOf(TRPCClientError);
    expect((viaTrpc as TRPCClientError<never>).data).toMatchObject({
      httpStatus: 400,
      field: 'parameters.endTime',
    });
    const tooFar = await postAndWait(server.baseUrl, 'trim-audio', [tone], {
      parameters: JSON.stringify({ startTime: 2, endTime: 30 }),
    });
    await expectJobFailed(
      server.baseUrl,
      tooFar,
      'end_past_end_of_file',
      /^The end time is past the end of the file \(it is 6(\.\d+)? s long\)\.$/,
    );
  });
});

describe('extract-audio', () => {
  it('takes the sound of a video as an MP3 as long as the video, through REST', async () => {
    const job = await postAndWait(server.baseUrl, 'extract-audio', [
      mp4('a.mp4', media.audioVideo),
    ]);
    expect(job.view.status, JSON.stringify(job.view.error)).toBe('completed');
    expect(job.view.result?.filename).toBe('a.mp3');
    const path = saved(job.bytes, 'mp3');
    expect(streamTypes(path)).toEqual(['audio']);
    expect(probe(path).streams[0]?.codec_name).toBe('mp3');
    expect(Math.abs(probe(path).duration - 6)).toBeLessThanOrEqual(0.1);
    expect(decodesCleanly(path)).toBe(true);
  });

  it('reads WebM through tus and tRPC', async () => {
    const job = await runThroughTus(
      server.baseUrl,
      trpc,
      'extract-audio',
      [{ field: 'file', name: 'clip.webm', bytes: media.webm, type: 'video/webm' }],
      {},
    );
    expect(job.view.status, JSON.stringify(job.view.error)).toBe('completed');
    const path = saved(job.bytes, 'mp3');
    expect(Math.abs(probe(path).duration - 3)).toBeLessThanOrEqual(0.1);
    expect(decodesCleanly(path)).toBe(true);
  });

  it('says clearly when the video has no sound', async () => {
    const job = await postAndWait(server.baseUrl, 'extract-audio', [
      mp4('silent.mp4', media.videoOnly),
    ]);
    await expectJobFailed(server.baseUrl, job, 'no_audio', 'This file has no audio track.');
  });
});

describe('add-audio', () => {
  it('puts the audio under the picture, as long as the shorter, through REST', async () => {
    const job = await postAndWait(
      server.baseUrl,
      'add-audio',
      [
        mp4('silent.mp4', media.videoOnly),
        { field: 'audio', name: 'tone.mp3', bytes: media.toneMp3, type: 'audio/mpeg' },
      ],
      { parameters: JSON.stringify({ audioFile: 'tone.mp3' }) },
    );
    expect(job.view.status, JSON.stringify(job.view.error)).toBe('completed');
    expect(job.view.result).toMatchObject({
      filename: 'processed-video.mp4',
      contentType: 'video/mp4',
    });
    const path = saved(job.bytes, 'mp4');
    expect(streamTypes(path)).toEqual(['audio', 'video']);
    expect(Math.abs(probe(path).duration - 5)).toBeLessThanOrEqual(0.1);
  });

  it('cuts the picture to a shorter audio, through tus and tRPC', async () => {
    const job = await runThroughTus(
      server.baseUrl,
      trpc,
      'add-audio',
      [
        mp4('av.mp4', media.audioVideo),
        { field: 'audio', name: 'short.wav', bytes: media.shortWav, type: 'audio/wav' },
      ],
      { audioFile: 'short.wav' },
    );
    expect(job.view.status, JSON.stringify(job.view.error)).toBe('completed');
    const path = saved(job.bytes, 'mp4');
    const result = probe(path);
    expect(streamTypes(path)).toEqual(['audio', 'video']);
    expect(result.streams.find((s) => s.codec_type === 'audio')?.codec_name).toBe('aac');
    expect(Math.abs(result.duration - 3)).toBeLessThanOrEqual(0.1);
  });

  it('needs both files', async () => {
    const response = await postJobForm(server.baseUrl, 'add-audio', [
      mp4('silent.mp4', media.videoOnly),
    ]);
    expect(response.status).toBe(400);
    expect(
      ((await response.json()) as { error: { code: string; field: string } }).error,
    ).toMatchObject({ code: 'missing_file', field: 'audio' });
  });
});

describe('remove-audio', () => {
  it('keeps the picture and drops the sound, through REST', async () => {
    const job = await postAndWait(server.baseUrl, 'remove-audio', [mp4('a.mp4', media.audioVideo)]);
    expect(job.view.status, JSON.stringify(job.view.error)).toBe('completed');
    expect(job.view.result?.filename).toBe('a-no-audio.mp4');
    const path = saved(job.bytes, 'mp4');
    expect(streamTypes(path)).toEqual(['video']);
    expect(Math.abs(probe(path).duration - 6)).toBeLessThanOrEqual(0.1);
  });

  it('makes an H.264 MP4 of a WebM through tus and tRPC', async () => {
    const job = await runThroughTus(
      server.baseUrl,
      trpc,
      'remove-audio',
      [{ field: 'file', name: 'clip.webm', bytes: media.webm, type: 'video/webm' }],
      {},
    );
    expect(job.view.status, JSON.stringify(job.view.error)).toBe('completed');
    const path = saved(job.bytes, 'mp4');
    expect(streamTypes(path)).toEqual(['video']);
    expect(probe(path).streams[0]?.codec_name).toBe('h264');
    expect(Math.abs(probe(path).duration - 3)).toBeLessThanOrEqual(0.1);
  });
});
