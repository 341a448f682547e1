import type { Page } from '@playwright/test';
import { expect, expectToast, test } from './fixtures.ts';

async function fillForm(page: Page) {
  await page.getByLabel('First name').fill('Sita');
  await page.getByLabel('Last name').fill('Sharma');
  await page.getByLabel('Email').fill('sita@example.com');
  await page.getByLabel('Subject').selectOption('feature');
  await page.getByLabel('Message').fill('A tool for Nepali number words, please.');
}

async function captchaSum(page: Page): Promise<number> {
  const label = await page.getByText(/Security check: what is \d+ \+ \d+\?/).textContent();
  const [, a, b] = label?.match(/(\d+) \+ (\d+)/) ?? [];
  return Number(a) + Number(b);
}

test('sends a message and resets the form', async ({ page }) => {
  await page.goto('/contact');
  // The test server sets no SUPPORT_EMAIL or POSTAL_ADDRESS: no placeholder stands in for them.
  await expect(page.getByRole('link', { name: /@/ })).toHaveCount(0);
  await expect(page.getByText('Durbar Marg')).toHaveCount(0);
  await fillForm(page);
  const sum = await captchaSum(page);
  await page.getByLabel(/Security check/).fill(String(sum));
  const sent = page.waitForResponse((r) => r.url().includes('contact.send'));
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await sent).status()).toBe(200);
  await expectToast(
    page,
    'Message sent successfully!',
    "We'll get back to you at the email address you gave.",
  );
  await expect(page.getByLabel('First name')).toHaveValue('');
  await expect(page.getByLabel(/Security check/)).toHaveValue('');
});

test('refuses a wrong captcha, sends nothing and draws a new sum', async ({ page }) => {
  await page.goto('/contact');
  await fillForm(page);
  const sum = await captchaSum(page);
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().includes('contact.send')) sent++;
  });
  const before = await page.getByText(/Security check/).textContent();
  await page.getByLabel(/Security check/).fill(String(sum + 1));
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expectToast(
    page,
    'Captcha failed',
    'Please solve the math problem correctly.',
    'destructive',
  );
  await expect(page.getByLabel(/Security check/)).toHaveValue('');
  expect(sent).toBe(0);
  await expect(page.getByLabel('First name')).toHaveValue('Sita');
  const after = await page.getByText(/Security check/).textContent();
  // A new sum is drawn (the same two numbers again is possible, so only check it is a sum).
  expect(after).toMatch(/what is \d+ \+ \d+\?/);
  expect(before).toMatch(/what is \d+ \+ \d+\?/);
});

test('shows field errors next to the fields and sends nothing', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Please select a topic')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
});

test('shows the error toast when the server refuses', async ({ page }) => {
  await page.route('**/api/trpc/contact.send**', (route) =>
    route.fulfill({ status: 500, body: '{}' }),
  );
  await page.goto('/contact');
  await fillForm(page);
  await page.getByLabel(/Security check/).fill(String(await captchaSum(page)));
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expectToast(page, 'Error sending message', 'Please try again later.', 'destructive');
  await expect(page.getByLabel('First name')).toHaveValue('Sita');
});
