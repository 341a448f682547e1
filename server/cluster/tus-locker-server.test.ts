import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgEventBus } from './pg-event-bus.ts';
import { createPgPool, pause } from './pg-pool.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { PgTusLocker } from './tus-locker.ts';

const serverUrl = process.env.DATABASE_URL;
const quietLog = { warn: () => undefined, error: () => undefined };

/** One web process: its own tus server, pool, event bus and locker, on one shared upload folder. */
interface WebProcess {
  url: string;
  stop(): Promise<void>;
}

async function startWebProcess(databaseUrl: string, directory: string): Promise<WebProcess> {
  const pool: pg.Pool = createPgPool(databaseUrl, { max: 4, log: quietLog });
  const events = await PgEventBus.start({ connectionString: databaseUrl, log: quietLog });
  const locker = new PgTusLocker({ pool, events, log: quietLog });
  const tus = new Server({
    path: '/files',
    datastore: new FileStore({ directory }),
    locker,
    // How long a released PATCH may drain before it is cut; short, so the test does not wait.
    lockDrainTimeout: 100,
  });
  const server = http.createServer((req, res) => void tus.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/files`,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await locker.close();
      await events.close();
      await pool.end();
    },
  };
}

function tusHeaders(extra: Record<string, string>): Record<string, string> {
  return { 'Tus-Resumable': '1.0.0', ...extra };
}

describe.skipIf(!serverUrl)('PgTusLocker behind two @tus/server processes', () => {
  let database: TestDatabase;
  let directory: string;
  let webA: WebProcess;
  let webB: WebProcess;

  beforeAll(async () => {
    database = await createTestDatabase(serverUrl!);
    directory = await mkdtemp(join(tmpdir(), 'tus-locker-'));
    webA = await startWebProcess(database.url, directory);
    webB = await startWebProcess(database.url, directory);
  });

  afterAll(async () => {
    await webA?.stop();
    await webB?.stop();
    await database?.drop();
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  it('ends a PATCH stalled on web A when web B is asked about the upload, and B finishes it', async () => {
    const body = randomBytes(256 * 1024);
    const created = await fetch(webA.url, {
      method: 'POST',
      headers: tusHeaders({ 'Upload-Length': String(body.length) }),
    });
    expect(created.status).toBe(201);
    const id = created.headers.get('location')!.split('/').pop()!;

    // A client that sends the first part to web A and then goes quiet without closing.
    const firstPart = body.subarray(0, 100 * 1024);
    const stalled = http.request(`${webA.url}/${id}`, {
      method: 'PATCH',
      headers: tusHeaders({
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
        'Content-Length': String(body.length),
      }),
    });
    const stalledOutcome = new Promise<string>((resolve) => {
      stalled.on('response', (response) => resolve(`answered ${response.statusCode}`));
      stalled.on('error', (error) => resolve(`cut: ${error.message}`));
    });
    stalled.write(firstPart);
    const deadline = Date.now() + 5000;
    while ((await stat(join(directory, id))).size < firstPart.length) {
      if (Date.now() > deadline) throw new Error('the first part never reached the store');
      await pause(10);
    }

    const started = Date.now();
    const head = await fetch(`${webB.url}/${id}`, { method: 'HEAD', headers: tusHeaders({}) });
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(firstPart.length));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await stalledOutcome).toMatch(/answered|cut/);

    const rest = await fetch(`${webB.url}/${id}`, {
      method: 'PATCH',
      headers: tusHeaders({
        'Upload-Offset': String(firstPart.length),
        'Content-Type': 'application/offset+octet-stream',
      }),
      body: body.subarray(firstPart.length),
    });
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(body.length));
    expect((await readFile(join(directory, id))).equals(body)).toBe(true);
  }, 30_000);
});
