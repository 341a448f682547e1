import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

/**
 * The Nepali tools in Nepali: every screen's own words, the Devanagari digits
 * setting, and axe on the Nepali pages.
 */

const NEPALI_SCREENS: readonly { slug: string; word: string }[] = [
  { slug: 'nepali-land-converter', word: 'रोपनी' },
  { slug: 'nepali-date-converter', word: 'नेपाली मिति (बि.सं.)' },
  { slug: 'nepali-calendar', word: 'यो पात्रोबारे' },
  { slug: 'nepali-distance-converter', word: 'अङ्गुल' },
  { slug: 'nepali-weight-converter', word: 'तोला' },
  { slug: 'nepali-volume-converter', word: 'माना' },
  { slug: 'nepali-number-to-words', word: 'रकम (रुपैयाँमा)' },
  { slug: 'preeti-unicode-converter', word: 'प्रीति पाठ' },
  { slug: 'romanized-nepali-typing', word: 'नेपालीमा टाइप गर्नुहोस्' },
  { slug: 'nepali-season-converter', word: 'नेपाली महिना' },
];

test.describe('the Devanagari digits setting', () => {
  test('writes the land converter’s results in Nepali digits and is remembered', async ({
    page,
  }) => {
    await page.goto('/tools/nepali-tools/nepali-land-converter');
    const digits = page.getByRole('switch', { name: /Devanagari digits/ });
    // Off in English until the visitor chooses.
    await expect(digits).not.toBeChecked();
    await page.getByLabel('Ropani', { exact: true }).fill('1');
    await expect(page.getByLabel('Square feet (sq ft)')).toHaveValue('5476');

    await digits.focus();
    await page.keyboard.press('Space');
    await expect(digits).toBeChecked();
    await expect(page.getByLabel('Square feet (sq ft)')).toHaveValue('५४७६');
    await expect(page.getByLabel('Aana', { exact: true })).toHaveValue('१६');

    // Inputs take both digit forms: a Nepali-digit value typed in another field converts.
    await page.getByLabel('Aana', { exact: true }).fill('३२');
    await expect(page.getByLabel('Ropani', { exact: true })).toHaveValue('२');

    await page.reload();
    await expect(page.getByRole('switch', { name: /Devanagari digits/ })).toBeChecked();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('the Nepali tools in Nepali', () => {
  for (const { slug, word } of NEPALI_SCREENS) {
    test(`${slug} speaks Nepali at /ne/`, async ({ page }) => {
      await page.goto(`/ne/tools/nepali-tools/${slug}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
      await expect(page.getByText(word, { exact: false }).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('the converters show Devanagari digits by default in Nepali', async ({ page }) => {
    await page.goto('/ne/tools/nepali-tools/nepali-land-converter');
    await expect(page.getByRole('switch', { name: /देवनागरी अङ्क/ })).toBeChecked();
    await page.getByLabel('रोपनी', { exact: true }).fill('1');
    await expect(page.getByLabel('वर्ग फिट', { exact: true })).toHaveValue('५४७६');
  });

  test('the date converter writes both dates in Nepali', async ({ page }) => {
    await page.goto('/ne/tools/nepali-tools/nepali-date-converter');
    const bs = page.getByRole('form', { name: 'नेपाली मिति (बि.सं.)' });
    await bs.getByLabel('साल (बि.सं.)').fill('२०८१');
    await bs.getByLabel('महिना').fill('1');
    await bs.getByLabel('गते').fill('1');
    await bs.getByRole('button', { name: 'अंग्रेजीमा बदल्नुहोस्' }).click();
    await expect(page.getByText('बि.सं. २०८१ बैशाख १ गते').first()).toBeVisible();
    await expect(page.getByText('ई.सं. २०२४ अप्रिल १३, शनिबार').first()).toBeVisible();
  });
});
