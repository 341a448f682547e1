import type { Page } from '@playwright/test';
import { nepaliCatalogue } from '../../shared/i18n/ne-catalogue.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

/** The site in Nepali, from the language switch to the head tags. */
const dateConverter = '/tools/nepali-tools/nepali-date-converter';
const dateConverterNe = nepaliCatalogue.tools['nepali-date-converter']!.name;

async function activateSwitchByKeyboard(page: Page, name: RegExp) {
  const link = page.getByRole('banner').getByRole('link', { name });
  await link.focus();
  await page.keyboard.press('Enter');
}

test.describe('the site in Nepali', () => {
  test('switches to Nepali by keyboard and back, and back/forward follow the address', async ({
    page,
  }) => {
    await page.goto('/tools');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const toNepali = page.getByRole('banner').getByRole('link', { name: /नेपाली/ });
    await expect(toNepali).toHaveAttribute('href', '/ne/tools');
    await expect(toNepali).toHaveAttribute('hreflang', 'ne');

    await activateSwitchByKeyboard(page, /नेपाली/);
    await expect(page).toHaveURL(/\/ne\/tools$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('सबै उपकरणहरू');
    await expect(page).toHaveTitle('Everyday Tools | सबै उपकरणहरू');
    // Links built by the app carry the prefix of the shown language.
    await expect(page.getByRole('link', { name: 'गृहपृष्ठ' }).first()).toHaveAttribute('href', '/ne/');

    await page.getByRole('link', { name: dateConverterNe, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/ne${dateConverter}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(dateConverterNe);

    await page.goBack();
    await expect(page).toHaveURL(/\/ne\/tools$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/tools$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Tools');
    await page.goForward();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('सबै उपकरणहरू');

    await activateSwitchByKeyboard(page, /English/);
    await expect(page).toHaveURL(/\/tools$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Tools');
  });

  test('a switch keeps what the visitor typed and re-prefixes every link', async ({ page }) => {
    await page.goto('/tools/text-utility-tools/word-counter');
    const text = page.getByRole('main').getByRole('textbox').first();
    await text.fill('Typed before the switch');

    await activateSwitchByKeyboard(page, /नेपाली/);
    await expect(page).toHaveURL(/\/ne\/tools\/text-utility-tools\/word-counter$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
    await expect(text).toHaveValue('Typed before the switch');
    await expect(page.getByRole('banner').getByRole('link', { name: /English/ })).toBeFocused();
    const home = page.getByRole('link', { name: 'गृहपृष्ठ' }).first();
    await expect(home).toHaveAttribute('href', '/ne/');
    const appLinks = page.locator('main a[href^="/"], footer a[href^="/"]');
    const unprefixed = await appLinks.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')).filter((href) => !href!.startsWith('/ne')),
    );
    expect(unprefixed).toEqual([]);

    await activateSwitchByKeyboard(page, /English/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(text).toHaveValue('Typed before the switch');
    const prefixed = await appLinks.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')).filter((href) => href!.startsWith('/ne')),
    );
    expect(prefixed).toEqual([]);
  });

  test('keeps the choice: an unprefixed address opens in Nepali after a reload', async ({
    page,
  }) => {
    await page.goto('/about');
    await page.getByRole('banner').getByRole('link', { name: /नेपाली/ }).click();
    await expect(page).toHaveURL(/\/ne\/about$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/ne\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
    await expect(page.getByRole('link', { name: 'मुख्य सामग्रीमा जानुहोस्' })).toBeAttached();
  });

  test('a hard load of a Nepali tool page has Nepali head tags and hreflang', async ({ page }) => {
    await page.goto(`/ne${dateConverter}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
    await expect(page).toHaveTitle(`${dateConverterNe} | Everyday Tools`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      nepaliCatalogue.tools['nepali-date-converter']!.description,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/ne${dateConverter}$`),
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      new RegExp(`[^e]${dateConverter}$`),
    );
    await expect(page.locator('link[rel="alternate"][hreflang="ne"]')).toHaveAttribute(
      'href',
      new RegExp(`/ne${dateConverter}$`),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(dateConverterNe);
  });

  test('the language switch is in the phone drawer too', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/tools');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('link', { name: /नेपाली/ }).click();
    await expect(page).toHaveURL(/\/ne\/tools$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('सबै उपकरणहरू');
  });

  for (const width of [360, 390]) {
    test(`the Nepali header fits a ${width} px phone`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/ne/tools');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const banner = page.getByRole('banner');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      const menu = await banner.getByRole('button', { name: 'मेनु खोल्नुहोस्' }).boundingBox();
      expect(menu!.x + menu!.width).toBeLessThanOrEqual(width);
      await banner.screenshot({ path: testInfo.outputPath(`header-ne-${width}.png`) });
    });
  }

  for (const path of ['/ne/', '/ne/tools', '/ne/tools/nepali-tools', `/ne${dateConverter}`]) {
    test(`has no serious accessibility violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('a hard load of a /ne/ page does not shift its layout', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
        }[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of ['/ne/', `/ne${dateConverter}`]) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))),
      );
      expect(
        await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts),
        path,
      ).toEqual([]);
    }
  });
});
