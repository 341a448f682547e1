import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

/**
 * The Nepali amount in words by keyboard, the land converter's written forms both ways and its
 * plot-area calculator, the date converter up to the last day of 2100 BS, and axe on the pages.
 */

test.beforeEach(async ({ context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
});

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

interface BsTableJson {
  firstDay: string;
  years: Record<string, number[]>;
}

test('the amount in words works by keyboard alone', async ({ page }) => {
  await page.goto('/tools/nepali-tools/nepali-number-to-words');
  await expect(page).toHaveTitle(/Nepali Amount in Words/);
  const amount = page.getByLabel('Amount in rupees');
  // Once the field has focus, everything is done with keys.
  await amount.focus();
  await expect(amount).toBeFocused();
  await page.keyboard.type('१२,३४,५६,७८९.५');

  await expect(
    page.getByText('रु. बाह्र करोड चौंतीस लाख छपन्न हजार सात सय उनान्नब्बे र पचास पैसा मात्र'),
  ).toBeVisible();
  await expect(
    page.getByText(
      'Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine and Fifty Paisa only',
    ),
  ).toBeVisible();
  await expect(page.getByText('12,34,56,789.50', { exact: true })).toBeVisible();

  // The next Tab stop is the Copy button of the Nepali cheque form.
  await page.keyboard.press('Tab');
  const copyNepali = page.getByRole('button', { name: 'Copy cheque, in nepali' });
  await expect(copyNepali).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Copied to clipboard!', { exact: true })).toBeVisible();
  expect(await clipboard(page)).toBe(
    'रु. बाह्र करोड चौंतीस लाख छपन्न हजार सात सय उनान्नब्बे र पचास पैसा मात्र',
  );
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect
    .poll(() => clipboard(page))
    .toBe(
      'Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine and Fifty Paisa only',
    );

  await amount.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('12.345');
  await expect(
    page.getByText('Paisa take at most two digits after the point (.01 to .99).'),
  ).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('0.01');
  await expect(page.getByText('Rupees Zero and One Paisa only')).toBeVisible();
  await expect(amount).not.toHaveAttribute('aria-invalid', 'true');

  await expectNoSeriousA11yViolations(page);
});

test('the land converter reads and writes R-A-P-D and B-K-D both ways', async ({ page }) => {
  await page.goto('/tools/nepali-tools/nepali-land-converter');
  const rapd = page.getByLabel('Ropani-Aana-Paisa-Daam (R-A-P-D)');
  const bkd = page.getByLabel('Bigha-Kattha-Dhur (B-K-D)');

  await rapd.fill('0-17-0-0');
  await expect(page.getByLabel('Aana', { exact: true })).toHaveValue('17');
  await expect(page.getByLabel('Ropani', { exact: true })).toHaveValue('1.0625');
  await expect(bkd).toHaveValue('0-1-11.92');

  await bkd.fill('1-0-0');
  await expect(rapd).toHaveValue('13-5-0-0.04');
  await expect(page.getByLabel('Square feet (sq ft)')).toHaveValue('72900');

  await page.getByLabel('Daam', { exact: true }).fill('257');
  await expect(rapd).toHaveValue('1-0-0-1');

  await rapd.fill('2-5');
  await expect(page.getByText(/Write 4 numbers of zero or more/)).toBeVisible();
  await expect(rapd).toHaveAttribute('aria-invalid', 'true');
});

test('the plot-area calculator measures a triangle and refuses an impossible one', async ({
  page,
}) => {
  await page.goto('/tools/nepali-tools/nepali-land-converter');
  await page.getByRole('radio', { name: 'Rectangle' }).check();
  await page.getByLabel('Length (ft)').fill('74');
  await page.getByLabel('Width (ft)').fill('74');
  const results = page.getByRole('definition');
  await expect(results.filter({ hasText: '1-0-0-0' })).toBeVisible();
  await expect(results.filter({ hasText: '5,476' })).toBeVisible();

  // Keyboard: arrow keys move between the shape choices.
  await page.getByRole('radio', { name: 'Rectangle' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Triangle' })).toBeChecked();
  await page.getByRole('radio', { name: 'Metres' }).check();
  await page.getByLabel('Side A (m)').fill('30');
  await page.getByLabel('Side B (m)').fill('40');
  await page.getByLabel('Side C (m)').fill('50');
  await expect(results.filter({ hasText: /^600$/ })).toBeVisible();

  await page.getByLabel('Side C (m)').fill('80');
  await expect(
    page.getByText(
      'These three sides cannot make a triangle: each side must be shorter than the other two together.',
    ),
  ).toBeVisible();

  await page.getByRole('radio', { name: 'Four-sided plot' }).check();
  for (const [label, value] of [
    ['Side AB (m)', '60'],
    ['Side BC (m)', '80'],
    ['Side CD (m)', '60'],
    ['Side DA (m)', '80'],
    ['Diagonal AC (m)', '100'],
  ] as const) {
    await page.getByLabel(label).fill(value);
  }
  await expect(results.filter({ hasText: /^4,800$/ })).toBeVisible();

  await expectNoSeriousA11yViolations(page);
});

test('the date converter takes AD dates to the last day of 2100 BS, marked projected', async ({
  page,
}) => {
  await page.goto('/tools/nepali-tools/nepali-date-converter');
  const ad = page.getByRole('form', { name: 'English date (AD)' });
  await ad.getByLabel('Year (AD)').fill('2044');
  await ad.getByLabel('Month', { exact: true }).fill('4');
  await ad.getByLabel('Day', { exact: true }).fill('13');
  await ad.getByRole('button', { name: 'Convert to Nepali' }).click();
  const bs = page.getByRole('form', { name: 'Nepali date (BS)' });
  await expect(bs.getByLabel('Year (BS)')).toHaveValue('2100');
  await expect(bs.getByLabel('Month', { exact: true })).toHaveValue('12');
  await expect(
    page.getByText(/Projected: the official calendar for 2100 BS is not published yet/).last(),
  ).toBeVisible();
});

test('the date converter uses the newer table the server serves', async ({ page }) => {
  // Stands in for a server started with BS_CALENDAR_FILE: its answer gains a published 2084.
  await page.route('**/api/trpc/**calendar.bsTable**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as unknown;
    for (const item of Array.isArray(body) ? body : [body]) {
      const data = (item as { result?: { data?: { origin: string; table: BsTableJson } } }).result
        ?.data;
      if (!data) continue;
      data.origin = 'file';
      data.table.years['2084'] = [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30];
    }
    await route.fulfill({ response, json: body });
  });
  await page.goto('/tools/nepali-tools/nepali-date-converter');
  await expect(page.getByText('Years up to 2084 BS follow the official calendars.')).toBeVisible();
  const bs = page.getByRole('form', { name: 'Nepali date (BS)' });
  await bs.getByLabel('Year (BS)').fill('2084');
  await bs.getByLabel('Month', { exact: true }).fill('3');
  await bs.getByLabel('Day', { exact: true }).fill('1');
  await bs.getByRole('button', { name: 'Convert to English' }).click();
  // Baisakh 31 and Jestha 31 of the served 2084: 1 Asar is 15 June 2027, not projected.
  const ad = page.getByRole('form', { name: 'English date (AD)' });
  await expect(ad.getByLabel('Day', { exact: true })).toHaveValue('15');
  await expect(ad.getByLabel('Month', { exact: true })).toHaveValue('6');
  await expect(page.getByText(/Projected: the official calendar/)).toHaveCount(0);
});
