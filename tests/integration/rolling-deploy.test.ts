import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTRPCClient, httpSubscriptionLink } from '@trpc/client';
import { EventSource } from 'eventsource';
import * as tus from 'tus-js-client';
import { Agent, fetch as undiciFetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isFinished, type JobUpdate, type JobView } from '../../shared/jobs/view.ts';
import type { AppRouter } from '../../server/trpc/router.ts';
import { makeImage, postJobForm, uploadMetadata } from '../support/jobs.ts';
import { ffmpegMake, h264Args, lavfiPicture } from '../support/media.ts';
import { runsFfmpeg } from '../support/process-tree.ts';
import { createTestBucket, type TestBucket } from '../support/s3-bucket.ts';
import { createTestDatabase, scaledShape } from '../support/scaled-shape.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { startBalancer, type Balancer } from '../support/tcp-balancer.ts';

/**
 * A rolling deploy of the scaled shape, as an operator runs one: two web processes behind a load
 * balancer and two workers, under a steady load of tus uploads and jobs followed over SSE; each
 * web and each worker is replaced once, one at a time (the new process first, then SIGTERM to the
 * old, as a rolling update with a surge of one does). Nothing may be lost: every job completes,
 * every upload arrives byte for byte, no answer is a 5xx, and the progress streams of a stopped
 * web process reconnect to the other by themselves.
 *
 * The workers differ in SHUTDOWN_GRACE_SECONDS: the first has time to finish its video job, the
 * second (1 s) has not, and hands it back for another worker to run.
 */

const FINISHING_GRACE_SECONDS = 30;
const HANDING_BACK_GRACE_SECONDS = 1;
/** The part of the 12 s clip each video job turns into a GIF: long enough to outlast a start. */
const GIF_SECONDS = 5;

let database: { url: string; drop(): Promise<void> };
let bucket: TestBucket;
let balancer: Balancer;
let folder: string;
let video: Buffer;
let png: Buffer;
const webs: ServerProcess[] = [];
const workers: ServerProcess[] = [];
/** Every process started, stopped ones too, for their logs. */
const started: { role: string; process: ServerProcess }[] = [];

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** `promise`, or an error naming `what` once `ms` have passed. */
async function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not come within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

const portOf = (server: ServerProcess) => Number(new URL(server.baseUrl).port);
const figure = (label: string, value: string) =>
  process.stdout.write(`[figure] ${label}: ${value}\n`);

function env(): Record<string, string> {
  return {
    DATABASE_URL: database.url,
    COOKIE_SECRET: 'rolling-test-secret-of-at-least-32-chars',
    ...bucket.env,
    JOB_LEASE_SECONDS: '5',
    RETENTION_SECONDS: '600',
    JOBS_PER_ADDRESS: '1000',
    JOBS_PER_CLIENT: '1000',
    JOB_QUEUE_LIMIT: '1000',
    WORKERS: '1',
    // Every connection comes from the balancer's address.
    CONNECTIONS_PER_ADDRESS: '0',
    LOG_LEVEL: 'info',
    // The web processes' grace (the workers have their own, below).
    SHUTDOWN_GRACE_SECONDS: '30',
  };
}

async function start(role: 'web' | 'worker', extra: Record<string, string> = {}) {
  const server = await startServerProcess(
    { ...env(), ROLE: role, ...extra },
    { captureOutput: true },
  );
  started.push({ role, process: server });
  return server;
}

const startWorker = (index: number) =>
  start('worker', {
    SHUTDOWN_GRACE_SECONDS: String(
      index === 0 ? FINISHING_GRACE_SECONDS : HANDING_BACK_GRACE_SECONDS,
    ),
  });

