import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TRPCClientError } from '@trpc/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { download, storedFiles, trpcClient } from '../support/jobs.ts';
import { expectJobFailed, followUpdates, postJson, postJsonAndWait } from '../support/job-runs.ts';
import { decodesCleanly, ffmpegMake, probe, streamTypes } from '../support/media.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * URL inputs (extract-audio-url, remove-audio-url, download-video) through the job API: an
 * allowed local test host serves media and redirects; a second local server stands for a private
 * target that no request may ever reach, whatever the URL or its redirects say.
 */
let server: TestServer;
let trpc: ReturnType<typeof trpcClient>;
let folder: string;
let clip: Buffer;

let media: Server;
let mediaBase: string;
let target: Server;
let targetPort: number;
const targetHits: string[] = [];

async function listen(http: Server): Promise<number> {
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return (http.address() as { port: number }).port;
}

function mediaRoutes(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://media.test');
  switch (url.pathname) {
    case '/holiday.mp4':
      response.writeHead(200, { 'content-type': 'video/mp4', 'content-length': clip.length });
      response.end(clip);
      return;
    case '/redirect':
      response.writeHead(302, { location: url.searchParams.get('to') ?? '/' });
      response.end();
      return;
    case '/page.html':
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        '<!doctype html><title>Holiday clip</title><h1>Holiday</h1><video src="/holiday.mp4" controls></video>',
      );
      return;
    case '/photo.png':
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(Buffer.from('89504e470d0a1a0a', 'hex'));
      return;
    case '/notes.txt':
      response.writeHead(200, { 'content-type': 'application/octet-stream' });
      response.end('Not a video at all.\n'.repeat(50));
      return;
    default:
      response.writeHead(404);
      response.end();
  }
}

const secret = () => `http://127.0.0.1:${targetPort}/secret.mp4`;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'url-jobs-'));
  const clipPath = join(folder, 'holiday.mp4');
  ffmpegMake([
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=320x240:rate=25:duration=4',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=4',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    clipPath,
  ]);
  clip = readFileSync(clipPath);
  media = createServer(mediaRoutes);
  const mediaPort = await listen(media);
  mediaBase = `http://127.0.0.1:${mediaPort}`;
  target = createServer((request, response) => {
    targetHits.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'video/mp4' });
    response.end(clip);
  });
  targetPort = await listen(target);
  server = await startTestServer({
    WORKERS: '2',
    JOBS_PER_CLIENT: '50',
    // Only the media host's port: the target, on the same loopback address, stays private.
    ALLOWED_URL_HOSTS: `127.0.0.1:${mediaPort}`,
  });
  trpc = trpcClient(server.baseUrl);
}, 60_000);

afterAll(async () => {
  await server.close();
  media.close();
  target.close();
  rmSync(folder, { recursive: true, force: true });
});

afterEach(async () => {
  expect(targetHits).toEqual([]);
  const left = await storedFiles(server.dataDir);
  expect(left.filter((name) => !name.startsWith('files/'))).toEqual([]);
});

function saved(bytes: Buffer, name: string): string {
  const path = join(folder, name);
  writeFileSync(path, bytes);
  return path;
}

