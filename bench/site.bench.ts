import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SERVER_NODE_FLAGS } from '../server/node-flags.ts';
import { projectRoot } from '../server/paths.ts';
import { launchChromium, report } from './support.ts';

/**
 * Issue 2's figures: the JavaScript a browser downloads to render the home page (gzip), and the
 * time from starting the built server to its first answered request. Needs `npm run build`.
 */

const serverEntry = join(projectRoot, 'dist-server', 'main.mjs');

async function startServer(port: number, dataDir: string) {
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return { child, firstAnswerMs: performance.now() - started };
}

function stop(child: ReturnType<typeof spawn>) {
  return new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const port = 4390;
const dataDir = mkdtempSync(join(tmpdir(), 'toolbox-bench-'));
try {
  const startTimes: number[] = [];
  for (let run = 0; run < 5; run++) {
    const { child, firstAnswerMs } = await startServer(port, dataDir);
    startTimes.push(firstAnswerMs);
    await stop(child);
  }
  report(
    'server start to first answered request (median of 5)',
    median(startTimes),
    'ms',
    'target < 1000 ms',
  );
  report(
    '  fastest / slowest',
    `${Math.min(...startTimes).toFixed(0)} / ${Math.max(...startTimes).toFixed(0)}`,
    'ms',
  );

  const { child } = await startServer(port, dataDir);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.addInitScript(() => window.localStorage.setItem('tutorial-completed', 'true'));
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.add(new URL(response.url()).pathname);
    });
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
    let gzipBytes = 0;
    let rawBytes = 0;
    for (const path of scripts) {
      const bytes = readFileSync(join(projectRoot, 'dist', path));
      rawBytes += bytes.length;
      gzipBytes += gzipSync(bytes, { level: 9 }).length;
    }
    report('home page: JavaScript files loaded', scripts.size, 'files');
    report('home page: JavaScript, minified', rawBytes / 1024, 'KB');
    report('home page: JavaScript, gzipped', gzipBytes / 1024, 'KB', 'target <= 120 KB');
  } finally {
    await browser.close();
    await stop(child);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
