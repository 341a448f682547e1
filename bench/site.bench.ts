import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SERVER_NODE_FLAGS } from '../server/node-flags.ts';
import { projectRoot } from '../server/paths.ts';
import { budgetedRoutes } from '../tests/support/first-load.ts';
import { launchChromium, report } from './support.ts';

/**
 * Every budgeted route's first load in Chromium against the built server (a fresh browser
 * context each, so nothing is cached): the JavaScript and CSS it fetched (gzipped, level 9, from
 * dist/) and its longest main-thread task until the network is idle (PerformanceObserver
 * 'longtask', registered before the page's own scripts; 0 when no task passed 50 ms). Bytes are
 * what tests/integration/first-load-budget.test.ts holds; the times stay here. Needs `npm run build`.
 */
const serverEntry = join(projectRoot, 'dist-server', 'main.mjs');
const port = 4390;
const origin = `http://127.0.0.1:${port}`;

const dataDir = mkdtempSync(join(tmpdir(), 'toolbox-bench-site-'));
const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverEntry], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    CURRENCY_RATES_URL: 'off',
  },
  stdio: 'ignore',
});

const gzipped = new Map<string, number>();
const gzipSize = (path: string) => {
  let size = gzipped.get(path);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(projectRoot, 'dist', path)), { level: 9 }).length;
    gzipped.set(path, size);
  }
  return size;
};

try {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (
      await fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const browser = await launchChromium();
  try {
    console.log(
      `${'route'.padEnd(58)} ${'JS KB'.padStart(7)} ${'CSS KB'.padStart(7)} ${'task ms'.padStart(8)}`,
    );
    for (const route of budgetedRoutes()) {
      const context = await browser.newContext();
      await context.addInitScript(() => {
        window.localStorage.setItem('tutorial-completed', 'true');
        const state = window as unknown as { benchLongestTask: number };
        state.benchLongestTask = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            state.benchLongestTask = Math.max(state.benchLongestTask, entry.duration);
        }).observe({ type: 'longtask', buffered: true });
      });
      const page = await context.newPage();
      const files = { script: new Set<string>(), stylesheet: new Set<string>() };
      page.on('response', (response) => {
        const type = response.request().resourceType();
        const url = new URL(response.url());
        if ((type === 'script' || type === 'stylesheet') && url.origin === origin)
          files[type].add(url.pathname);
      });
      await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
      const longest = await page.evaluate(
        () => (window as unknown as { benchLongestTask: number }).benchLongestTask,
      );
      const sum = (paths: Set<string>) =>
        [...paths].reduce((total, path) => total + gzipSize(path), 0);
      console.log(
        `${route.padEnd(58)} ${(sum(files.script) / 1024).toFixed(1).padStart(7)} ${(sum(files.stylesheet) / 1024).toFixed(1).padStart(7)} ${longest.toFixed(0).padStart(8)}`,
      );
      await context.close();
    }
    report('routes measured', budgetedRoutes().length);
    report('machine load (1 min)', readFileSync('/proc/loadavg', 'utf8').split(' ')[0] ?? '?');
  } finally {
    await browser.close();
  }
} finally {
  await new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
  rmSync(dataDir, { recursive: true, force: true });
}
