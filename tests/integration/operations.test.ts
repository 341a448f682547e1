import { once } from 'node:events';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeImage, trpcClient, tusUpload, uploadMetadata, waitForJob } from '../support/jobs.ts';
import { postJson } from '../support/job-runs.ts';
import { parsePrometheusText, sampleValue, type Family } from '../support/prometheus-text.ts';
import { createTestBucket, type TestBucket } from '../support/s3-bucket.ts';
import { createTestDatabase, scaledShape } from '../support/scaled-shape.ts';
import { freePort, startServerProcess, type ServerProcess } from '../support/server-process.ts';

/**
 * What an operator sees of real server processes: Prometheus text on the metrics port and JSON
 * log lines on stdout. One process (ROLE=all), or in the scaled shape a web and a worker process;
 * one worker thread, so a job held by a slow URL keeps the next one waiting.
 */
const FILE_NAME = 'Private holiday photo 7731.png';
const URL_TOKEN = 'token-Q81x7741';

let web: ServerProcess;
let worker: ServerProcess;
let processes: ServerProcess[];
const metricsPorts = new Map<ServerProcess, number>();
let database: { url: string; drop(): Promise<void> } | undefined;
let bucket: TestBucket | undefined;

/** Stands for a slow video host: answers the headers and a little, then holds until released. */
let slowHost: Server;
let slowBase: string;
const held: ServerResponse[] = [];
let requested: Promise<unknown>;

async function metrics(of: ServerProcess): Promise<Map<string, Family>> {
  const response = await fetch(`http://127.0.0.1:${metricsPorts.get(of)}/metrics`);
  expect(response.status).toBe(200);
  return parsePrometheusText(await response.text());
}

async function value(of: ServerProcess, name: string, labels: Record<string, string> = {}) {
  return sampleValue(await metrics(of), name, labels);
}

function lines(of: ServerProcess): Record<string, unknown>[] {
  return of.output().map((line) => JSON.parse(line) as Record<string, unknown>);
}

beforeAll(async () => {
  slowHost = createServer((request, response) => {
    slowHost.emit('asked', request.url);
    response.writeHead(200, { 'content-type': 'video/mp4' });
    response.write(Buffer.alloc(1024));
    held.push(response);
  });
  slowHost.listen(0, '127.0.0.1');
  await once(slowHost, 'listening');
  const slowPort = (slowHost.address() as { port: number }).port;
  slowBase = `http://127.0.0.1:${slowPort}`;
  requested = once(slowHost, 'asked');

  const env: Record<string, string> = {
    LOG_LEVEL: 'info',
    WORKERS: '1',
    ALLOWED_URL_HOSTS: `127.0.0.1:${slowPort}`,
  };
  const start = async (extra: Record<string, string>) => {
    const port = await freePort();
    const started = await startServerProcess(
      { ...env, ...extra, METRICS_PORT: String(port) },
      { captureOutput: true },
    );
    metricsPorts.set(started, port);
    return started;
  };
  if (scaledShape) {
    database = await createTestDatabase();
    bucket = await createTestBucket('operations');
    const shared = {
      DATABASE_URL: database.url,
      COOKIE_SECRET: 'operations-test-secret-of-32-characters',
      ...bucket.env,
    };
    web = await start({ ...shared, ROLE: 'web' });
    worker = await start({ ...shared, ROLE: 'worker' });
    processes = [web, worker];
  } else {
    web = await start({});
    worker = web;
    processes = [web];
  }
}, 120_000);

afterAll(async () => {
  for (const response of held) response.destroy();
  slowHost?.close();
  await Promise.all((processes ?? []).map((p) => p.kill('SIGKILL')));
  await bucket?.destroy();
  await database?.drop();
}, 60_000);