/** The JSON lines a process wrote. */
function logLines(server: ServerProcess): Record<string, unknown>[] {
  return server.output().flatMap((line) => {
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
}

/** What the clients saw: answers of 5xx, and requests retried after a connection failed. */
const seen = { serverErrors: [] as string[], retried: 0 };

/**
 * A request through the balancer; one that got no answer at all (its connection closed under it
 * by a process going away) is sent again, as a client or a proxy retries a failed connection.
 */
async function send(what: string, request: () => Promise<Response>): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await request();
      if (response.status >= 500) seen.serverErrors.push(`${what}: ${response.status}`);
      return response;
    } catch (error) {
      if (attempt >= 5) throw error;
      seen.retried++;
      await pause(100);
    }
  }
}

interface Followed {
  id: string;
  kind: 'image' | 'video';
  /** Resolves once the stream has connected. */
  connected: Promise<void>;
  /** The last update the stream gave, and how many times it (re)connected. */
  ended: Promise<{ last: JobUpdate; connections: number }>;
}

const followed: Followed[] = [];

/**
 * Follows a job over jobs.onUpdate (SSE) through the balancer, as the page does, on a connection
 * of its own (not one kept open from an earlier request, which may lead to another process).
 */
function follow(id: string, kind: Followed['kind']): void {
  const agent = new Agent();
  const trpc = createTRPCClient<AppRouter>({
    links: [
      httpSubscriptionLink({
        url: `${balancer.baseUrl}/api/trpc`,
        EventSource,
        eventSourceOptions: {
          fetch: (url, init) => undiciFetch(url, { ...init, dispatcher: agent }),
        },
      }),
    ],
  });
  let onConnected = () => {};
  const connected = new Promise<void>((resolve) => (onConnected = resolve));
  const ended = new Promise<{ last: JobUpdate; connections: number }>((resolve, reject) => {
    let connections = 0;
    const subscription = trpc.jobs.onUpdate.subscribe(
      { id },
      {
        onStarted: () => {
          connections++;
          onConnected();
        },
        onData: ({ data }) => {
          if (!isFinished(data.status)) return;
          subscription.unsubscribe();
          resolve({ last: data, connections });
        },
        onError: reject,
      },
    );
  });
  // Awaited at the end; a rejection before then must not count as unhandled.
  ended.catch(() => undefined).finally(() => void agent.close());
  followed.push({ id, kind, connected, ended });
}

async function postJob(kind: Followed['kind']): Promise<Followed> {
  const file =
    kind === 'image'
      ? { field: 'file', name: 'photo.png', type: 'image/png', bytes: png }
      : { field: 'file', name: 'clip.mp4', type: 'video/mp4', bytes: video };
  const fields = {
    parameters: JSON.stringify(
      kind === 'image' ? { targetFormat: 'webp' } : { startTime: 0, endTime: GIF_SECONDS },
    ),
  };
  const response = await send(`POST ${kind} job`, () =>
    postJobForm(
      balancer.baseUrl,
      kind === 'image' ? 'convert-image' : 'video-to-gif',
      [file],
      fields,
      {
        accept: 'application/json',
      },
    ),
  );
  const body = (await response.json()) as { id: string };
  expect(response.status, JSON.stringify(body)).toBe(202);
  follow(body.id, kind);
  return followed.at(-1) as Followed;
}

/** A tus upload through the balancer, in small PATCHes so restarts fall between and within them. */
function upload(bytes: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const transfer = new tus.Upload(bytes, {
      endpoint: `${balancer.baseUrl}/api/uploads`,
      metadata: uploadMetadata('video-to-gif', 'upload.mp4', 'file', 'video/mp4'),
      chunkSize: 128 * 1024,
      retryDelays: [0, 100, 250, 500, 1000, 2000],
      storeFingerprintForResuming: false,
      onAfterResponse: (_request, response) => {
        if (response.getStatus() >= 500) {
          seen.serverErrors.push(`tus: ${response.getStatus()} ${response.getBody()}`);
        }
      },
      onError: reject,
      onSuccess: () => resolve((transfer.url ?? '').split('/').pop() ?? ''),
    });
    transfer.start();
  });
}

