import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

/** The patro: today marked, months by the selects and by keys, each day's tithi, axe. */

/** Today in Nepal as the page's grid labels write it: '25 November 2026'. */
function todayInNepalText(): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kathmandu',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date());
}

test('the patro marks today and moves through months by keyboard', async ({ page }) => {
  await page.goto('/tools/nepali-tools/nepali-calendar');
  await expect(page).toHaveTitle(/Nepali Calendar/);

  const grid = page.getByRole('grid');
  const today = grid.locator('[aria-current="date"]');
  await expect(today).toHaveCount(1);
  await expect(today).toContainText(`${todayInNepalText()},`);
  await expect(today).toContainText(', today');

  await page.getByLabel('Year (BS)').selectOption('2081');
  await page.getByLabel('Month', { exact: true }).selectOption('1');
  await expect(page.getByRole('heading', { level: 2, name: /^Baisakh 2081 BS/ })).toBeVisible();
  const newYear = grid.getByRole('gridcell', {
    name: 'Saturday, 1 Baisakh 2081, 13 April 2024, Panchami (Shukla paksha)',
  });
  await expect(newYear).toBeVisible();

  // Into the grid by keyboard: the selected day is its one Tab stop.
  await newYear.click();
  await expect(newYear).toBeFocused();
  await page.keyboard.press('ArrowRight');
  const second = grid.getByRole('gridcell', { name: /^Sunday, 2 Baisakh 2081, 14 April 2024/ });
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: '2 Baisakh 2081 BS' })).toBeVisible();
  await expect(page.getByText('शुक्ल पक्ष षष्ठी')).toBeVisible();

  // Back past the first day: the grid turns to Chaitra 2080 and keeps the focus.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('heading', { level: 2, name: /^Chaitra 2080 BS/ })).toBeVisible();
  await expect(grid.getByRole('gridcell', { name: /^Friday, 30 Chaitra 2080, / })).toBeFocused();
  await page.keyboard.press('PageDown');
  await expect(page.getByRole('heading', { level: 2, name: /^Baisakh 2081 BS/ })).toBeVisible();
  await expect(grid.getByRole('gridcell', { name: /, 30 Baisakh 2081, / })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('heading', { level: 2, name: /^Jestha 2081 BS/ })).toBeVisible();
  await expect(grid.getByRole('gridcell', { name: /, 6 Jestha 2081, / })).toBeFocused();

  // Full moon of Jestha 2081 (Buddha Jayanti), as the patros print it.
  await expect(
    grid.getByRole('gridcell', { name: /, 10 Jestha 2081, 23 May 2024, Purnima/ }),
  ).toBeVisible();

  await expectNoSeriousA11yViolations(page);

  // The last month the calendar covers: projected, and no month after it.
  await page.getByLabel('Year (BS)').selectOption('2100');
  await page.getByLabel('Month', { exact: true }).selectOption('12');
  await expect(page.getByRole('heading', { level: 2, name: /^Chaitra 2100 BS/ })).toBeVisible();
  await expect(page.getByText(/Projected: the official calendar for 2100 BS/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next month' })).toBeDisabled();

  await page.getByRole('button', { name: 'Today' }).click();
  await expect(grid.locator('[aria-current="date"]')).toHaveAttribute('aria-selected', 'true');
});
