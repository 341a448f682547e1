import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * With FIRST_PAINT on (the default): pages paint before their script runs (the
 * server renders them), the browser then takes each page over where it stands (React keeps the
 * server's HTML: nothing is rendered anew), nothing shifts while it loads, and the page works as
 * before. With FIRST_PAINT=off (the second server of playwright.config.ts) pages start empty.
 */
const clientRenderOrigin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4310) + 2}`;

const pages = [
  '/',
  '/ne/',
  '/tools',
  '/tools/image-tools/compress-image',
  '/tools/document-tools/merge-pdf',
  '/tools/text-utility-tools/json-formatter',
  '/tools/international-unit-tools/temperature-converter',
  '/tools/design-color-tools/color-picker',
  '/tools/video-tools/video-to-gif',
  '/ne/tools/nepali-tools',
  '/ne/tools/nepali-tools/nepali-land-converter',
  // Screens whose first paint holds what differs on every visit, filled in after the takeover:
  // today in Nepal, the rates the server holds, the visitor's time and zone.
  '/tools/nepali-tools/nepali-date-converter',
  '/ne/tools/nepali-tools/nepali-season-converter',
  '/tools/conversion-tools/currency-converter',
  '/ne/tools/conversion-tools/currency-converter',
  '/tools/conversion-tools/timezone-converter',
  '/features/merge-pdf',
  '/about',
  '/contact',
  '/privacy',
];

async function observeLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { __shifts: string[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const nodes = (entry.sources ?? []).map((source) => source.node?.nodeName ?? 'gone');
        shifts.push(`${entry.value.toFixed(4)} ${nodes.join(',')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test.describe('the first paint', () => {
  test('shows the page with no script at all', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/tools/image-tools/compress-image');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Image Compressor');
    await expect(page.getByRole('button', { name: 'Choose images' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.goto('/ne/tools');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('सबै उपकरणहरू');
    // The header search works as a plain form: to the tools index with the query.
    await page.getByRole('banner').getByRole('combobox').fill('merge pdf');
    await page.getByRole('banner').getByRole('combobox').press('Enter');
    await expect(page).toHaveURL(/\/ne\/tools\?q=merge\+pdf$/);
    // The contact form cannot be sent without the app: its message would go out in the URL.
    await page.goto('/contact');
    await page.getByLabel('Message').fill('A private message');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeDisabled();
    await page.getByLabel('Message').press('Control+Enter');
    await page.getByLabel('First name').press('Enter');
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });

  test('before the app has started, a form does not send its fields in the address', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    // The app never starts: the page stays as the server rendered it.
    await page.route('**/assets/start-*.js', (route) => route.abort());
    await page.goto('/contact');
    await page.getByLabel('First name').fill('Asha');
    await page.getByLabel('Message').fill('A private message');
    // Its button waits for the app; a click on it sends nothing.
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeDisabled();
    await page.getByRole('button', { name: 'Send Message' }).click({ force: true });
    await page.waitForTimeout(500);
    expect(new URL(page.url()).search).toBe('');
    await expect(page.getByLabel('Message')).toHaveValue('A private message');
    // A form with an enabled button: Enter does not reload the page (what is typed stays).
    await page.goto('/tools/text-utility-tools/seo-meta-generator');
    const topic = page.getByRole('textbox', { name: 'Page topic' });
    await topic.fill('Nepali date converter');
    await topic.press('Enter');
    await page.waitForTimeout(500);
    await expect(topic).toHaveValue('Nepali date converter');
    await context.close();
  });

  for (const path of pages) {
    test(`is taken over as it stands on ${path}, and holds still`, async ({ page }) => {
      await observeLayoutShifts(page);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-ready', '');
      await page.waitForLoadState('networkidle');
      // React hydrated the server's HTML: no part of it had to be rendered anew.
      await expect(page.locator('#root')).not.toHaveAttribute('data-rendered-anew', /.*/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const shifts = await page.evaluate(
        () => (window as unknown as { __shifts: string[] }).__shifts,
      );
      expect(shifts).toEqual([]);
    });
  }

  test('works once taken over: a tool and the search respond', async ({ page }) => {
    await page.goto('/tools/text-utility-tools/word-counter');
    await expect(page.locator('html')).toHaveAttribute('data-ready', '');
    await page.getByLabel('Your text').fill('one two three');
    await expect(page.locator('dt', { hasText: /^Words$/ }).locator('+ dd')).toHaveText('3');
    await page.getByRole('banner').getByRole('combobox').fill('merge pdf');
    await expect(page.getByRole('option', { name: /Merge PDF/ }).first()).toBeVisible();
  });
});

test.describe('with FIRST_PAINT=off', () => {
  test.use({ baseURL: clientRenderOrigin });

  test('a page starts empty and is rendered in the browser', async ({ page, request }) => {
    const html = await (await request.get('/tools/image-tools/compress-image')).text();
    expect(html).toContain('<div id="root"></div>');
    await page.goto('/tools/image-tools/compress-image');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Image Compressor');
    await expect(page.locator('#root')).not.toHaveAttribute('data-rendered-anew', /.*/);
  });
});
