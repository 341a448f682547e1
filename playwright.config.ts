import { mkdirSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { SERVER_NODE_FLAGS } from './server/node-flags.ts';
import { chromiumArgs, chromiumPath } from './tests/support/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4310);
const scaled = process.env.E2E_SHAPE === 'scaled';
const dataDir = join(tmpdir(), `toolbox-e2e-${port}`);
/** The server with FIRST_PAINT=off (the next port is the URL tools' media host). */
const clientRenderPort = port + 2;
// The config is also read by every test worker; only the main process starts a fresh data folder.
if (!process.env.TEST_WORKER_INDEX) {
  for (const folder of [dataDir, `${dataDir}-client-render`]) {
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
  }
}

const webServer = {
  // E2E_SHAPE=scaled: a web and a worker process on the test PostgreSQL and S3 (npm run test:scaled).
  command: scaled
    ? 'node tests/e2e/scaled-servers.ts'
    : ['node', ...SERVER_NODE_FLAGS, 'dist-server/main.mjs'].join(' '),
  url: `http://127.0.0.1:${port}/api/${scaled ? 'ready' : 'health'}`,
  reuseExistingServer: false,
  timeout: 60_000,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    USAGE_RATE_LIMIT: '100000',
    CONTACT_RATE_LIMIT: '1000',
    CURRENCY_RATES_URL: 'off',
    // Uploads in 1 MiB chunks, so the job tools' tests can stop one between chunks and resume.
    UPLOAD_CHUNK_MB: '1',
    // The URL tools' tests serve media from a local host on the next port (av-tools.spec.ts).
    ALLOWED_URL_HOSTS: `127.0.0.1:${port + 1}`,
  },
};

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  // At least two browsers at a time (Playwright's default is half the cores, one on a 2-core
  // machine): much of a test's time is spent waiting on a page or a job, and on 2 cores two
  // workers ran the suite in 0.52 of the summed test time, every test passing.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    webServer,
    // Pages that start empty and render in the browser (FIRST_PAINT=off), for first-paint.spec.ts;
    // without Ghostscript, so continue-with.spec.ts sees a server that cannot compress PDFs.
    ...(scaled
      ? []
      : [
          {
            ...webServer,
            command: ['node', ...SERVER_NODE_FLAGS, 'dist-server/main.mjs'].join(' '),
            url: `http://127.0.0.1:${clientRenderPort}/api/health`,
            env: {
              ...webServer.env,
              PORT: String(clientRenderPort),
              DATA_DIR: `${dataDir}-client-render`,
              PUBLIC_URL: `http://127.0.0.1:${clientRenderPort}`,
              FIRST_PAINT: 'off',
              GS_PATH: 'off',
            },
          },
        ]),
  ],
});
