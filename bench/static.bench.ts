import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { SERVER_NODE_FLAGS } from '../server/node-flags.ts';
import { projectRoot } from '../server/paths.ts';
import { report } from './support.ts';

/**
 * Static files at full speed: requests per second for a hashed asset and for the home
 * page, from our server (dist-server) and from the `serve` package on the same `dist` folder,
 * side by side: as a browser asks (gzip and br accepted: we send the pre-compressed copy, `serve`
 * compresses), and uncompressed (both send the file as it is). Needs `npm run build`.
 */
const dist = join(projectRoot, 'dist');
const asset = readdirSync(join(dist, 'assets')).find((name) => /^index-.*\.js$/.test(name));
if (!asset) throw new Error('No built index-*.js: run `npm run build` first.');
const SECONDS = 5;

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`${url}: the server exited`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function rate(url: string, compressed: boolean): Promise<number> {
  const result = await autocannon({
    url,
    connections: 10,
    duration: SECONDS,
    headers: compressed ? { 'accept-encoding': 'gzip, deflate, br' } : {},
  });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} answers were not 2xx`);
  return result.requests.average;
}

const dataDir = mkdtempSync(join(tmpdir(), 'toolbox-static-bench-'));
const ours = spawn(
  process.execPath,
  [...SERVER_NODE_FLAGS, join(projectRoot, 'dist-server', 'main.mjs')],
  {
    env: {
      ...process.env,
      PORT: '4391',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      CURRENCY_RATES_URL: 'off',
    },
    stdio: 'ignore',
  },
);
const theirs = spawn(
  process.execPath,
  [
    join(projectRoot, 'node_modules', 'serve', 'build', 'main.js'),
    '-L',
    '-s',
    '-l',
    'tcp://127.0.0.1:4392',
    dist,
  ],
  { stdio: 'ignore' },
);
try {
  await waitFor('http://127.0.0.1:4391/api/health', ours);
  await waitFor('http://127.0.0.1:4392/', theirs);
  for (const [label, path, compressed] of [
    ['hashed asset, compressed', `/assets/${asset}`, true],
    ['hashed asset, uncompressed', `/assets/${asset}`, false],
    ['home page, compressed', '/', true],
    ['home page, uncompressed', '/', false],
  ] as const) {
    const mine = await rate(`http://127.0.0.1:4391${path}`, compressed);
    const serve = await rate(`http://127.0.0.1:4392${path}`, compressed);
    report(`${label}: our server`, mine, 'req/s');
    report(`${label}: serve`, serve, 'req/s');
    report(`${label}: ours / serve`, mine / serve, '×');
  }
} finally {
  ours.kill('SIGTERM');
  theirs.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));
  rmSync(dataDir, { recursive: true, force: true });
}
