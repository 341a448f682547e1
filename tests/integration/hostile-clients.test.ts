import { randomBytes } from 'node:crypto';
import { TRPCClientError } from '@trpc/client';
import { inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { makePdf, storedFiles, trpcClient } from '../support/jobs.ts';
import { closedWithin, openSocket, rawRequest } from '../support/raw-http.ts';
import { cookieFetch, startTestServer, type TestServer } from '../support/test-server.ts';

const servers: TestServer[] = [];
async function start(env: Record<string, string>) {
  const server = await startTestServer(env);
  servers.push(server);
  return server;
}
afterEach(async () => {
  for (const server of servers.splice(0)) {
    // A cancelled job's worker lets go of its folder within moments; on a busy machine, with the
    // files in S3 and the worker in another process, within some seconds.
    let left = await storedFiles(server.dataDir);
    for (let i = 0; i < 200 && left.length > 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      left = await storedFiles(server.dataDir);
    }
    await server.close();
    expect(left).toEqual([]);
  }
});

/** Jobs that are still running while a test counts them, even on an idle machine (page budget 200). */
const LONG_PDF_PAGES = 200;

function portOf(server: TestServer): number {
  return Number(new URL(server.baseUrl).port);
}

/** Made once: making a 200-page PDF for every request let the first job end before the last. */
let longPdf: Promise<Buffer> | undefined;

async function postPdfJob(baseUrl: string, headers: Record<string, string> = {}) {
  longPdf ??= makePdf(LONG_PDF_PAGES);
  const form = new FormData();
  form.append('type', 'pdf-to-images');
  form.append('file', new Blob([new Uint8Array(await longPdf)]), 'a.pdf');
  return fetch(`${baseUrl}/api/jobs`, {
    method: 'POST',
    body: form,
    headers: { accept: 'application/json', ...headers },
  });
}

const madeUpCookie = () => `vid=${randomBytes(16).toString('base64url')}`;

/** A refusal in the API's one shape; `status` 'any4xx' where tus's own code is fine as it is. */
async function expectJsonError(response: Response, status: number | 'any4xx') {
  if (status === 'any4xx') {
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  } else expect(response.status).toBe(status);
  expect(response.headers.get('content-type'), `${response.url} ${response.status}`).toMatch(
    /^application\/json/,
  );
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(typeof body.error.code).toBe('string');
  expect(body.error.message.length).toBeGreaterThan(5);
  return body.error;
}

/** Cancels the jobs still waiting or running, so their files are gone before the check. */
async function cancelAll(server: TestServer) {
  const { db, tables } = server.services.database;
  const rows = await db
    .select({ id: tables.jobs.id })
    .from(tables.jobs)
    .where(inArray(tables.jobs.status, ['pending', 'processing']));
  for (const row of rows) await server.services.jobs.cancel(row.id);
}

describe('caps nobody can dodge', () => {
  it('counts made-up cookies for nothing: the address holds the cap', async () => {
    const server = await start({ WORKERS: '1', JOBS_PER_CLIENT: '2', JOBS_PER_ADDRESS: '3' });
    const answers: Response[] = [];
    try {
      for (let i = 0; i < 5; i++) {
        answers.push(await postPdfJob(server.baseUrl, { cookie: madeUpCookie() }));
      }
      expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 429, 429]);
      const refused = answers[4]!;
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await expectJsonError(refused, 429)).toMatchObject({ code: 'too_many_jobs' });
    } finally {
      await cancelAll(server);
    }
  });

  it('holds one visitor to its own cap with the cookie the server signed', async () => {
    const server = await start({ WORKERS: '1', JOBS_PER_CLIENT: '2', JOBS_PER_ADDRESS: '10' });
    const visitor = cookieFetch(server.baseUrl);
    await visitor('/api/metrics/dashboard');
    const post = async () => {
      longPdf ??= makePdf(LONG_PDF_PAGES);
      const form = new FormData();
      form.append('type', 'pdf-to-images');
      form.append('file', new Blob([new Uint8Array(await longPdf)]), 'a.pdf');
      return visitor('/api/jobs', {
        method: 'POST',
        body: form,
        headers: { accept: 'application/json' },
      });
    };
    try {
      expect([(await post()).status, (await post()).status, (await post()).status]).toEqual([
        202, 202, 429,
      ]);
    } finally {
      await cancelAll(server);
    }
  });

  it('records a visitor only when a signed cookie comes back', async () => {
    const server = await start({});
    const visitorRows = async () => {
      const { db, tables } = server.services.database;
      return { n: (await db.select().from(tables.visitors)).length };
    };
    for (let i = 0; i < 20; i++) await fetch(`${server.baseUrl}/api/metrics/dashboard`);
    for (let i = 0; i < 20; i++) {
      await fetch(`${server.baseUrl}/api/metrics/dashboard`, {
        headers: { cookie: madeUpCookie() },
      });
    }
    const issued = (await fetch(`${server.baseUrl}/api/metrics/dashboard`)).headers
      .getSetCookie()[0]
      ?.split(';')[0];
    expect(issued).toMatch(/^vid=[\w-]{22}\./);
    const tampered = `${issued?.slice(0, 5)}${issued?.[5] === 'A' ? 'B' : 'A'}${issued?.slice(6)}`;
    await fetch(`${server.baseUrl}/api/metrics/dashboard`, { headers: { cookie: tampered } });
    expect((await visitorRows()).n).toBe(0);
    await fetch(`${server.baseUrl}/api/metrics/dashboard`, { headers: { cookie: issued ?? '' } });
    expect((await visitorRows()).n).toBe(1);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY says how many proxies stand in front', async () => {
    const direct = await start({ WORKERS: '1', JOBS_PER_CLIENT: '1', JOBS_PER_ADDRESS: '1' });
    const first = await postPdfJob(direct.baseUrl, { 'x-forwarded-for': '203.0.113.1' });
    const second = await postPdfJob(direct.baseUrl, { 'x-forwarded-for': '203.0.113.2' });
    expect([first.status, second.status]).toEqual([202, 429]);
    await second.body?.cancel();
    await cancelAll(direct);

    const proxied = await start({
      WORKERS: '1',
      JOBS_PER_CLIENT: '1',
      JOBS_PER_ADDRESS: '1',
      TRUST_PROXY: '1',
    });
    // The proxy appends the address it saw; what the client wrote before it is not believed.
    const a = await postPdfJob(proxied.baseUrl, { 'x-forwarded-for': '198.51.100.7, 203.0.113.1' });
    const spoofed = await postPdfJob(proxied.baseUrl, {
      'x-forwarded-for': '198.51.100.8, 203.0.113.1',
    });
    const b = await postPdfJob(proxied.baseUrl, { 'x-forwarded-for': '203.0.113.2' });
    expect([a.status, spoofed.status, b.status]).toEqual([202, 429, 202]);
    await spoofed.body?.cancel();
    await cancelAll(proxied);
  });

  it('sends Retry-After with every tRPC 429', async () => {
    const server = await start({ CONTACT_RATE_LIMIT: '1' });
    const send = () =>
      fetch(`${server.baseUrl}/api/trpc/contact.send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Sita',
          email: 'sita@example.org',
          subject: 'Hello there',
          message: 'A message long enough to be accepted by the form.',
        }),
      });
    await send();
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    const capped = await start({ WORKERS: '1', JOBS_PER_CLIENT: '1', JOBS_PER_ADDRESS: '1' });
    expect((await postPdfJob(capped.baseUrl)).status).toBe(202);
    const trpc = trpcClient(capped.baseUrl);
    const error = await trpc.jobs.create
      .mutate({ type: 'extract-audio-url', parameters: { url: 'https://example.org/a.mp4' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCClientError);
    const raw = await fetch(`${capped.baseUrl}/api/trpc/jobs.create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'extract-audio-url',
        parameters: { url: 'https://example.org/a.mp4' },
      }),
    });
    expect(raw.status).toBe(429);
    expect(raw.headers.get('retry-after')).toMatch(/^\d+$/);
    await cancelAll(capped);
  });
});

