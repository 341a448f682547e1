import { expect, test } from './fixtures.ts';

test('sends events to gtag when the page has it', async ({ page }) => {
  await page.addInitScript(() => {
    const events: unknown[][] = [];
    (window as unknown as { __events: unknown[][] }).__events = events;
    window.gtag = (...args: unknown[]) => void events.push(args);
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __events: unknown[][] }).__events))
    .toContainEqual(['event', 'page_view', { page_path: '/' }]);
  expect(warnings.filter((w) => w.includes('Analytics tracking is disabled'))).toEqual([]);
});

test('warns once in the console when there is no analytics function', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/');
  await expect
    .poll(() => warnings.filter((w) => w.includes('Analytics tracking is disabled')).length)
    .toBe(1);
});

test.describe('tutorial events', () => {
  test.use({ skipTutorial: false });

  test('tracks start, steps and completion', async ({ page }) => {
    await page.addInitScript(() => {
      const events: string[] = [];
      (window as unknown as { __events: string[] }).__events = events;
      window.gtag = (_command: string, name: string) => void events.push(name);
    });
    await page.goto('/');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible({ timeout: 5000 });
    for (let i = 0; i < 3; i++) await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Get Started' }).click();
    const events = await page.evaluate(
      () => (window as unknown as { __events: string[] }).__events,
    );
    expect(events.filter((e) => e.startsWith('tutorial_'))).toEqual([
      'tutorial_start',
      'tutorial_step',
      'tutorial_step',
      'tutorial_step',
      'tutorial_step',
      'tutorial_complete',
    ]);
  });
});
