import { devices, type Page } from '@playwright/test';
import {
  findMovedTool,
  movedToolRoutes,
  toolAliases,
  toolPath,
} from '../../shared/catalogue/index.ts';
import { resolveRouteMeta } from '../../shared/seo/route-meta.ts';
import { sitemapPaths } from '../../shared/seo/sitemap.ts';
import { expect, test } from './fixtures.ts';

/**
 * Every route of the catalogue, its aliases and the 404 page, loaded in turn on a desktop and on
 * a phone screen: each renders its page with its own title and one main heading, and none shifts
 * its layout while it loads (CLS 0), seen by a layout-shift observer that starts before the
 * page's first byte. One load of a route serves both checks.
 */
const paths = [
  ...sitemapPaths(),
  ...Object.keys(toolAliases).map((slug) => `/tools/${slug}`),
  '/no-such-page',
];

const GROUP_SIZE = 14;
const groups = Array.from({ length: Math.ceil(paths.length / GROUP_SIZE) }, (_, index) =>
  paths.slice(index * GROUP_SIZE, (index + 1) * GROUP_SIZE),
);

interface Shift {
  value: number;
  sources: string[];
}

async function observeLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return String(node?.nodeName ?? 'gone');
      const classes = node.getAttribute('class')?.split(' ').slice(0, 4).join('.') ?? '';
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${classes}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => describe(source.node)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Resolves once the page has settled: its fonts loaded and no resource (a lazy part, a font, a
 * data request) finished in the last 150 ms, over at least two such pauses. Playwright's
 * `networkidle` waits 500 ms of silence on every load; this checks the same on loopback in less.
 */
function settled() {
  return new Promise<void>((resolve) => {
    let seen = -1;
    const check = () => {
      const finished = performance.getEntriesByType('resource').length;
      if (finished === seen) {
        resolve();
        return;
      }
      seen = finished;
      requestAnimationFrame(() => setTimeout(check, 150));
    };
    void document.fonts.ready.then(check);
  });
}

/** Loads `path`, checks its status, title and one main heading; returns its layout shifts. */
async function loadRoute(page: Page, path: string): Promise<Shift[]> {
  const meta = resolveRouteMeta(path);
  const response = await page.goto(path, { waitUntil: 'load' });
  expect(response?.status(), path).toBe(meta.status);
  await expect(page, path).toHaveTitle(meta.title);
  await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
  await page.evaluate(settled);
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

test.describe.configure({ mode: 'parallel' });

const screens = [
  { name: 'desktop', use: {} },
  {
    name: 'phone',
    use: { viewport: devices['Pixel 7'].viewport, deviceScaleFactor: 2, isMobile: true },
  },
] as const;

for (const screen of screens) {
  test.describe(`on a ${screen.name} screen`, () => {
    test.use(screen.use);
    for (const group of groups) {
      test(`renders ${group[0]} … ${group.at(-1)} with no layout shift`, async ({ page }) => {
        test.setTimeout(group.length * 8_000);
        await observeLayoutShifts(page);
        const found: Record<string, Shift[]> = {};
        for (const path of group) {
          const shifts = await loadRoute(page, path);
          if (shifts.length > 0) found[path] = shifts;
        }
        expect(found).toEqual({});
      });
    }
  });
}

// A route that once listed a tool a second time still answers, on the tool's one entry.
test('sends every retired tool route to the tool it listed', async ({ page }) => {
  for (const key of Object.keys(movedToolRoutes)) {
    const [categorySlug, toolSlug] = key.split('/') as [string, string];
    const target = findMovedTool(categorySlug, toolSlug)!;
    const response = await page.goto(`/tools/${key}`);
    expect(response?.status(), key).toBe(200);
    expect(new URL(page.url()).pathname, key).toBe(toolPath(target));
    await expect(page.getByRole('heading', { level: 1 }), key).toHaveText(target.tool.name);
  }
});
