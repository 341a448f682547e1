import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jobTypes } from '../../shared/jobs/job-types.ts';
import type { JobView } from '../../shared/jobs/view.ts';
import { makeJobMedia, mp4 } from '../support/job-media.ts';
import { expectJobFailed, postAndWait, runThroughTus } from '../support/job-runs.ts';
import { postJobForm, storedFiles, trpcClient } from '../support/jobs.ts';
import { probe, systemFfmpeg } from '../support/media.ts';
import { resultFolder } from '../support/result-folder.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * The video side of the media job types through the real server: ffmpeg found or missing in
 * /api/health, video-to-gif by REST and by tus + tRPC with live progress, cancelling a running
 * ffmpeg, and media files that are not what they say. Results are judged by ffprobe.
 */
let server: TestServer;
let trpc: ReturnType<typeof trpcClient>;
let results: ReturnType<typeof resultFolder>;
let media: Record<'audioVideo' | 'longVideo' | 'truncatedMp4', Buffer>;
const saved = (bytes: Buffer, extension: string) => results.save(bytes, extension);

beforeAll(async () => {
  results = resultFolder('media-video-jobs-');
  media = makeJobMedia(results.path, ['audioVideo', 'longVideo', 'truncatedMp4']);
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

interface Health {
  capabilities: {
    tools: string;
    jobTypes: string[];
    ffmpeg: { source: string; version: string } | null;
    ffprobe: { version: string } | null;
    ytDlp: { version: string } | null;
  };
}

async function detectedCapabilities(baseUrl: string): Promise<Health['capabilities']> {
  for (;;) {
    const health = (await (await fetch(`${baseUrl}/api/health`)).json()) as Health;
    if (health.capabilities.tools === 'detected') return health.capabilities;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('/api/health', () => {
  it("reports Debian's ffmpeg and ffprobe with their versions, yt-dlp and every job type", async () => {
    const capabilities = await detectedCapabilities(server.baseUrl);
    const version = /ffmpeg version (\S+)/.exec(
      spawnSync(systemFfmpeg, ['-version'], { encoding: 'utf8' }).stdout,
    )?.[1];
    expect(capabilities.ffmpeg).toEqual({ source: 'path', version });
    expect(capabilities.ffprobe).toEqual({ version });
    expect(capabilities.ytDlp?.version).toMatch(/^\d{4}\.\d{2}\.\d{2}/);
    expect([...capabilities.jobTypes].sort()).toEqual([...jobTypes].sort());
  });

  it('takes the media types out of service on a server whose ffmpeg does not run (501)', async () => {
    const broken = await startTestServer({ WORKERS: '1', FFMPEG_PATH: '/bin/false' });
    try {
      const capabilities = await detectedCapabilities(broken.baseUrl);
      expect(capabilities.ffmpeg).toBeNull();
      expect(capabilities.jobTypes).not.toContain('video-to-gif');
      expect(capabilities.jobTypes).toContain('word-to-pdf');
      const response = await postJobForm(broken.baseUrl, 'extract-audio', [
        mp4('a.mp4', media.audioVideo),
      ]);
      expect(response.status).toBe(501);
      expect(await response.json()).toEqual({
        error: {
          code: 'type_unavailable',
          message:
            'Audio extraction is not available on this server: a program it needs (ffmpeg) is not installed.',
          field: 'type',
        },
      });
      expect(await storedFiles(broken.dataDir)).toEqual([]);
    } finally {
      await broken.close();
    }
  });
});

describe('video-to-gif', () => {
  it('makes a GIF of the piece asked for with the caption, through REST', async () => {
    const job = await postAndWait(
      server.baseUrl,
      'video-to-gif',
      [mp4('clip.mp4', media.audioVideo)],
      {
        parameters: JSON.stringify({ startTime: 1, endTime: 3, text: 'Hello there' }),
      },
    );
    expect(job.view.status, JSON.stringify(job.view.error)).toBe('completed');
    expect(job.view.result).toMatchObject({ filename: 'clip.gif', contentType: 'image/gif' });
    expect(job.headers.get('content-disposition')).toContain('filename="clip.gif"');
    const gif = probe(saved(job.bytes, 'gif'), true);
    expect(gif.formatName).toBe('gif');
    const [stream] = gif.streams;
    expect([stream?.codec_name, stream?.width, stream?.height]).toEqual(['gif', 320, 240]);
    expect(Number(stream?.nb_read_frames)).toBe(20);
    expect(Math.abs(gif.duration - 2)).toBeLessThanOrEqual(0.1);
  });

  it('reports progress from ffmpeg through tus and tRPC, up to a 480-pixel-wide GIF', async () => {
    const job = await runThroughTus(
      server.baseUrl,
      trpc,
      'video-to-gif',
      [mp4('long.mp4', media.longVideo)],
      { startTime: 0, endTime: 10 },
    );
    expect(job.view.status, JSON.stringify(job.view.error)).toBe('completed');
    const working = job.updates.filter(
      (u) => u.status === 'processing' && u.progress > 0 && u.progress < 100,
    );
    expect(working.length).toBeGreaterThan(0);
    expect(job.updates.at(-1)?.progress).toBe(100);
    const gif = probe(saved(job.bytes, 'gif'), true);
    const [stream] = gif.streams;
    expect([stream?.width, stream?.height]).toEqual([480, 270]);
    expect(Number(stream?.nb_read_frames)).toBe(100);
    expect(Math.abs(gif.duration - 10)).toBeLessThanOrEqual(0.1);
  });

  it('refuses an end before the start at once (400), and a piece past the end of the video', async () => {
    const refused = await postJobForm(
      server.baseUrl,
      'video-to-gif',
      [mp4('a.mp4', media.audioVideo)],
      {
        parameters: JSON.stringify({ startTime: 4, endTime: 2 }),
      },
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: {
        code: 'invalid_input',
        message: 'parameters.endTime: The end time must be after the start time.',
        field: 'parameters.endTime',
      },
    });
    const late = await postAndWait(
      server.baseUrl,
      'video-to-gif',
      [mp4('a.mp4', media.audioVideo)],
      {
        parameters: JSON.stringify({ startTime: 8, endTime: 10 }),
      },
    );
    await expectJobFailed(
      server.baseUrl,
      late,
      'start_past_end_of_file',
      'The start time is past the end of the file (it is 6 s long).',
    );
  });
});

/** Processes whose command line names a file of the server's data folder (ffmpeg on a job). */
function processesOnData(): string[] {
  const found: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (command.includes(server.dataDir) && !command.includes('vitest')) found.push(command);
    } catch {
      // The process ended meanwhile.
    }
  }
  return found;
}

describe('cancelling', () => {
  it('kills ffmpeg at once when a running job is cancelled, and deletes its files', async () => {
    // Results of earlier tests stay for their hour; this job must leave none of its own.
    const before = await storedFiles(server.dataDir);
    const response = await postJobForm(
      server.baseUrl,
      'video-to-gif',
      [mp4('long.mp4', media.longVideo)],
      { parameters: JSON.stringify({ startTime: 0, endTime: 12 }) },
    );
    const { id } = (await response.json()) as { id: string };
    for (;;) {
      const view = (await (await fetch(`${server.baseUrl}/api/jobs/${id}`)).json()) as JobView;
      if (view.status === 'processing' && (view.progress ?? 0) > 0) break;
      expect(view.status).not.toBe('completed');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Between the palette pass and the drawing pass no ffmpeg runs for a moment: wait for one.
    await expect
      .poll(() => processesOnData().some((command) => command.includes('ffmpeg')), {
        timeout: 5000,
      })
      .toBe(true);
    const cancelled = await fetch(`${server.baseUrl}/api/jobs/${id}`, { method: 'DELETE' });
    expect(((await cancelled.json()) as JobView).error?.code).toBe('cancelled');
    await expect.poll(processesOnData, { timeout: 5000 }).toEqual([]);
    await expect.poll(() => storedFiles(server.dataDir), { timeout: 5000 }).toEqual(before);
  });
});

describe('bad media files', () => {
  it('refuses a text file renamed .mp4 by its bytes (415)', async () => {
    const response = await postJobForm(server.baseUrl, 'extract-audio', [
      mp4('holiday.mp4', Buffer.from('This is a text file with a video name.\n'.repeat(10))),
    ]);
    expect(response.status).toBe(415);
    expect(((await response.json()) as { error: { code: string; message: string } }).error).toEqual(
      {
        code: 'unsupported_type',
        message:
          '"holiday.mp4" is not a MP4, MOV, MKV, AVI or WebM video: its content is not a format we recognise. Please check supported formats.',
        field: 'file',
      },
    );
  });

  it('refuses a zero-length file (400)', async () => {
    const response = await postJobForm(server.baseUrl, 'remove-audio', [
      mp4('empty.mp4', Buffer.alloc(0)),
    ]);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('empty_file');
  });

  it('fails a truncated MP4 with a clear message (422) and keeps nothing of it', async () => {
    for (const type of ['video-to-gif', 'extract-audio', 'remove-audio']) {
      const job = await postAndWait(server.baseUrl, type, [mp4('cut.mp4', media.truncatedMp4)]);
      await expectJobFailed(
        server.baseUrl,
        job,
        'unreadable_media',
        'The file could not be read as audio or video. It may be damaged or in a format we do not support.',
      );
    }
  });
});
