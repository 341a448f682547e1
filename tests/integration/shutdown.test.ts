import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { scaledShape } from '../support/scaled-shape.ts';
import { freePort } from '../support/server-process.ts';
import { startTestServer } from '../support/test-server.ts';
import { projectRoot } from '../../server/paths.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'toolbox-shutdown-'));
const port = await freePort();
let child: ChildProcess | undefined;

afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function waitForHealth() {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the server did not start');
}

// The single machine's own restart story (its SQLite file); cluster.test.ts covers the scaled shape.
describe.skipIf(scaledShape)('graceful shutdown', () => {
  it('on SIGTERM stops accepting, finishes the request in flight, closes the database and exits 0', async () => {
    child = spawn(process.execPath, [join(projectRoot, 'server', 'main.ts')], {
      env: {
        // Only what the server needs: a shell's DATABASE_URL or S3_* must not switch its shape.
        PATH: process.env.PATH,
        CURRENCY_RATES_URL: 'off',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let logs = '';
    child.stdout?.on('data', (chunk: Buffer) => (logs += chunk.toString()));
    await waitForHealth();

    const body = JSON.stringify({
      firstName: 'Ram',
      lastName: 'Thapa',
      email: 'ram@example.com',
      subject: 'support',
      message: 'Sent slowly, across a shutdown.',
    });
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.write(
      `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
    );
    socket.write(body.slice(0, 20));
    await new Promise((resolve) => setTimeout(resolve, 200));

    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));

    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();

    socket.end(body.slice(20));
    await once(socket, 'close');
    expect(answer).toMatch(/^HTTP\/1\.1 201/);

    const [code] = await exited;
    expect(code).toBe(0);
    expect(logs).toContain('shut down cleanly');
    // SQLite removes the write-ahead log when its last connection closes cleanly.
    const file = join(dataDir, 'toolbox.sqlite');
    expect(existsSync(`${file}-wal`)).toBe(false);
    const db = new Database(file, { readonly: true });
    const row = db.prepare('select message from contact_messages').get() as { message: string };
    db.close();
    expect(row.message).toBe('Sent slowly, across a shutdown.');
  });
});

describe('closing with a keep-alive connection in use', () => {
  it('closes the connection once its answer ends, instead of waiting for the keep-alive timeout', async () => {
    const server = await startTestServer();
    const { port } = new URL(server.baseUrl);
    const body = JSON.stringify({
      firstName: 'Sita',
      lastName: 'Rai',
      email: 'sita@example.com',
      subject: 'support',
      message: 'Half sent when the server starts closing.',
    });
    const socket = connect(Number(port), '127.0.0.1');
    await once(socket, 'connect');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    // No `Connection: close`: the client means to keep the connection for more requests.
    socket.write(
      `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    socket.write(body.slice(0, 20));
    await new Promise((resolve) => setTimeout(resolve, 200));

    const startedClosing = Date.now();
    const closed = server.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.write(body.slice(20));
    await once(socket, 'close');
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 201/);
    // Fastify keeps an idle connection 72 s; the close now ends with the answer.
    expect(Date.now() - startedClosing).toBeLessThan(10_000);
  });
});