describe('media from an allowed host', () => {
  it('extracts the sound of a video URL (REST, JSON body)', async () => {
    const job = await postJsonAndWait(server.baseUrl, {
      type: 'extract-audio-url',
      parameters: { url: `${mediaBase}/holiday.mp4` },
    });
    expect(job.view.status, JSON.stringify(job.view.error)).toBe('completed');
    expect(job.view.result?.filename).toBe('processed-audio.mp3');
    const path = saved(job.bytes, 'extracted.mp3');
    expect(streamTypes(path)).toEqual(['audio']);
    expect(Math.abs(probe(path).duration - 4)).toBeLessThanOrEqual(0.1);
    expect(decodesCleanly(path)).toBe(true);
  });

  it('removes the sound of a video URL (REST, parameters as JSON text, through a redirect)', async () => {
    const job = await postJsonAndWait(server.baseUrl, {
      type: 'remove-audio-url',
      parameters: JSON.stringify({ url: `${mediaBase}/redirect?to=/holiday.mp4` }),
    });
    expect(job.view.status, JSON.stringify(job.view.error)).toBe('completed');
    expect(job.view.result?.filename).toBe('processed-video.mp4');
    const path = saved(job.bytes, 'silent.mp4');
    expect(streamTypes(path)).toEqual(['video']);
    expect(Math.abs(probe(path).duration - 4)).toBeLessThanOrEqual(0.1);
  });

  it('downloads a video through tRPC, with progress', async () => {
    const created = await trpc.jobs.create.mutate({
      type: 'download-video',
      parameters: { url: `${mediaBase}/holiday.mp4` },
    });
    const updates = await followUpdates(trpc, created.id);
    expect(updates.at(-1)?.status, JSON.stringify(updates.at(-1)?.error)).toBe('completed');
    const progress = updates.map((u) => u.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(updates.at(-1)?.result).toMatchObject({
      filename: 'downloaded-video.mp4',
      contentType: 'video/mp4',
    });
    const { response, bytes } = await download(server.baseUrl, created.id);
    expect(response.headers.get('content-disposition')).toContain(
      'filename="downloaded-video.mp4"',
    );
    const path = saved(bytes, 'downloaded.mp4');
    expect(streamTypes(path)).toEqual(['audio', 'video']);
    expect(Math.abs(probe(path).duration - 4)).toBeLessThanOrEqual(0.1);
  });

  it('fails clearly when the address is not a video', async () => {
    const image = await postJsonAndWait(server.baseUrl, {
      type: 'download-video',
      parameters: { url: `${mediaBase}/photo.png` },
    });
    await expectJobFailed(
      server.baseUrl,
      image,
      'not_media',
      'This address does not lead to a video or audio file.',
    );
    const text = await postJsonAndWait(server.baseUrl, {
      type: 'extract-audio-url',
      parameters: { url: `${mediaBase}/notes.txt` },
    });
    await expectJobFailed(
      server.baseUrl,
      text,
      'unreadable_media',
      'The file could not be read as audio or video. It may be damaged or in a format we do not support.',
    );
    const missing = await postJsonAndWait(server.baseUrl, {
      type: 'download-video',
      parameters: { url: `${mediaBase}/gone.mp4` },
    });
    await expectJobFailed(
      server.baseUrl,
      missing,
      'download_failed',
      'The address answered with an error (HTTP 404). Please check the URL.',
    );
  });
});

const hasYtDlp = Boolean(
  process.env.PATH?.split(':').some((dir) => existsSync(join(dir, 'yt-dlp'))),
);

describe('pages of video sites', () => {
  it.skipIf(!hasYtDlp)('downloads the video of a page through yt-dlp when installed', async () => {
    const job = await postJsonAndWait(server.baseUrl, {
      type: 'download-video',
      parameters: { url: `${mediaBase}/page.html` },
    });
    expect(job.view.status, JSON.stringify(job.view.error)).toBe('completed');
    const path = saved(job.bytes, 'from-page.mp4');
    expect(streamTypes(path)).toEqual(['audio', 'video']);
    expect(Math.abs(probe(path).duration - 4)).toBeLessThanOrEqual(0.1);
  });

  it('says the site is not supported on a server without yt-dlp (422)', async () => {
    const plain = await startTestServer({
      WORKERS: '1',
      YTDLP_PATH: 'off',
      ALLOWED_URL_HOSTS: new URL(mediaBase).host,
    });
    try {
      const job = await postJsonAndWait(plain.baseUrl, {
        type: 'download-video',
        parameters: { url: `${mediaBase}/page.html` },
      });
      await expectJobFailed(
        plain.baseUrl,
        job,
        'unsupported_site',
        'Downloading from this site is not supported on this server. Please use a direct link to a video or audio file.',
      );
      const health = (await (await fetch(`${plain.baseUrl}/api/health`)).json()) as {
        capabilities: { ytDlp: unknown };
      };
      expect(health.capabilities.ytDlp).toBeNull();
    } finally {
      await plain.close();
    }
  });
});

interface ErrorBody {
  error: { code: string; message: string; field?: string };
}

async function refusedAtOnce(url: string, type = 'download-video'): Promise<ErrorBody['error']> {
  const response = await postJson(server.baseUrl, { type, parameters: { url } });
  const body = (await response.json()) as ErrorBody;
  expect(response.status, JSON.stringify(body)).toBe(400);
  expect(body.error.field).toBe('parameters.url');
  return body.error;
}

const blocked = {
  code: 'blocked_address',
  message: 'This address points to a private or local network and cannot be downloaded.',
  field: 'parameters.url',
};

describe('the SSRF rule on the job API', () => {
  it('refuses loopback, private, link-local and metadata addresses before queueing (400)', async () => {
    expect(await refusedAtOnce(secret())).toEqual(blocked);
    expect(
      await refusedAtOnce(`http://[::1]:${targetPort}/secret.mp4`, 'extract-audio-url'),
    ).toEqual(blocked);
    expect(await refusedAtOnce('http://10.1.2.3/video.mp4', 'remove-audio-url')).toEqual(blocked);
    expect(await refusedAtOnce('http://169.254.169.254/latest/meta-data/')).toEqual(blocked);
    expect(await refusedAtOnce('http://[::ffff:127.0.0.1]/x.mp4')).toEqual(blocked);
  });

  it('refuses a name that resolves to loopback', async () => {
    expect(await refusedAtOnce(`http://localhost:${targetPort}/secret.mp4`)).toEqual(blocked);
  });

  it('refuses file:// and gopher:// addresses', async () => {
    for (const url of ['file:///etc/passwd', `gopher://127.0.0.1:${targetPort}/_GET`]) {
      const error = await refusedAtOnce(url);
      expect(error).toEqual({
        code: 'invalid_input',
        message: 'parameters.url: Enter a web address starting with http or https',
        field: 'parameters.url',
      });
    }
  });

  it('fails a job whose allowed address redirects to loopback, without reaching it (422)', async () => {
    for (const to of [secret(), `http://localhost:${targetPort}/secret.mp4`]) {
      const job = await postJsonAndWait(server.baseUrl, {
        type: 'download-video',
        parameters: { url: `${mediaBase}/redirect?to=${encodeURIComponent(to)}` },
      });
      await expectJobFailed(server.baseUrl, job, 'blocked_address', blocked.message);
    }
  });

  it('refuses the same through tRPC jobs.create', async () => {
    const error = await trpc.jobs.create
      .mutate({ type: 'extract-audio-url', parameters: { url: secret() } })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(TRPCClientError);
    const trpcError = error as TRPCClientError<never>;
    expect(trpcError.message).toBe(blocked.message);
    expect(trpcError.data).toMatchObject({
      httpStatus: 400,
      appCode: 'blocked_address',
      field: 'parameters.url',
    });
  });

  it('takes no file with a URL job, and needs a URL', async () => {
    const response = await postJson(server.baseUrl, { type: 'download-video', parameters: {} });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.field).toBe('parameters.url');
  });
});