describe('slow clients cannot hold the site', () => {
  it('keeps answering while 200 request bodies stall, and cuts them off after the timeout', async () => {
    const server = await start({ BODY_TIMEOUT_SECONDS: '2', CONNECTIONS_PER_ADDRESS: '64' });
    const port = portOf(server);
    const stalled = [];
    for (let i = 0; i < 200; i++) {
      // 50 from each of four loopback addresses: under the per-address limit of 64.
      const socket = await openSocket(port, `127.0.0.${2 + (i % 4)}`);
      socket.on('error', () => undefined);
      socket.write(
        'POST /api/jobs HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\n' +
          'Content-Length: 1000000\r\n\r\n--b\r\nContent-Disposition: form-data; name="type"\r\n\r\n' +
          'pdf-to-images\r\n--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.7\n',
      );
      stalled.push(socket);
    }
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}/api/health`);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
      times.push(performance.now() - started);
    }
    expect(Math.max(...times)).toBeLessThan(1000);
    const closed = await Promise.all(stalled.map((socket) => closedWithin(socket, 8000)));
    expect(closed.every(Boolean)).toBe(true);
    // The server had time to delete the partial files of the cut-off bodies.
    await new Promise((resolve) => setTimeout(resolve, 300));
  });

  it('closes connections past the per-address limit at once, and serves other addresses', async () => {
    const server = await start({ CONNECTIONS_PER_ADDRESS: '5' });
    const port = portOf(server);
    const sockets = [];
    for (let i = 0; i < 8; i++) sockets.push(await openSocket(port, '127.0.0.9'));
    const closed = await Promise.all(sockets.map((socket) => closedWithin(socket, 1000)));
    expect(closed.filter(Boolean).length).toBe(3);
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
    for (const socket of sockets) socket.destroy();
  });
});

describe('errors in one shape', () => {
  it('answers malformed multipart with a JSON 4xx', async () => {
    const server = await start({});
    const port = portOf(server);
    const noBoundary = await fetch(`${server.baseUrl}/api/jobs`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data' },
      body: 'type=convert-image',
    });
    await expectJsonError(noBoundary, 400);
    const body =
      '--b\r\nContent-Disposition: form-data; name="type"\r\n\r\nconvert-image\r\n--b\r\n' +
      'Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n';
    const truncated = await rawRequest(
      port,
      `POST /api/jobs HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: ${Buffer.byteLength(body, 'latin1')}\r\n\r\n${body}`,
    );
    expect(truncated.status).toBeGreaterThanOrEqual(400);
    expect(truncated.status).toBeLessThan(500);
    expect(truncated.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(truncated.body)).toMatchObject({ error: { code: expect.any(String) } });
    const garbage = await fetch(`${server.baseUrl}/api/jobs`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=zz' },
      body: randomBytes(2000),
    });
    await expectJsonError(garbage, 400);
  });

  it("answers tus's own refusals with the same JSON shape", async () => {
    const server = await start({});
    const url = `${server.baseUrl}/api/uploads`;
    const metadata = `jobType ${Buffer.from('convert-image').toString('base64')},field ${Buffer.from('file').toString('base64')}`;
    const create = (headers: Record<string, string>) =>
      fetch(url, { method: 'POST', headers: { 'tus-resumable': '1.0.0', ...headers } });
    await expectJsonError(
      await create({ 'upload-length': 'abc', 'upload-metadata': metadata }),
      400,
    );
    await expectJsonError(
      await create({ 'upload-length': '-5', 'upload-metadata': metadata }),
      400,
    );
    await expectJsonError(
      await fetch(url, {
        method: 'POST',
        headers: { 'upload-length': '10', 'upload-metadata': metadata },
      }),
      412,
    );
    const made = await create({ 'upload-length': '100', 'upload-metadata': metadata });
    expect(made.status).toBe(201);
    const location = new URL(made.headers.get('location') ?? '', url).href;
    const patch = (headers: Record<string, string>, body: Uint8Array<ArrayBuffer>) =>
      fetch(location, { method: 'PATCH', headers: { 'tus-resumable': '1.0.0', ...headers }, body });
    await expectJsonError(
      await patch(
        { 'upload-offset': '50', 'content-type': 'application/offset+octet-stream' },
        new Uint8Array(10),
      ),
      409,
    );
    await expectJsonError(
      await patch({ 'content-type': 'application/offset+octet-stream' }, new Uint8Array(10)),
      'any4xx',
    );
    await expectJsonError(
      await patch({ 'upload-offset': '0', 'content-type': 'text/plain' }, new Uint8Array(10)),
      'any4xx',
    );
    await fetch(location, { method: 'DELETE', headers: { 'tus-resumable': '1.0.0' } });
  });
});

describe('uploads keep exactly what was declared', () => {
  it('refuses a PATCH past Upload-Length, with or without a length, and keeps none of it', async () => {
    const server = await start({});
    const port = portOf(server);
    const url = `${server.baseUrl}/api/uploads`;
    const metadata = `jobType ${Buffer.from('convert-image').toString('base64')},field ${Buffer.from('file').toString('base64')}`;
    const made = await fetch(url, {
      method: 'POST',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '100', 'upload-metadata': metadata },
    });
    const path = new URL(made.headers.get('location') ?? '', url).pathname;
    const offset = async () =>
      (
        await fetch(`${server.baseUrl}${path}`, {
          method: 'HEAD',
          headers: { 'tus-resumable': '1.0.0' },
        })
      ).headers.get('upload-offset');

    const sized = await fetch(`${server.baseUrl}${path}`, {
      method: 'PATCH',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      body: new Uint8Array(150),
    });
    await expectJsonError(sized, 413);
    expect(await offset()).toBe('0');

    const chunk = Buffer.alloc(150, 1).toString('latin1');
    const chunked = await rawRequest(
      port,
      Buffer.from(
        `PATCH ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nTus-Resumable: 1.0.0\r\nUpload-Offset: 0\r\n` +
          `Content-Type: application/offset+octet-stream\r\nTransfer-Encoding: chunked\r\n\r\n` +
          `${(150).toString(16)}\r\n${chunk}\r\n0\r\n\r\n`,
        'latin1',
      ),
    );
    expect(chunked.status).toBe(413);
    expect(chunked.headers['content-type']).toMatch(/^application\/json/);
    expect(await offset()).toBe('0');
    await fetch(`${server.baseUrl}${path}`, {
      method: 'DELETE',
      headers: { 'tus-resumable': '1.0.0' },
    });
  });
});
