import type { Page } from '@playwright/test';
import { adToBs } from '../../shared/calendar/bs-calendar.ts';
import { BS_MONTHS_EN } from '../../shared/calendar/nepali-names.ts';
import { todayInNepal } from '../../shared/calendar/today.ts';
import { expect, test } from './fixtures.ts';

/**
 * The patro paints its month before any script runs: the server renders this month's grid (BS
 * and AD dates, weekdays, today marked) into the page, and the browser takes it over without
 * rendering it anew, even when the browser's day in Nepal is not the server's. Its Nepali text
 * never waits for the web font, and only the regular and bold faces exist.
 */
const patro = '/tools/nepali-tools/nepali-calendar';

/** Today in Nepal as the grid's labels write it, with this month's caption: 'Mangsir 2083 BS'. */
function today(now = new Date()) {
  const ad = todayInNepal(now);
  const bs = adToBs(ad)!;
  const adText = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(Date.UTC(ad.year, ad.month - 1, ad.day)));
  return { ad, bs, adText, caption: `${BS_MONTHS_EN[bs.month - 1]} ${bs.year} BS` };
}

async function expectMonthGrid(page: Page, caption: string, todayText: string) {
  await expect(
    page.getByRole('heading', { level: 2, name: new RegExp(`^${caption}`) }),
  ).toBeVisible();
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('columnheader')).toHaveText([
    /Sunday/,
    /Monday/,
    /Tuesday/,
    /Wednesday/,
    /Thursday/,
    /Friday/,
    /Saturday/,
  ]);
  // A BS month has 29 to 32 days, each a cell with its BS and AD date and its tithi.
  const cells = grid.getByRole('gridcell');
  expect(await cells.count()).toBeGreaterThanOrEqual(29);
  expect(await cells.count()).toBeLessThanOrEqual(32);
  await expect(cells.first()).toHaveAccessibleName(/^\w+day, 1 \w+ \d{4}, \d+ \w+ \d{4}, /);
  const todayCell = grid.locator('[aria-current="date"]');
  await expect(todayCell).toHaveCount(1);
  await expect(todayCell).toContainText(`${todayText}, `);
  await expect(todayCell).toContainText(', today');
}

test.describe('the patro before its script runs', () => {
  test('shows this month’s grid with no script at all, in English and in Nepali', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const { caption, adText, bs } = today();
    await page.goto(patro);
    await expectMonthGrid(page, caption, adText);

    await page.goto(`/ne${patro}`);
    const grid = page.getByRole('grid');
    await expect(grid.getByRole('columnheader')).toHaveCount(7);
    await expect(grid.getByRole('columnheader').first()).toContainText('आइत');
    expect(await grid.getByRole('gridcell').count()).toBeGreaterThanOrEqual(29);
    await expect(grid.locator('[aria-current="date"]')).toHaveCount(1);
    await expect(page.locator(`[data-nepal-today="${isoOf(today().ad)}"]`)).toHaveCount(1);
    expect(bs.year).toBeGreaterThan(2080);
    await context.close();
  });

  test('preloads the regular and bold Devanagari faces, and no other', async ({
    page,
    request,
  }) => {
    const html = await (await request.get(patro)).text();
    const preloaded = [...html.matchAll(/<link rel="preload" as="font"[^>]* href="([^"]+)"/g)];
    expect(preloaded.map((link) => link[1]?.replace(/-[\w-]{8}\.woff2$/, ''))).toEqual([
      '/assets/noto-sans-devanagari-devanagari-400-normal',
      '/assets/noto-sans-devanagari-devanagari-700-normal',
    ]);
    const fonts: string[] = [];
    page.on('request', (asked) => {
      if (asked.url().includes('.woff')) fonts.push(new URL(asked.url()).pathname);
    });
    await page.goto(patro, { waitUntil: 'networkidle' });
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toMatch(/-(400|700)-normal-/);
  });
});

function isoOf({ year, month, day }: { year: number; month: number; day: number }) {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

test.describe('the patro once its script has run', () => {
  test('is taken over as it stands, holds still, and responds', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as { __shifts: string[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          sources?: { node: Node | null; previousRect: DOMRect; currentRect: DOMRect }[];
        }[])
          shifts.push(
            `${entry.value.toFixed(6)} ${(entry.sources ?? [])
              .map(
                (source) =>
                  `${source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : `${source.node?.nodeName} "${source.node?.textContent}" in ${source.node?.parentElement?.outerHTML.slice(0, 160)}`} ${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)}`,
              )
              .join(' | ')}`,
          );
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const { caption, adText } = today();
    await page.goto(patro);
    await expect(page.locator('html')).toHaveAttribute('data-ready', '');
    await page.waitForLoadState('networkidle');
    // React hydrated the server's HTML: nothing had to be rendered anew.
    await expect(page.locator('#root')).not.toHaveAttribute('data-rendered-anew', /.*/);
    await expectMonthGrid(page, caption, adText);
    expect(
      await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts),
    ).toEqual([]);

    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(`^${caption}`) }),
    ).toBeHidden();
    await page.getByRole('grid').getByRole('gridcell').nth(2).click();
    await expect(page.getByRole('grid').getByRole('gridcell').nth(2)).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('button', { name: 'Today' }).click();
    await expectMonthGrid(page, caption, adText);
  });

  test('takes over a page rendered on another day in Nepal, then shows the browser’s day', async ({
    page,
  }) => {
    // The browser's clock is two days on: the server's HTML shows its own today, which the
    // browser's first render must repeat (else React would render the page anew).
    const later = new Date(Date.now() + 2 * 86_400_000);
    await page.clock.setFixedTime(later);
    await page.goto(patro);
    await expect(page.locator('html')).toHaveAttribute('data-ready', '');
    await expect(page.locator('#root')).not.toHaveAttribute('data-rendered-anew', /.*/);
    await expect(page.locator(`[data-nepal-today="${isoOf(today(later).ad)}"]`)).toHaveCount(1);
    const laterToday = today(later);
    if (laterToday.caption === today().caption) {
      await expect(page.getByRole('grid').locator('[aria-current="date"]')).toContainText(
        `${laterToday.adText}, `,
      );
    }
  });
});

// The other Nepali screens that no longer wait for the font before they paint.
for (const path of [
  '/tools/nepali-tools/nepali-number-to-words',
  '/tools/nepali-tools/preeti-unicode-converter',
  '/ne/tools/nepali-tools/romanized-nepali-typing',
]) {
  test(`${path} is in the server's first paint and taken over as it stands`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(html).not.toContain('<div id="root"></div>');
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-ready', '');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#root')).not.toHaveAttribute('data-rendered-anew', /.*/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}
