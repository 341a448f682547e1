import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, toastLocator } from './fixtures.ts';

/**
 * The converters as a visitor uses them: each kind typed into, swapped, reset and copied once;
 * the date converter both ways with its messages; every converter screen checked with axe.
 */

test.beforeEach(async ({ context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
});

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** Resolves once the page has reported something to usage.track. */
function usageReported(page: Page) {
  return page.waitForRequest((request) => request.url().includes('/api/trpc/usage.track'));
}

/** Records the analytics events a page sends, through a stand-in for window.gtag. */
async function recordAnalytics(page: Page) {
  await page.addInitScript(() => {
    const events: unknown[] = [];
    Object.assign(window, {
      analyticsEvents: events,
      gtag: (_command: string, name: string, params: Record<string, unknown>) =>
        events.push({ name, ...params }),
    });
  });
  return async () =>
    (
      await page.evaluate(
        () =>
          (window as unknown as { analyticsEvents: { name: string; action?: string }[] })
            .analyticsEvents,
      )
    ).map((event) => event.action ?? event.name);
}

test('a unit converter converts, swaps, copies and resets', async ({ page }) => {
  const events = await recordAnalytics(page);
  await page.goto('/tools/international-unit-tools/energy-converter');
  const value = page.getByLabel('From value');
  const result = page.getByLabel('Result', { exact: true });
  await expect(result).toHaveValue('3,600,000');

  const reported = usageReported(page);
  await value.fill('2.5');
  await reported;
  await expect(result).toHaveValue('9,000,000');
  await page.getByLabel('To unit').selectOption('MJ');
  await expect(result).toHaveValue('9');
  await page.getByLabel('From unit').selectOption('kcal');
  await value.fill('1,000');
  await expect(result).toHaveValue('4.184');
  await expect(page.getByText('1,000 kcal = 4.184 MJ')).toBeVisible();

  await page.getByRole('button', { name: 'Swap units' }).click();
  await expect(page.getByLabel('From unit')).toHaveValue('MJ');
  await expect(page.getByLabel('To unit')).toHaveValue('kcal');
  await expect(value).toHaveValue('4.184');
  await expect(result).toHaveValue('1,000');

  await page.getByRole('button', { name: 'Copy Result' }).click();
  await expect(page.getByText('Copied to Clipboard', { exact: true })).toBeVisible();
  await expect(page.getByText('1,000 kcal copied successfully.', { exact: true })).toBeVisible();
  expect(await clipboard(page)).toBe('1,000 kcal');

  await value.fill('lots');
  await expect(result).toHaveValue('0');
  await expect(page.getByText('This is not a number, so the result shows 0.')).toBeVisible();

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(value).toHaveValue('1');
  await expect(page.getByLabel('From unit')).toHaveValue('kWh');
  await expect(page.getByLabel('To unit')).toHaveValue('J');
  await expect(result).toHaveValue('3,600,000');
  await expect
    .poll(events)
    .toEqual(expect.arrayContaining(['convert', 'tool_conversion', 'swap', 'copy', 'reset']));
});

test('the nine unit converters show their initial results', async ({ page }) => {
  const initial: [string, string][] = [
    ['digital-storage-converter', '1,024'],
    ['energy-converter', '3,600,000'],
    ['power-converter', '1.341'],
    ['pressure-converter', '14.504'],
    ['speed-converter', '62.137'],
    ['english-area-converter', '43,560'],
    ['english-weight-converter', '0.454'],
    ['english-volume-converter', '3.785'],
    ['english-distance-converter', '1.609344'],
  ];
  for (const [slug, expected] of initial) {
    await page.goto(`/tools/international-unit-tools/${slug}`);
    await expect(page.getByLabel('Result', { exact: true }), slug).toHaveValue(expected);
  }
  // The retired Unit Converter route was the area converter listed a second time.
  await page.goto('/tools/conversion-tools/unit-converter');
  await expect(page).toHaveURL(/\/tools\/international-unit-tools\/english-area-converter$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Area Converter');
  await expect(page.getByLabel('Result', { exact: true })).toHaveValue('43,560');
});

test('the temperature converter uses presets, swaps, copies and resets', async ({ page }) => {
  await page.goto('/tools/conversion-tools/temperature-converter');
  const result = page.getByLabel('Result', { exact: true });
  await expect(result).toHaveValue('32.00');
  await page.getByLabel('From unit').selectOption('Kelvin');
  await page.getByRole('button', { name: /^Boiling/ }).click();
  await expect(page.getByLabel('From unit')).toHaveValue('Celsius');
  await expect(page.getByLabel('From value')).toHaveValue('100');
  await expect(result).toHaveValue('212.00');

  await page.getByRole('button', { name: 'Swap units' }).click();
  await expect(page.getByLabel('From value')).toHaveValue('212.00');
  await expect(page.getByLabel('From unit')).toHaveValue('Fahrenheit');
  await expect(result).toHaveValue('100.00');

  await page.getByLabel('From value').fill('-500');
  await expect(page.getByText(/below absolute zero/)).toBeVisible();

  await page.getByRole('button', { name: 'Copy Result' }).click();
  expect(await clipboard(page)).toBe('-295.56 °C');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(result).toHaveValue('32.00');
});

test('a Nepali unit converter updates every field, refuses non-numbers, copies and clears', async ({
  page,
}) => {
  await page.goto('/tools/nepali-tools/nepali-land-converter');
  await page.getByLabel('Ropani', { exact: true }).fill('1');
  await expect(page.getByLabel('Aana', { exact: true })).toHaveValue('16');
  await expect(page.getByLabel('Square feet (sq ft)')).toHaveValue('5476');
  await expect(page.getByLabel('Square metres (sq m)')).toHaveValue('508.737');

  await page.getByLabel('Square feet (sq ft)').fill('72,900');
  await expect(page.getByLabel('Bigha', { exact: true })).toHaveValue('1');
  await expect(page.getByLabel('Kattha', { exact: true })).toHaveValue('20');

  await page.getByLabel('Dhur', { exact: true }).fill('12abc');
  await expect(page.getByText('Enter a number, like 1,234.5 or 1234.5.')).toBeVisible();
  await expect(page.getByLabel('Bigha', { exact: true })).toHaveValue('1');

  await page.getByLabel('Dhur', { exact: true }).fill('400');
  await page.getByRole('button', { name: 'Copy Values' }).click();
  await expect(page.getByText('Copied to Clipboard', { exact: true })).toBeVisible();
  expect(await clipboard(page)).toContain('Bigha: 1\n');

  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(page.getByLabel('Ropani', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Square feet (sq ft)')).toHaveValue('');

  await page.getByLabel('Aana', { exact: true }).fill('4');
  await page.getByLabel('Aana', { exact: true }).fill('');
  await expect(page.getByLabel('Ropani', { exact: true })).toHaveValue('');
});

test('the distance converter uses the customary Haat of 18 inches', async ({ page }) => {
  await page.goto('/tools/nepali-tools/nepali-distance-converter');
  await page.getByLabel('Haat', { exact: true }).fill('1');
  await expect(page.getByLabel('Inches (in)')).toHaveValue('18');
  await expect(page.getByLabel('Metres (m)')).toHaveValue('0.4572');
});

test.describe('the Nepali date converter', () => {
  const nepaliForm = (page: Page) => page.getByRole('form', { name: 'Nepali date (BS)' });
  const englishForm = (page: Page) => page.getByRole('form', { name: 'English date (AD)' });

  test('converts BS to AD and back, with day names', async ({ page }) => {
    await page.goto('/tools/nepali-tools/nepali-date-converter');
    const bs = nepaliForm(page);
    const ad = englishForm(page);
    await bs.getByLabel('Year (BS)').fill('2082');
    await bs.getByLabel('Month', { exact: true }).fill('6');
    await bs.getByLabel('Day', { exact: true }).fill('1');
    await expect(bs.getByText('Ashwin')).toBeVisible();
    await bs.getByRole('button', { name: 'Convert to English' }).click();
    await expect(page.getByRole('region', { name: 'Converted date' })).toContainText(
      '17 September 2025',
    );
    // The result shows in place: no success toast.
    await expect(toastLocator(page)).toHaveCount(0);
    await expect(ad.getByLabel('Year (AD)')).toHaveValue('2025');
    await expect(ad.getByLabel('Month', { exact: true })).toHaveValue('9');
    await expect(ad.getByLabel('Day', { exact: true })).toHaveValue('17');
    await expect(ad.getByLabel('English day')).toHaveValue('Wednesday');
    await expect(bs.getByLabel(/Nepali day/)).toHaveValue('बुधबार (Wednesday)');

    // Keyboard only: type the English date and press Enter.
    await ad.getByLabel('Year (AD)').fill('');
    await ad.getByLabel('Year (AD)').pressSequentially('2026');
    await page.keyboard.press('Tab');
    await page.keyboard.type('11');
    await page.keyboard.press('Tab');
    await page.keyboard.type('21');
    await page.keyboard.press('Enter');
    await expect(bs.getByLabel('Year (BS)')).toHaveValue('2083');
    await expect(bs.getByLabel('Month', { exact: true })).toHaveValue('8');
    await expect(bs.getByLabel('Day', { exact: true })).toHaveValue('5');
    await expect(page.getByText('२०८३ मंसिर ५, शनिबार').last()).toBeVisible();

    await page.getByRole('button', { name: 'Copy Date' }).click();
    expect(await clipboard(page)).toBe(
      '5 Mangsir 2083 BS (२०८३ मंसिर ५) = Saturday, 21 November 2026 AD',
    );
  });

  test('gives the spec’s messages for missing, invalid and out-of-range dates', async ({
    page,
  }) => {
    await page.goto('/tools/nepali-tools/nepali-date-converter');
    const bs = nepaliForm(page);
    const ad = englishForm(page);
    // Each message is said once, beside its form, and never in a toast as well.
    const said = (text: string) => page.getByRole('alert').getByText(text, { exact: true });

    await bs.getByRole('button', { name: 'Convert to English' }).click();
    await expect(said('Please fill in all Nepali date fields')).toHaveCount(1);
    await expect(toastLocator(page)).toHaveCount(0);

    await bs.getByLabel('Year (BS)').fill('2083');
    await bs.getByLabel('Month', { exact: true }).fill('8');
    await bs.getByLabel('Day', { exact: true }).fill('30');
    await bs.getByRole('button', { name: 'Convert to English' }).click();
    await expect(bs.getByText('Invalid Nepali date. Please check your input.')).toBeVisible();

    await bs.getByLabel('Year (BS)').fill('2101');
    await bs.getByLabel('Day', { exact: true }).fill('1');
    await bs.getByRole('button', { name: 'Convert to English' }).click();
    await expect(bs.getByText('BS year should be in range of 1970 to 2100')).toBeVisible();

    await ad.getByRole('button', { name: 'Convert to Nepali' }).click();
    await expect(said('Please fill in all English date fields')).toHaveCount(1);

    await ad.getByLabel('Year (AD)').fill('1900');
    await ad.getByLabel('Month', { exact: true }).fill('1');
    await ad.getByLabel('Day', { exact: true }).fill('1');
    await ad.getByRole('button', { name: 'Convert to Nepali' }).click();
    await expect(ad.getByText('AD year should be in range of 1913 to 2044')).toBeVisible();

    await ad.getByLabel('Year (AD)').fill('2023');
    await ad.getByLabel('Month', { exact: true }).fill('2');
    await ad.getByLabel('Day', { exact: true }).fill('29');
    await ad.getByRole('button', { name: 'Convert to Nepali' }).click();
    await expect(ad.getByText('Invalid English date. Please check your input.')).toBeVisible();

    await ad.getByLabel('Month', { exact: true }).fill('13');
    await ad.getByRole('button', { name: 'Convert to Nepali' }).click();
    await expect(ad.getByText('AD month should be in range of 1 to 12')).toBeVisible();
  });

  test('marks projected years, sets today and clears all fields', async ({ page }) => {
    const events = await recordAnalytics(page);
    await page.goto('/tools/nepali-tools/nepali-date-converter');
    const bs = nepaliForm(page);
    await bs.getByLabel('Year (BS)').fill('2090');
    await bs.getByLabel('Month', { exact: true }).fill('1');
    await bs.getByLabel('Day', { exact: true }).fill('1');
    const reported = usageReported(page);
    await bs.getByRole('button', { name: 'Convert to English' }).click();
    await reported;
    await expect(
      page.getByText(/Projected: the official calendar for 2090 BS is not published yet/).last(),
    ).toBeVisible();

    await page.getByRole('button', { name: "Set Today's Date" }).click();
    await expect(toastLocator(page)).toHaveCount(0);
    const today = await page.evaluate(() =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' }).format(new Date()),
    );
    const [year, month, day] = today.split('-').map(Number);
    const ad = englishForm(page);
    await expect(ad.getByLabel('Year (AD)')).toHaveValue(String(year));
    await expect(ad.getByLabel('Month', { exact: true })).toHaveValue(String(month));
    await expect(ad.getByLabel('Day', { exact: true })).toHaveValue(String(day));
    await expect(bs.getByLabel('Year (BS)')).not.toHaveValue('');

    await page.getByRole('button', { name: 'Clear All Fields' }).click();
    for (const form of [bs, ad]) {
      await expect(form.getByLabel(/^Year/)).toHaveValue('');
      await expect(form.getByLabel('Month', { exact: true })).toHaveValue('');
      await expect(form.getByLabel('Day', { exact: true })).toHaveValue('');
    }
    await expect(ad.getByLabel('English day')).toHaveValue('');
    await expect(bs.getByLabel(/Nepali day/)).toHaveValue('');
    expect(await events()).toEqual(
      expect.arrayContaining(['convert', 'tool_conversion', 'today', 'reset']),
    );
  });
});

test('the season finder shows the season of a month, copies and returns to this month', async ({
  page,
}) => {
  await page.goto('/tools/nepali-tools/nepali-season-converter');
  const month = page.getByLabel('Nepali month');
  const initial = await month.inputValue();
  await month.selectOption('4');
  await expect(page.getByText('Barsha', { exact: false }).first()).toBeVisible();
  await expect(page.getByText('Shrawan is in Barsha, with Shrawan and Bhadra')).toBeVisible();
  await page.getByRole('button', { name: 'Copy Season' }).click();
  expect(await clipboard(page)).toContain('Shrawan is in Barsha');
  await page.getByRole('button', { name: 'This Month' }).click();
  await expect(month).toHaveValue(initial);
});

test('the currency converter shows its rates date, converts, swaps, copies and resets', async ({
  page,
}) => {
  const response = await page.request.get('/api/trpc/currency.rates');
  const { date, rates } = (await response.json()).result.data as {
    date: string;
    rates: Record<string, number>;
  };
  const [y, m, d] = date.split('-').map(Number);
  const shownDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)),
  );

  await page.goto('/tools/conversion-tools/currency-converter');
  await expect(page.getByText(`Rates as of ${shownDate}`)).toBeVisible();
  await page.getByLabel('From unit').selectOption('EUR');
  await page.getByLabel('To unit').selectOption('USD');
  await page.getByLabel('From value').fill('1,000');
  const expected = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(1000 * (rates.USD ?? 0));
  await expect(page.getByLabel('Result', { exact: true })).toHaveValue(expected);

  await page.getByRole('button', { name: 'Swap units' }).click();
  await expect(page.getByLabel('From unit')).toHaveValue('USD');
  await expect(page.getByLabel('From value')).toHaveValue(expected.replace(/,/g, ''));
  await expect(page.getByLabel('Result', { exact: true })).toHaveValue('1,000.00');

  await page.getByRole('button', { name: 'Copy Result' }).click();
  expect(await clipboard(page)).toBe('1,000.00 EUR');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByLabel('From unit')).toHaveValue('USD');
  await expect(page.getByLabel('To unit')).toHaveValue('NPR');
  await expect(page.getByLabel('From value')).toHaveValue('100');
});

