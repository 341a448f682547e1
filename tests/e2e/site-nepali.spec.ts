import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

/**
 * The site pages in Nepali at /ne/: about, a legal page with its note that the
 * English text prevails, a feature page, the contact form and the tutorial; each passes axe.
 */

test.describe('the site pages in Nepali', () => {
  test('the about page speaks Nepali', async ({ page }) => {
    await page.goto('/ne/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Everyday Tools को बारेमा');
    await expect(page.getByRole('heading', { name: 'हाम्रो लक्ष्य' })).toBeVisible();
    await expect(page.getByText('Our mission')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('the privacy policy speaks Nepali and links to the English text, which prevails', async ({
    page,
  }) => {
    await page.goto('/ne/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('गोपनीयता नीति');
    await expect(page.getByRole('heading', { name: 'तपाईंले अपलोड गर्ने फाइलहरू' })).toBeVisible();
    await expect(page.getByText('अङ्ग्रेजी पाठ नै मान्य हुनेछ')).toBeVisible();
    const english = page.getByRole('link', { name: 'अङ्ग्रेजी पाठ पढ्नुहोस्' });
    await expect(english).toHaveAttribute('href', '/privacy');
    await expect(english).toHaveAttribute('hreflang', 'en');
    await expectNoSeriousA11yViolations(page);

    await english.click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  });

  test('a feature page speaks Nepali', async ({ page }) => {
    await page.goto('/ne/features/merge-pdf');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('PDF फाइलहरूलाई एउटैमा जोड्नुहोस्');
    await expect(page.getByRole('heading', { name: 'यसले कसरी काम गर्छ' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test('the contact form asks in Nepali', async ({ page }) => {
  await page.goto('/ne/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('हामीलाई सम्पर्क गर्नुहोस्');
  await page.getByRole('button', { name: 'सन्देश पठाउनुहोस्' }).click();
  await expect(page.getByText('पहिलो नाम चाहिन्छ')).toBeVisible();
  await expect(page.getByText('कृपया विषय छान्नुहोस्')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test.describe('the tutorial in Nepali', () => {
  test.use({ skipTutorial: false });

  test('shows its steps and buttons in Nepali', async ({ page }) => {
    await page.goto('/ne/');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible({ timeout: 5000 });
    await expect(dialog).toContainText('Everyday Tools मा स्वागत छ');
    await expect(dialog).toContainText('चरण 1 / 4');
    await dialog.getByRole('button', { name: 'अर्को' }).click();
    await expect(dialog).toContainText('फाइलहरू यहाँ राख्नुहोस्');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'परिचय छोड्नुहोस्' }).click();
    await expect(dialog).toHaveCount(0);
  });
});
