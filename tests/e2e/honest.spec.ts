import type { Page } from '@playwright/test';
import { mainCategories } from '../../shared/catalogue/index.ts';
import { expect, expectNoSeriousA11yViolations, test, toastLocator } from './fixtures.ts';

const metricLabels = [
  'Tools Used Today',
  'Total Conversions',
  'Avg. Processing Time',
  'Active Users',
];

const failMetrics = (page: Page) =>
  page.route('**/api/metrics/**', (route) => route.fulfill({ status: 500, body: 'down' }));

test.describe('only true numbers', () => {
  test('the metrics strip shows a dash, not a number, when the metrics fail', async ({ page }) => {
    await failMetrics(page);
    await page.goto('/');
    for (const label of metricLabels) {
      const value = page.getByTestId(`metric-${label}`);
      await expect(value).toContainText('—');
      await expect(value).toContainText('not available right now');
      await expect(value).not.toHaveText(/\d/);
    }
    // Without counts, the curated list says what it is and shows no usage badge.
    await expect(page.getByRole('heading', { name: "Editor's Picks" })).toBeVisible();
    await expect(page.locator('[data-testid^="usage-"]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('Popular Tools ranks the last 30 days of use when there is enough of it', async ({
    page,
  }) => {
    const tools = [
      ['word-counter', 120],
      ['json-formatter', 80],
      ['color-picker', 40],
      ['case-converter', 12],
      ['qr-code-generator', 9],
      ['nepali-date-converter', 5],
      ['no-longer-a-tool', 300],
    ] as const;
    await page.route('**/api/metrics/recent-tool-usage', (route) =>
      route.fulfill({
        json: { days: 30, tools: tools.map(([toolSlug, count]) => ({ toolSlug, count })) },
      }),
    );
    await page.goto('/');
    const section = page.locator('section[aria-labelledby="popular-heading"]');
    await expect(section.getByRole('heading', { name: 'Popular Tools' })).toBeVisible();
    await expect(section).toContainText('The most used tools of the last 30 days.');
    const names = section.getByRole('heading', { level: 3 });
    await expect(names).toHaveText([
      'Word Counter',
      'JSON Formatter',
      'Color Picker',
      'Case Converter',
      'QR Code Generator',
      'Nepali Date Converter',
    ]);
    await expect(section.getByTestId('usage-word-counter')).toHaveText('120 uses');
    await expect(section.getByTestId('usage-nepali-date-converter')).toHaveText('5 uses');
  });

  test('the About page states figures from the catalogue and the database only', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Everyday Tools');
    for (const claim of ['1M+', '50K+', '15+', '99.9%', 'happy users', 'uptime']) {
      await expect(page.getByText(claim)).toHaveCount(0);
    }
    await expect(page.getByTestId('figure-free tools')).toHaveText(/^\d+$/);
    const tools = Number(await page.getByTestId('figure-free tools').textContent());
    expect(tools).toBeGreaterThan(mainCategories.length);
    await expect(page.getByTestId('figure-categories')).toHaveText(String(mainCategories.length));
    await expect(page.getByTestId('figure-conversions so far')).toHaveText(/^\d+(\.\d[KM])?$/);
    await expectNoSeriousA11yViolations(page);
  });

  test('the About page shows a dash for the database figure when it cannot be loaded', async ({
    page,
  }) => {
    await failMetrics(page);
    await page.goto('/about');
    const conversions = page.getByTestId('figure-conversions so far');
    await expect(conversions).toContainText('not available right now');
    await expect(conversions).not.toHaveText(/\d/);
  });

  test('no social link or support address appears when none is configured', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    await expect(page.getByRole('list', { name: 'Social media' })).toHaveCount(0);
    await expect(
      page.getByRole('link', { name: /facebook|instagram|youtube|twitter/i }),
    ).toHaveCount(0);
    await expect(page.getByRole('link', { name: /@/ })).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Contact details' })).toHaveCount(0);
  });
});

test.describe('no interruptions', () => {
  test.describe('the first-visit tutorial', () => {
    test.use({ skipTutorial: false });

    test('never opens on a tool page, and leaves the field being typed in alone', async ({
      page,
    }) => {
      await page.goto('/tools/text-utility-tools/json-formatter');
      const input = page.getByLabel('JSON input');
      await input.click();
      await input.pressSequentially('{"typing": true', { delay: 150 });
      await page.waitForTimeout(1000);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(input).toBeFocused();
      await expect(input).toHaveValue('{"typing": true');
      expect(await page.evaluate(() => localStorage.getItem('tutorial-completed'))).toBeNull();
    });

    test('does not take focus from a field in use on the home page', async ({ page }) => {
      await page.goto('/');
      // The home page has no field of its own yet: a stand-in field, focused before the delay ends.
      await page.evaluate(() => {
        const field = document.createElement('input');
        field.setAttribute('aria-label', 'Stand-in field');
        document.getElementById('main-content')?.prepend(field);
        field.focus();
      });
      await page.keyboard.type('typing');
      await page.waitForTimeout(2500);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByLabel('Stand-in field')).toBeFocused();
    });
  });

  test('an instant tool shows its result in place with no toast, and its error once', async ({
    page,
  }) => {
    await page.goto('/tools/text-utility-tools/json-formatter');
    const input = page.getByLabel('JSON input');
    await input.fill('{"a":[1,2]}');
    await page.getByRole('button', { name: 'Format', exact: true }).click();
    await expect(page.getByLabel('Formatted JSON')).toHaveValue(
      '{\n  "a": [\n    1,\n    2\n  ]\n}',
    );
    await expect(toastLocator(page)).toHaveCount(0);

    await input.fill('{"a": }');
    await page.getByRole('button', { name: 'Format', exact: true }).click();
    await expect(page.getByText('Invalid JSON format. Please check your input.')).toHaveCount(1);
    await expect(toastLocator(page)).toHaveCount(0);
    await page.waitForTimeout(500);
    await expect(toastLocator(page)).toHaveCount(0);
  });

  test.describe('with the clipboard allowed', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('the copy confirmation stays', async ({ page }) => {
      await page.goto('/tools/text-utility-tools/json-formatter');
      await page.getByLabel('JSON input').fill('[1]');
      await page.getByRole('button', { name: 'Format', exact: true }).click();
      await page.getByRole('button', { name: 'Copy' }).click();
      await expect(toastLocator(page)).toHaveCount(1);
      await expect(toastLocator(page)).toContainText('Copied to clipboard!');
    });
  });
});