test('the time zone converter shows a moment in other zones, swaps, copies and resets', async ({
  page,
}) => {
  await page.goto('/tools/conversion-tools/timezone-converter');
  // Every zone the browser knows is listed, in both selects (they fill in steps after the paint).
  for (const select of ['Time zone of this date and time', 'Add a time zone']) {
    await expect.poll(() => page.getByLabel(select).locator('option').count()).toBeGreaterThan(300);
  }
  await page.getByLabel('Date', { exact: true }).fill('2026-11-21');
  await page.getByLabel('Time', { exact: true }).fill('11:10');
  await page.getByLabel('Time zone of this date and time').selectOption('Asia/Kathmandu');
  const row = (name: string) => page.getByRole('listitem').filter({ hasText: name });
  await expect(row('New York (America)')).toContainText('Sat 21 Nov 2026, 00:25');
  await expect(row('New York (America)')).toContainText('UTC−05:00');
  await expect(row('London (Europe)')).toContainText('Sat 21 Nov 2026, 05:25');
  await expect(row('Tokyo (Asia)')).toContainText('Sat 21 Nov 2026, 14:25');

  await page.getByLabel('Date', { exact: true }).fill('2024-03-10');
  await page.getByLabel('Time', { exact: true }).fill('02:30');
  await page.getByLabel('Time zone of this date and time').selectOption('America/New_York');
  await expect(page.getByText(/02:30 does not exist on that day in New York/)).toBeVisible();

  await page.getByLabel('Date', { exact: true }).fill('2026-11-21');
  await page.getByLabel('Time', { exact: true }).fill('11:10');
  await page.getByLabel('Time zone of this date and time').selectOption('Asia/Kathmandu');
  await page.getByRole('button', { name: 'Swap with first zone' }).click();
  await expect(page.getByLabel('Time zone of this date and time')).toHaveValue('UTC');
  await expect(page.getByLabel('Time', { exact: true })).toHaveValue('05:25');

  await page.getByRole('button', { name: 'Copy Times' }).click();
  expect(await clipboard(page)).toContain('Kathmandu (Asia): Sat 21 Nov 2026, 11:10 (UTC+05:45)');

  await page.getByRole('button', { name: 'Remove Kathmandu (Asia)' }).click();
  await expect(row('Kathmandu (Asia)')).toHaveCount(0);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(row('Kathmandu (Asia)')).toHaveCount(1);
});

