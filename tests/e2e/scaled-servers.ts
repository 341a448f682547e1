/**
 * The e2e server for the scaled shape (E2E_SHAPE=scaled, see playwright.config.ts): a web process
 * on PORT and a worker process beside it, both built from dist-server, on a fresh database of the
 * test PostgreSQL (DATABASE_URL) and a fresh bucket of the test S3 server (S3_*). Runs until
 * Playwright stops it, then drops the database and the bucket.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../../server/node-flags.ts';
import { createTestBucket } from '../support/s3-bucket.ts';
import { createTestDatabase } from '../support/scaled-shape.ts';

const database = await createTestDatabase();
const bucket = await createTestBucket('e2e');
const folders: string[] = [];
const children: ChildProcess[] = [];

function start(role: 'web' | 'worker', port: string): ChildProcess {
  const dataDir = mkdtempSync(join(tmpdir(), `toolbox-e2e-${role}-`));
  folders.push(dataDir);
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist-server/main.mjs'], {
    env: {
      ...process.env,
      ...bucket.env,
      DATABASE_URL: database.url,
      COOKIE_SECRET: 'e2e-scaled-secret-of-at-least-32-chars',
      ROLE: role,
      PORT: port,
      DATA_DIR: dataDir,
    },
    stdio: 'inherit',
  });
  children.push(child);
  return child;
}

let stopping = false;
async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map((child) => (child.exitCode === null ? once(child, 'exit') : null)),
    );
    await bucket.destroy().catch(() => {});
    await database.drop().catch(() => {});
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  }
  process.exit(code);
}

process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
const web = start('web', process.env.PORT ?? '4310');
start('worker', String(Number(process.env.PORT ?? 4310) + 2));
for (const child of children) {
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`a ${child === web ? 'web' : 'worker'} process exited (${code}); stopping`);
      void stop(1);
    }
  });
}