describe('metrics', () => {
  it('are Prometheus text on a port of their own, with the process metrics', async () => {
    for (const process of processes) {
      const response = await fetch(`http://127.0.0.1:${metricsPorts.get(process)}/metrics`);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const families = parsePrometheusText(await response.text());
      const typeOf = (name: string) => families.get(name)?.type;
      expect(typeOf('toolbox_jobs_waiting')).toBe('gauge');
      expect(typeOf('toolbox_jobs_running')).toBe('gauge');
      expect(typeOf('toolbox_job_duration_seconds')).toBe('histogram');
      expect(typeOf('toolbox_job_queue_wait_seconds')).toBe('histogram');
      expect(typeOf('toolbox_upload_received_bytes_total')).toBe('counter');
      expect(typeOf('toolbox_job_watchers')).toBe('gauge');
      expect(typeOf('toolbox_http_request_duration_seconds')).toBe('histogram');
      expect(typeOf('toolbox_refusals_total')).toBe('counter');
      expect(typeOf('toolbox_postgres_queries_total')).toBe('counter');
      expect(typeOf('toolbox_s3_requests_total')).toBe('counter');
      expect(typeOf('process_cpu_user_seconds_total')).toBe('counter');
      expect(typeOf('process_resident_memory_bytes')).toBe('gauge');
      expect(sampleValue(families, 'toolbox_jobs_waiting', { type: 'convert-image' })).toBe(0);
    }
    // Not on the site's port, and nothing else on the metrics port.
    expect(await (await fetch(`${web.baseUrl}/metrics`)).text()).not.toContain('toolbox_jobs');
    const other = await fetch(`http://127.0.0.1:${metricsPorts.get(web)}/api/health`);
    expect(other.status).toBe(404);
  });

  it('the test parser refuses malformed text', () => {
    const good = '# TYPE a counter\na 1\n';
    expect(parsePrometheusText(good).get('a')?.samples[0]?.value).toBe(1);
    for (const bad of [
      '# TYPE a counter\na 1', // no final newline
      'a{b="x} 1\n', // label not closed
      'a{b=x} 1\n', // label not quoted
      'a 1 2 3\n',
      'a one\n',
      'a 1\n# TYPE a counter\n', // TYPE after samples
      'a{b="1"} 1\na{b="1"} 2\n', // the same series twice
      '# TYPE h histogram\nh_bucket{le="1"} 2\nh_bucket{le="+Inf"} 1\nh_sum 1\nh_count 1\n',
      '# TYPE h histogram\nh_bucket{le="1"} 1\nh_sum 1\nh_count 1\n', // no +Inf
      '# TYPE a counter\na_bucket 1\n', // not a counter's sample
      '9a 1\n',
    ]) {
      expect(() => parsePrometheusText(bad), bad).toThrow();
    }
  });

  it("move with real jobs: waiting and running by type, then the jobs' times, uploads, watchers, requests and refusals", async () => {
    const trpc = trpcClient(web.baseUrl);
    // A job held by the slow host: it runs and keeps the one worker thread.
    const slow = await postJson(web.baseUrl, {
      type: 'extract-audio-url',
      parameters: { url: `${slowBase}/clip.mp4?${URL_TOKEN}` },
    });
    expect(slow.status).toBe(202);
    const slowId = ((await slow.json()) as { id: string }).id;
    await requested;
    for (const process of processes) {
      await expect
        .poll(() => value(process, 'toolbox_jobs_running', { type: 'extract-audio-url' }))
        .toBe(1);
    }

    // Someone follows it by server-sent events.
    const ended = new Promise<void>((resolve, reject) => {
      const subscription = trpc.jobs.onUpdate.subscribe(
        { id: slowId },
        {
          onData: ({ data }) => {
            if (data.status !== 'failed' && data.status !== 'completed') return;
            subscription.unsubscribe();
            resolve();
          },
          onError: reject,
        },
      );
    });
    await expect.poll(() => value(web, 'toolbox_job_watchers')).toBe(1);

    // A job through tus waits behind it.
    const image = await makeImage(320, 240);
    const upload = await tusUpload(image, {
      endpoint: `${web.baseUrl}/api/uploads`,
      metadata: uploadMetadata('convert-image', FILE_NAME, 'file', 'image/png'),
    });
    expect(await value(web, 'toolbox_upload_received_bytes_total')).toBe(image.length);
    const created = await trpc.jobs.create.mutate({
      type: 'convert-image',
      uploads: [upload],
      parameters: { targetFormat: 'webp' },
    });
    for (const process of processes) {
      await expect
        .poll(() => value(process, 'toolbox_jobs_waiting', { type: 'convert-image' }))
        .toBe(1);
    }

    // Refusals by code, through REST and tRPC.
    expect((await postJson(web.baseUrl, { type: 'no-such-tool' })).status).toBe(400);
    await expect(trpc.jobs.get.query({ id: 'A'.repeat(22) })).rejects.toThrow();
    expect(await value(web, 'toolbox_refusals_total', { code: 'unknown_type' })).toBe(1);
    expect(await value(web, 'toolbox_refusals_total', { code: 'not_found' })).toBe(1);

    // The slow host gives up garbage: that job fails, the waiting one runs.
    for (const response of held.splice(0)) response.end(Buffer.alloc(4096));
    await ended;
    const done = await waitForJob(web.baseUrl, created.id);
    expect(done.status).toBe('completed');

    await expect.poll(() => value(web, 'toolbox_job_watchers')).toBe(0);
    const histogram = (name: string, labels: Record<string, string>) => value(worker, name, labels);
    await expect
      .poll(() =>
        histogram('toolbox_job_duration_seconds_count', {
          type: 'extract-audio-url',
          outcome: 'failed',
        }),
      )
      .toBe(1);
    const completed = { type: 'convert-image', outcome: 'completed' };
    expect(await histogram('toolbox_job_duration_seconds_count', completed)).toBe(1);
    expect(await histogram('toolbox_job_queue_wait_seconds_count', completed)).toBe(1);
    // It waited for the slow job to end.
    expect(await histogram('toolbox_job_queue_wait_seconds_sum', completed)).toBeGreaterThan(0);
    for (const process of processes) {
      expect(await value(process, 'toolbox_jobs_waiting', { type: 'convert-image' })).toBe(0);
      expect(await value(process, 'toolbox_jobs_running', { type: 'extract-audio-url' })).toBe(0);
    }
    if (scaledShape) {
      // Round trips, by statement and operation: the web stored the jobs, the worker read inputs.
      const query = { statement: 'insert jobs' };
      expect(await value(web, 'toolbox_postgres_queries_total', query)).toBeGreaterThanOrEqual(2);
      const read = { operation: 'GetObject' };
      expect(await value(worker, 'toolbox_s3_requests_total', read)).toBeGreaterThanOrEqual(1);
    }

    // Requests by route pattern and status: never an id, a file name or a token in a label.
    const families = await metrics(web);
    const requests = families.get('toolbox_http_request_duration_seconds')?.samples ?? [];
    const routes = new Set(requests.map((sample) => sample.labels.route));
    expect(routes).toContain('/api/jobs/:id');
    expect(routes).toContain('/api/uploads/*');
    expect(
      sampleValue(families, 'toolbox_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/jobs',
        status: '202',
      }),
    ).toBe(1);
    const labelText = JSON.stringify([...families.values()].map((f) => f.samples));
    for (const secret of [slowId, created.id, upload, FILE_NAME, URL_TOKEN]) {
      expect(labelText).not.toContain(secret);
    }
  });
});

