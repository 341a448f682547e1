import { expect, expectNoSeriousA11yViolations, recordAnnouncements, test } from './fixtures.ts';

test.describe('site shell', () => {
  test('navigates home → tools → search → category → tool', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Everyday Tools. One Smart Toolbox.');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Everyday Tools. One Smart Toolbox.',
    );

    await page.getByRole('link', { name: 'Explore Tools' }).click();
    await expect(page).toHaveURL(/\/tools$/);
    await expect(page).toHaveTitle('Everyday Tools | All Tools');
    await expect(page.getByRole('link', { name: 'Tools', exact: true }).first()).toHaveAttribute(
      'aria-current',
      'page',
    );

    const search = page.getByPlaceholder('Search tools...');
    await search.fill('zzzz');
    await expect(page.getByRole('heading', { name: 'No tools found' })).toBeVisible();
    await search.fill('ropani');
    await expect(page).toHaveURL(/\?q=ropani/);
    await expect(page.getByRole('heading', { name: 'Nepali Land Converter' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'JSON Formatter' })).toHaveCount(0);
    await search.fill('');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Nepali Tools' }).click();
    await expect(page).toHaveURL(/\/tools\/nepali-tools$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nepali Tools');
    await expect(page).toHaveTitle('Everyday Tools | Nepali Tools');

    await page.getByRole('link', { name: 'Use Tool: Nepali Date Converter' }).click();
    await expect(page).toHaveURL(/\/tools\/nepali-tools\/nepali-date-converter$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nepali Date Converter');
    await expect(page).toHaveTitle('Nepali Date Converter | Everyday Tools');
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(/\/tools\/nepali-tools\/nepali-date-converter$/);
    await expect(page.getByRole('heading', { name: 'Try Other Helpful Tools' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View All Tools' })).toHaveAttribute(
      'href',
      '/tools',
    );
  });

  test('shows the metrics strip and the editor picks while there is little use', async ({
    page,
  }) => {
    // Other tests add uses to the shared server; this one sees a quiet month.
    await page.route('**/api/metrics/recent-tool-usage', (route) =>
      route.fulfill({ json: { days: 30, tools: [{ toolSlug: 'json-formatter', count: 3 }] } }),
    );
    await page.goto('/');
    await expect(page.getByTestId('metric-Active Users')).toHaveText(/^\d+(\.\d)?[KM]?$/);
    // A dash until some job on the shared test server has finished, then seconds.
    await expect(page.getByTestId('metric-Avg. Processing Time')).toHaveText(
      /^(\d+\.\ds|—no job has finished yet)$/,
    );
    // A fresh test server has too few uses in 30 days to rank: the curated list says so.
    await expect(page.getByRole('heading', { name: "Editor's Picks" })).toBeVisible();
    await expect(page.getByText(/too few uses were recorded in the last 30 days/)).toBeVisible();
    await expect(page.getByTestId('usage-json-formatter')).toHaveText('3 uses');
    await expect(page.getByTestId('usage-case-converter')).toHaveCount(0);
    await expect(
      page.getByRole('link', { name: 'Use Tool: Image Format Converter' }),
    ).toHaveAttribute('href', '/tools/image-tools/image-converter');
    await expect(page.getByText(/© \d{4} Everyday Tools/)).toContainText(
      String(new Date().getFullYear()),
    );
  });

  test('shows four pulsing placeholders while the metrics load', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/metrics/dashboard', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByTestId('metric-placeholder')).toHaveCount(4);
    release();
    await expect(page.getByTestId('metric-placeholder')).toHaveCount(0);
    await expect(page.getByTestId('metric-Total Conversions')).toBeVisible();
  });

  test('answers an unknown address with the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse Tools' }).click();
    await expect(page).toHaveURL(/\/tools$/);
  });

  test('says Category not found for an unknown category', async ({ page }) => {
    const response = await page.goto('/tools/no-such-category');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Category not found' })).toBeVisible();
  });

  test('lets a keyboard user skip to the main content', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });
});

test('names icon-only buttons in a tooltip, on hover and on keyboard focus', async ({ page }) => {
  await page.goto('/tools/international-unit-tools/energy-converter');
  const swap = page.getByRole('button', { name: 'Swap units' });
  await swap.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Swap units');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toBeHidden();
  await page.mouse.move(0, 0);
  await swap.focus();
  await expect(page.getByRole('tooltip')).toHaveText('Swap units');
});

test.describe('accessibility settings', () => {
  test('toggle root classes, announce changes and persist across reload', async ({ page }) => {
    const announced = await recordAnnouncements(page);
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveClass(/font-normal/);

    await page.getByRole('button', { name: 'Accessibility settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Accessibility settings' });
    await expect(dialog).toBeVisible();
    await expect.poll(announced).toContain('Accessibility menu opened');

    await dialog.getByRole('switch', { name: 'High contrast' }).click();
    await expect(html).toHaveClass(/high-contrast/);
    await expect.poll(announced).toContain('High contrast mode enabled');
    // Announcements clear themselves after a second.
    await expect(page.getByTestId('a11y-announcer')).toHaveText('', { timeout: 3000 });

    await dialog.getByRole('switch', { name: 'Reduced motion' }).click();
    await expect(html).toHaveClass(/reduced-motion/);
    await dialog.getByText('Extra Large').click();
    await expect(html).toHaveClass(/font-xl/);
    await expect(html).not.toHaveClass(/font-normal/);
    await expect.poll(announced).toContain('Font size changed to Extra Large');
    await dialog.getByRole('switch', { name: 'Screen reader mode' }).click();
    await expect(html).toHaveClass(/screen-reader-mode/);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Accessibility settings' })).toBeFocused();

    await page.reload();
    await expect(html).toHaveClass(/high-contrast/);
    await expect(html).toHaveClass(/reduced-motion/);
    await expect(html).toHaveClass(/font-xl/);
    await expect(html).toHaveClass(/screen-reader-mode/);
    expect(await page.evaluate(() => localStorage.getItem('accessibility-font-size'))).toBe('xl');

    await page.getByRole('button', { name: 'Accessibility settings' }).click();
    await page.getByRole('button', { name: 'Reset to Defaults' }).click();
    await expect.poll(announced).toContain('Accessibility settings reset to defaults');
    await expect(html).toHaveClass(/font-normal/);
    await expect(html).not.toHaveClass(/high-contrast|reduced-motion|screen-reader-mode|font-xl/);
  });

  test('follow the system preference for contrast and motion on first load', async ({
    browser,
  }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce', contrast: 'more' });
    const page = await context.newPage();
    await page.addInitScript(() => window.localStorage.setItem('tutorial-completed', 'true'));
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/high-contrast/);
    await expect(page.locator('html')).toHaveClass(/reduced-motion/);
    await context.close();
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('opens the menu drawer, navigates and never scrolls sideways', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'About' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Everyday Tools');
    for (const path of ['/', '/tools', '/contact', '/tools/image-tools']) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('axe', () => {
  for (const path of [
    '/',
    '/tools',
    '/tools/image-tools',
    '/contact',
    '/about',
    '/privacy',
    '/no-such-page',
  ]) {
    test(`finds no serious violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('finds no serious violation in high contrast mode or in the settings dialog', async ({
    page,
  }) => {
    await page.addInitScript(() =>
      window.localStorage.setItem('accessibility-high-contrast', 'true'),
    );
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Accessibility settings' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
