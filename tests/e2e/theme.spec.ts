import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

/** Dark mode follows the system, a toggle overrides it, and every mode passes axe. */

const DARK_CANVAS = 'rgb(2, 6, 23)';
const LIGHT_CANVAS = 'rgb(248, 250, 252)';

const canvasColour = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
const themeButton = (page: Page) => page.getByRole('button', { name: /^Colour theme:/ });

test.describe('with a system that prefers dark', () => {
  test.use({ colorScheme: 'dark' });

  test('the site is dark, and a choice of light is kept across a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await canvasColour(page)).toBe(DARK_CANVAS);
    await expect(themeButton(page)).toHaveAttribute('data-theme-choice', 'system');

    await themeButton(page).click();
    await expect(themeButton(page)).toHaveAttribute('data-theme-choice', 'light');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    expect(await canvasColour(page)).toBe(LIGHT_CANVAS);
  });
});

test('the toggle turns dark, kept across a reload, and applied before any script of the app', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/tools/text-utility-tools/json-formatter');
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await themeButton(page).click(); // light
  await themeButton(page).click(); // dark
  await expect(themeButton(page)).toHaveAttribute('data-theme-choice', 'dark');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByTestId('a11y-announcer')).toHaveText('Colour theme: Dark');

  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(themeButton(page)).toHaveAttribute('data-theme-choice', 'dark');

  // With the app's scripts refused, only the head script can have set the theme: no light flash.
  // (A second tab of the same browser, as the test's own page waits for the app after a load.)
  const bare = await page.context().newPage();
  await bare.route('**/assets/*.js', (route) => route.abort());
  await bare.goto('/about');
  await expect(bare.locator('html')).toHaveClass(/\bdark\b/);
  expect(await canvasColour(bare)).toBe(DARK_CANVAS);
});

test('on "system" the page follows the system when it changes', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/tools');
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
});

const routes = [
  '/',
  '/tools',
  '/tools/image-tools',
  '/tools/image-tools/compress-image',
  '/tools/video-tools/video-to-gif',
  '/tools/audio-tools/trim-audio',
  '/tools/document-tools/merge-pdf',
  '/tools/text-utility-tools/json-formatter',
  '/tools/text-utility-tools/password-generator',
  '/tools/text-utility-tools/text-diff-checker',
  '/tools/text-utility-tools/hash-generator',
  '/tools/design-color-tools/color-picker',
  '/tools/nepali-tools/nepali-date-converter',
  '/tools/international-unit-tools/temperature-converter',
  '/tools/conversion-tools/currency-converter',
  '/features/compress-image',
  '/about',
  '/contact',
  '/no-such-page',
];

const modes = [
  { name: 'light', media: { colorScheme: 'light' } },
  { name: 'dark', media: { colorScheme: 'dark' } },
  { name: 'high contrast (prefers-contrast: more)', media: { contrast: 'more' } },
  { name: 'dark high contrast', media: { colorScheme: 'dark', contrast: 'more' } },
  { name: 'forced colours', media: { forcedColors: 'active' } },
] as const;

test.describe.configure({ mode: 'parallel' });

/**
 * What a colour mode can change: the DOM, its names and roles are the same in every mode, so the
 * first mode runs every WCAG rule and the others the rules that read colours.
 */
const colourRules = ['color-contrast', 'link-in-text-block'];

for (const [index, mode] of modes.entries()) {
  const rules = index === 0 ? undefined : colourRules;
  test(`every kind of page passes axe in ${mode.name} mode`, async ({ page }) => {
    test.setTimeout(routes.length * 20_000);
    await page.emulateMedia(mode.media);
    for (const path of routes) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      if ('contrast' in mode.media) await expect(page.locator('html')).toHaveClass(/high-contrast/);
      await test.step(path, () => expectNoSeriousA11yViolations(page, rules));
    }
  });
}
