import { expect, test } from './fixtures.ts';

/**
 * Issue 12, item 8: pages paint before their script runs (the server renders them), and the
 * browser then takes the page over where it stands: React keeps the server's HTML (nothing is
 * rendered anew, so nothing flashes), and the page works as before.
 */
const pages = [
  '/',
  '/ne/',
  '/tools',
  '/tools/image-tools/compress-image',
  '/tools/document-tools/merge-pdf',
  '/tools/text-utility-tools/json-formatter',
  '/tools/international-unit-tools/temperature-converter',
  '/tools/design-color-tools/color-picker',
  '/ne/tools/nepali-tools',
  '/ne/tools/nepali-tools/nepali-land-converter',
  '/features/merge-pdf',
  '/about',
];

test.describe('the first paint', () => {
  test('shows the page with no script at all', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/tools/image-tools/compress-image');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Image Compressor');
    await expect(page.getByRole('button', { name: 'Choose images' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.goto('/ne/tools');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('सबै उपकरणहरू');
    await context.close();
  });

  for (const path of pages) {
    test(`is taken over as it stands on ${path}`, async ({ page }) => {
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      // The server's heading element is the one React keeps (hydration, not a new render).
      await heading.evaluate((element) => element.setAttribute('data-from-server', ''));
      await page.waitForLoadState('networkidle');
      await expect(page.locator('h1[data-from-server]')).toHaveCount(1);
      await expect(page.locator('#root')).not.toHaveAttribute('data-rendered-anew', /.*/);
    });
  }

  test('works once taken over: a search and a tool respond', async ({ page }) => {
    await page.goto('/tools/text-utility-tools/word-counter');
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Your text').fill('one two three');
    await expect(page.locator('dt', { hasText: /^Words$/ }).locator('+ dd')).toHaveText('3');
    await page.getByRole('banner').getByRole('combobox').fill('merge pdf');
    await expect(page.getByRole('option', { name: /Merge PDF/ }).first()).toBeVisible();
  });
});