const uploads: { id: string; sha: string }[] = [];
let loading = true;

async function uploadLoad(): Promise<void> {
  while (loading) {
    const bytes = randomBytes(768 * 1024);
    uploads.push({ id: await upload(bytes), sha: sha256(bytes) });
  }
}

async function jobLoad(): Promise<void> {
  while (loading) {
    await postJob('image');
    await pause(500);
  }
}

/** Waits until the worker runs an ffmpeg (a video job), posting video jobs until it does. */
async function untilRunningVideo(worker: ServerProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  let postedAt = 0;
  while (!runsFfmpeg(worker.pid)) {
    if (Date.now() > deadline) throw new Error('the worker ran no video job within 30 s');
    // Two at a time, every few seconds, until one lands on this worker (one slot each).
    if (Date.now() - postedAt > 4000) {
      await Promise.all([postJob('video'), postJob('video')]);
      postedAt = Date.now();
    }
    await pause(100);
  }
}

/** SIGTERM, and the time until the process has exited. */
async function stop(server: ServerProcess): Promise<number> {
  const at = Date.now();
  await server.kill('SIGTERM');
  return Date.now() - at;
}

/** Streams that were open on a web process when it was stopped. */
const onStoppedWeb: Followed[] = [];

/** Starts the new web process, then stops the old one while a video job's stream is open on it. */
async function replaceWeb(index: number): Promise<number> {
  const old = webs[index] as ServerProcess;
  const next = await start('web');
  webs[index] = next;
  balancer.setBackends([portOf(old)]);
  const pinned = await postJob('video');
  await within(15_000, 'a stream on the old web process', pinned.connected);
  onStoppedWeb.push(pinned);
  // The old one stays on the balancer's list until it is gone: its refusals are retried.
  balancer.setBackends([...webs.map(portOf), portOf(old)]);
  const ms = await stop(old);
  balancer.setBackends(webs.map(portOf));
  return ms;
}

/** Starts the new worker, then stops the old one while it runs a video job. */
async function replaceWorker(index: number): Promise<number> {
  const old = workers[index] as ServerProcess;
  const next = await startWorker(index);
  await untilRunningVideo(old);
  const ms = await stop(old);
  workers[index] = next;
  return ms;
}

/** When (epoch ms) a process logged `message` about the job. */
function loggedAt(message: string, jobId: string): number[] {
  return started
    .flatMap(({ process: server }) => logLines(server))
    .filter((line) => line.msg === message && line.jobId === jobId)
    .map((line) => Number(line.time));
}

async function jobView(id: string): Promise<JobView> {
  const response = await send('GET job', () => fetch(`${balancer.baseUrl}/api/jobs/${id}`));
  return (await response.json()) as JobView;
}

