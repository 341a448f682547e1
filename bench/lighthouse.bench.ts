import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { SERVER_NODE_FLAGS } from '../server/node-flags.ts';
import { projectRoot } from '../server/paths.ts';
import { chromiumArgs, chromiumPath } from '../tests/support/chromium.ts';
import { report } from './support.ts';

/**
 * Lighthouse (its default: a phone with simulated throttling) on the home page
 * and five tool pages of different kinds, against the built server (`npm run build` first) with
 * no outside requests (CURRENCY_RATES_URL=off). Each page is a first visit (fresh storage).
 * LIGHTHOUSE_RUNS=n runs each page n times and prints the run with the median performance score.
 * LIGHTHOUSE_PAGES=patro,/ne/ measures only the pages whose name or path contains one of the
 * words; a word starting with '/' that names no listed page is measured as a path of its own.
 * LIGHTHOUSE_PORT picks the server's port, so two people can run the bench at once.
 * Targets: performance >= 95; accessibility, SEO, best practices 100; Speed Index <= 2.0 s; CLS 0.
 */

const port = Number(process.env.LIGHTHOUSE_PORT ?? 4391);
const origin = `http://127.0.0.1:${port}`;
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const allPages = [
  { name: 'home', path: '/' },
  { name: 'home in Nepali', path: '/ne/' },
  { name: 'Nepali calendar (patro)', path: '/tools/nepali-tools/nepali-calendar' },
  { name: 'image job (compress image)', path: '/tools/image-tools/compress-image' },
  { name: 'document job (merge PDF)', path: '/tools/document-tools/merge-pdf' },
  { name: 'text tool (JSON formatter)', path: '/tools/text-utility-tools/json-formatter' },
  {
    name: 'converter (temperature)',
    path: '/tools/international-unit-tools/temperature-converter',
  },
  { name: 'design tool (colour picker)', path: '/tools/design-color-tools/color-picker' },
];

function choosePages(words: string[]): typeof allPages {
  if (words.length === 0) return allPages;
  return words.flatMap((word) => {
    const listed = allPages.filter((page) =>
      word.startsWith('/') ? page.path === word : `${page.name} ${page.path}`.includes(word),
    );
    if (listed.length > 0) return listed;
    if (word.startsWith('/')) return [{ name: word, path: word }];
    throw new Error(`LIGHTHOUSE_PAGES: no page matches '${word}'`);
  });
}

const pages = choosePages(
  (process.env.LIGHTHOUSE_PAGES ?? '')
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean),
);

async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, join(projectRoot, 'dist-server', 'main.mjs')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: origin,
        LOG_LEVEL: 'warn',
        CURRENCY_RATES_URL: 'off',
      },
      stdio: 'ignore',
    },
  );
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface PageFigures {
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  speedIndexMs: number;
  tbtMs: number;
  transferredBytes: number;
  cls: number;
  scriptBytes: number;
  failedAudits: string[];
}

/** For audits outside performance, the first element or item Lighthouse blames, shortened. */
function where(audit: { id: string; details?: unknown }): string {
  const items = (audit.details as { items?: unknown[] } | undefined)?.items;
  if (!items?.length || audit.id.includes('paint') || audit.id.includes('blocking')) return '';
  return `: ${JSON.stringify(items[0]).slice(0, 240)}`;
}

async function measure(chromePort: number, url: string): Promise<PageFigures> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const requests = (audits['network-requests']?.details as { items?: Record<string, unknown>[] })
    ?.items;
  const transferredBytes = (requests ?? []).reduce(
    (sum, item) => sum + Number(item.transferSize ?? 0),
    0,
  );
  const scriptBytes = (requests ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
  // Audits below full marks in the four categories, so a score under 100 says why.
  const failedAudits = Object.values(categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => audits[ref.id])
      .filter((audit): audit is NonNullable<typeof audit> => audit !== undefined)
      .filter((audit) => audit.score !== null && audit.score < 1)
      .map(
        (audit) =>
          `${category.id}/${audit.id} (${audit.displayValue ?? audit.score})${where(audit)}`,
      ),
  );
  if (result.lhr.runtimeError) failedAudits.push(`run error: ${result.lhr.runtimeError.message}`);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    bestPractices: score('best-practices'),
    fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    speedIndexMs: audits['speed-index']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    transferredBytes,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    scriptBytes,
    failedAudits,
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'toolbox-lighthouse-'));
const server = await startServer(dataDir);
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs });
try {
  report('machine load (1 min average) at start', loadavg()[0] ?? 0);
  for (const page of pages) {
    const results: PageFigures[] = [];
    for (let run = 0; run < runs; run++)
      results.push(await measure(chrome.port, origin + page.path));
    results.sort((a, b) => a.performance - b.performance);
    const figures = results[Math.floor(results.length / 2)]!;
    console.log(`\n${page.name}: ${page.path}`);
    report(
      '  performance / accessibility / SEO / best practices',
      [figures.performance, figures.accessibility, figures.seo, figures.bestPractices].join(' / '),
      '',
      'target >= 95 / 100 / 100 / 100',
    );
    report('  first contentful paint', figures.fcpMs, 'ms');
    report('  largest contentful paint', figures.lcpMs, 'ms');
    report('  speed index', figures.speedIndexMs, 'ms', 'target <= 2000 ms');
    report('  total blocking time', figures.tbtMs, 'ms', 'target <= 200 ms');
    report('  cumulative layout shift', figures.cls.toFixed(3), '', 'target 0');
    report('  JavaScript transferred', figures.scriptBytes / 1024, 'KB');
    report('  everything transferred', figures.transferredBytes / 1024, 'KB');
    for (const audit of figures.failedAudits) console.log(`    below full marks: ${audit}`);
  }
  report('\nmachine load (1 min average) at end', loadavg()[0] ?? 0);
} finally {
  chrome.kill();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
