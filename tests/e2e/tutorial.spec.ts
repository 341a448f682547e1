import { expect, test } from './fixtures.ts';

test.use({ skipTutorial: false });

test('shows the four-step tutorial once, 1.5 s after the first load', async ({ page }) => {
  // Note when the app first renders and when the dialog first appears, in the page's own clock.
  await page.addInitScript(() => {
    const times: Record<string, number> = {};
    (window as unknown as { __times: Record<string, number> }).__times = times;
    new MutationObserver(() => {
      if (!times.app && document.querySelector('#root main')) times.app = performance.now();
      if (!times.dialog && document.querySelector('[role="dialog"]'))
        times.dialog = performance.now();
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto('/');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 5000 });
  const times = await page.evaluate(
    () => (window as unknown as { __times: Record<string, number> }).__times,
  );
  expect(times.dialog! - times.app!).toBeGreaterThanOrEqual(1450);
  await expect(dialog).toContainText('Welcome to Everyday Tools');
  await expect(dialog.getByRole('button', { name: 'Previous' })).toBeDisabled();

  const steps = ['Drop your files in', 'Find any tool fast', 'Follow your work'];
  for (const title of steps) {
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog).toContainText(title);
  }
  await expect(dialog.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Previous' }).click();
  await expect(dialog).toContainText('Find any tool fast');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Get Started' }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('tutorial-completed'))).toBe('true');

  await page.reload();
  await page.waitForTimeout(2500);
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByRole('button', { name: 'Take the tour' }).click();
  await expect(page.getByRole('dialog')).toContainText('Welcome to Everyday Tools');
  await page.getByRole('button', { name: 'Skip Tutorial' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('tutorial-completed'))).toBe('true');
});

test('closing the tutorial counts as done', async ({ page }) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 4000 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('tutorial-completed'))).toBe('true');
});

test('waits for the home page when the visit starts elsewhere', async ({ page }) => {
  await page.goto('/about');
  await page.waitForTimeout(2500);
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog')).toContainText('Welcome to Everyday Tools', {
    timeout: 5000,
  });
});

test('Take the tour on a tool page opens it on the home page', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('tutorial-completed', 'true'));
  await page.goto('/tools/text-utility-tools/json-formatter');
  await page.getByRole('button', { name: 'Take the tour' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog')).toContainText('Welcome to Everyday Tools');
});
