import {
  mkdirSync,
  openSync,
  closeSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaledShape } from '../support/scaled-shape.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

interface ReadyBody {
  status: string;
  checks: Record<string, string>;
  error?: { code: string; message: string };
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function ready(): Promise<{ status: number; body: ReadyBody }> {
  const response = await fetch(`${server.baseUrl}/api/ready`);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return { status: response.status, body: (await response.json()) as ReadyBody };
}

describe('/api/ready', () => {
  it('answers 503 while the workers start, then 200 when the database, the storage and the queue answer', async () => {
    let answer = await ready();
    const deadline = Date.now() + 30_000;
    while (answer.status !== 200 && Date.now() < deadline) {
      expect(answer.status).toBe(503);
      expect(answer.body.checks.queue).toBe('failed: the workers are starting');
      await new Promise((resolve) => setTimeout(resolve, 50));
      answer = await ready();
    }
    expect(answer).toEqual({
      status: 200,
      body: { status: 'ready', checks: { database: 'ok', storage: 'ok', queue: 'ok' } },
    });
  });

  // The local folder's failure; the S3 storage's readiness probe is covered by its contract test.
  it.skipIf(scaledShape)(
    'answers 503 naming the storage when its folder cannot take writes, and 200 again after',
    async () => {
      const files = join(server.dataDir, 'files');
      renameSync(files, `${files}.away`);
      writeFileSync(files, 'not a folder');
      try {
        const { status, body } = await ready();
        expect(status).toBe(503);
        expect(body.checks.storage).toMatch(/^failed: /);
        expect(body.checks.database).toBe('ok');
        expect(body.error).toEqual({
          code: 'not_ready',
          message: 'Not ready: the storage did not answer.',
        });
        // Liveness does not depend on it.
        expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
      } finally {
        rmSync(files);
        renameSync(`${files}.away`, files);
      }
      expect((await ready()).status).toBe(200);
    },
  );

  // The SQLite file under a running server: its page cache would go on answering `select 1`.
  it.skipIf(scaledShape)(
    'answers 503 naming the database when its file is gone, and 200 once it is back',
    async () => {
      const file = server.config.databaseFile;
      renameSync(file, `${file}.away`);
      try {
        const { status, body } = await ready();
        expect(status).toBe(503);
        expect(body.checks.database).toBe('failed: the database file is gone');
        expect(body.error?.message).toBe('Not ready: the database did not answer.');
      } finally {
        renameSync(`${file}.away`, file);
      }
      expect((await ready()).status).toBe(200);
    },
  );

  it.skipIf(scaledShape)(
    'answers 503 naming the database when its file is zeroed, or replaced by a copy',
    async () => {
      const file = server.config.databaseFile;
      const bytes = readFileSync(file);
      const fd = openSync(file, 'r+');
      try {
        writeSync(fd, Buffer.alloc(bytes.length), 0, bytes.length, 0);
        const { status, body } = await ready();
        expect(status).toBe(503);
        expect(body.checks.database).toMatch(
          /^failed: the database file is not an SQLite database/,
        );
      } finally {
        writeSync(fd, bytes, 0, bytes.length, 0);
        closeSync(fd);
      }
      expect((await ready()).status).toBe(200);

      // The same bytes in a new file (a restore under a running server): not the file it opened.
      renameSync(file, `${file}.old`);
      writeFileSync(file, bytes);
      try {
        const { status, body } = await ready();
        expect(status).toBe(503);
        expect(body.checks.database).toBe('failed: the database file was replaced by another file');
      } finally {
        renameSync(`${file}.old`, file);
      }
      expect((await ready()).status).toBe(200);
    },
  );

  it('answers 503 naming the database and the queue once they are gone', async () => {
    await server.services.jobs.close();
    await server.services.database.close();
    const { status, body } = await ready();
    expect(status).toBe(503);
    expect(body.checks.database).toMatch(/^failed: .*(not open|after calling end)/);
    expect(body.checks.queue).toBe('failed: the job queue is closing');
    expect(body.checks.storage).toBe('ok');
    mkdirSync(join(server.dataDir, 'files'), { recursive: true });
  });
});