describe.skipIf(!scaledShape)('a rolling deploy of two web and two worker processes', () => {
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'toolbox-rolling-'));
    const clip = join(folder, 'clip.mp4');
    ffmpegMake([...lavfiPicture(12, '640x360'), ...h264Args, clip]);
    video = readFileSync(clip);
    png = await makeImage(64, 48);
    database = await createTestDatabase();
    bucket = await createTestBucket('rolling');
    balancer = await startBalancer();
    // The first process applies the migrations; the others start together.
    webs.push(await start('web'));
    const rest = await Promise.all([start('web'), startWorker(0), startWorker(1)]);
    webs.push(rest[0]);
    workers.push(rest[1], rest[2]);
    balancer.setBackends(webs.map(portOf));
  }, 120_000);

  afterAll(async () => {
    loading = false;
    await Promise.all(started.map(({ process }) => process.kill('SIGKILL')));
    await balancer?.close();
    await bucket?.destroy();
    await database?.drop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  }, 60_000);

  it('loses no job, no upload and answers no 5xx while each process is replaced once', async () => {
    const load = Promise.all([uploadLoad(), jobLoad()]);
    await pause(1000);

    const webExitMs = [await replaceWeb(0)];
    const finishingWorker = workers[0] as ServerProcess;
    const finishingExitMs = await replaceWorker(0);
    webExitMs.push(await replaceWeb(1));
    const handingBackWorker = workers[1] as ServerProcess;
    const handingBackExitMs = await replaceWorker(1);

    loading = false;
    await load;
    const results = await Promise.all(
      followed.map(async (job) => ({
        ...job,
        ...(await within(90_000, `the end of ${job.kind} job ${job.id}`, job.ended)),
      })),
    );

    // Every job completed, as its stream said and as any web process says now.
    expect(results.map((job) => job.last.status)).toEqual(results.map(() => 'completed'));
    const views = await Promise.all(results.map((job) => jobView(job.id)));
    expect(views.map((view) => view.status)).toEqual(views.map(() => 'completed'));
    // Streams on a stopped web process connected again (through the balancer) and went on.
    const reconnected = results.filter((job) => job.connections > 1);
    for (const { id } of onStoppedWeb) expect(reconnected.map((job) => job.id)).toContain(id);

    // Every upload is in S3 byte for byte.
    for (const { id, sha } of uploads) {
      const object = await bucket.client.getObject({ Bucket: bucket.name, Key: id });
      const stored = await object.Body?.transformToByteArray();
      expect(stored && sha256(stored), id).toBe(sha);
    }

    // No answer was a 5xx, as the clients saw it and as the web processes logged it.
    expect(seen.serverErrors).toEqual([]);
    const logged5xx = started
      .filter(({ role }) => role === 'web')
      .flatMap(({ process }) => logLines(process))
      // The readiness check answers 503 while a process starts: it is the balancer's, not a visitor's.
      .filter((line) => line.msg === 'request' && line.url !== '/api/ready')
      .filter((line) => Number(line.status) >= 500);
    expect(logged5xx).toEqual([]);

    // Each stopped process said goodbye; the first worker finished its video job within its
    // grace, the second handed its own back and another worker ran it to the end.
    const stopped = started
      .map(({ process: server }) => server)
      .filter((server) => !webs.includes(server) && !workers.includes(server));
    expect(stopped).toHaveLength(4);
    for (const server of stopped) {
      expect(logLines(server).some((line) => line.msg === 'shut down cleanly')).toBe(true);
    }
    const handedBack = (server: ServerProcess) =>
      logLines(server)
        .filter((line) => line.msg === 'job handed back to the line')
        .map((line) => String(line.jobId));
    expect(handedBack(finishingWorker)).toEqual([]);
    const [backId] = handedBack(handingBackWorker);
    expect(backId).toBeDefined();
    expect(results.find((job) => job.id === backId)?.last.status).toBe('completed');
    const [handedBackAt] = loggedAt('job handed back to the line', backId as string);
    const startedAgainAt = loggedAt('job started', backId as string).at(-1);

    figure('web process, SIGTERM to exit under load', webExitMs.map((ms) => `${ms} ms`).join(', '));
    figure(
      `worker finishing its video job (grace ${FINISHING_GRACE_SECONDS} s), SIGTERM to exit`,
      `${finishingExitMs} ms`,
    );
    figure(
      `worker handing its video job back (grace ${HANDING_BACK_GRACE_SECONDS} s), SIGTERM to exit`,
      `${handingBackExitMs} ms`,
    );
    figure(
      'handed-back job: started again on another worker after',
      `${(startedAgainAt ?? Number.NaN) - (handedBackAt ?? Number.NaN)} ms`,
    );
    figure(
      'load',
      `${results.length} jobs (${results.filter((j) => j.kind === 'video').length} video), ` +
        `${uploads.length} uploads, ${reconnected.length} streams reconnected, ` +
        `${balancer.refusals} refused connections sent to the other web, ` +
        `${seen.retried} requests retried after their connection closed`,
    );
  }, 180_000);
});