const converterRoutes = [
  '/tools/nepali-tools/nepali-land-converter',
  '/tools/nepali-tools/nepali-distance-converter',
  '/tools/nepali-tools/nepali-weight-converter',
  '/tools/nepali-tools/nepali-volume-converter',
  '/tools/nepali-tools/nepali-season-converter',
  '/tools/nepali-tools/nepali-date-converter',
  '/tools/international-unit-tools/digital-storage-converter',
  '/tools/international-unit-tools/energy-converter',
  '/tools/international-unit-tools/power-converter',
  '/tools/international-unit-tools/pressure-converter',
  '/tools/international-unit-tools/speed-converter',
  '/tools/international-unit-tools/english-area-converter',
  '/tools/international-unit-tools/english-weight-converter',
  '/tools/international-unit-tools/english-volume-converter',
  '/tools/international-unit-tools/english-distance-converter',
  '/tools/international-unit-tools/temperature-converter',
  '/tools/conversion-tools/currency-converter',
  '/tools/conversion-tools/timezone-converter',
];

test('every converter screen passes the accessibility checks', async ({ page }) => {
  test.setTimeout(120_000);
  for (const route of converterRoutes) {
    await page.goto(route);
    await expect(
      page.getByRole('button', { name: /^(Copy|Set Today)/ }).first(),
      route,
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});

test('the converter screens fit a 360 px wide phone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 800 });
  for (const route of converterRoutes) {
    await page.goto(route);
    await expect(
      page.getByRole('button', { name: /^(Copy|Set Today)/ }).first(),
      route,
    ).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, route).toBeLessThanOrEqual(0);
  }
});