describe('logs', () => {
  it("are one JSON object per line; a request's lines carry its id, a job's its id and type", () => {
    // Every line parses (lines() throws on one that does not).
    const webLines = lines(web);
    const workerLines = lines(worker);
    const requestLines = webLines.filter((line) => line.msg === 'request');
    expect(requestLines.length).toBeGreaterThan(5);
    for (const line of requestLines) expect(line.reqId).toEqual(expect.any(String));

    const accepted = webLines.filter((line) => line.msg === 'job accepted');
    expect(accepted).toHaveLength(2);
    for (const line of accepted) {
      expect(line).toMatchObject({ jobId: expect.any(String), type: expect.any(String) });
      expect(line.reqId).toEqual(expect.any(String));
    }
    // The job's whole path, followed by its id into the worker.
    for (const { jobId, type } of accepted) {
      const path = workerLines.filter((line) => line.jobId === jobId).map((line) => line.msg);
      expect(path).toEqual(expect.arrayContaining(['job started', 'job ended']));
      for (const line of workerLines.filter((l) => l.jobId === jobId)) {
        expect(line.type).toBe(type);
      }
    }
    expect(
      workerLines.find((line) => line.msg === 'job ended' && line.type === 'extract-audio-url'),
    ).toMatchObject({ outcome: 'failed' });
  });

  it('never hold a file name, a URL token or a password', () => {
    for (const process of processes) {
      const text = process.output().join('\n');
      expect(text).not.toContain(FILE_NAME);
      expect(text).not.toContain('Private holiday photo');
      expect(text).not.toContain(URL_TOKEN);
    }
  });
});
