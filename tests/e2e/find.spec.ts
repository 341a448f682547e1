import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

/** Opens the command palette with a key and returns its dialog. */
/** The page listens for the shortcuts once the app has started (html[data-ready]). */
async function appStarted(page: Page) {
  await expect(page.locator('html[data-ready]')).toBeAttached();
}

async function openPalette(page: Page, key: 'Control+k' | '/') {
  await appStarted(page);
  await page.keyboard.press(key);
  const palette = page.getByRole('dialog', { name: 'Find a tool' });
  await expect(palette).toBeVisible();
  await expect(palette.getByRole('combobox', { name: 'Search tools' })).toBeFocused();
  return palette;
}

/** Tool links whose whole box lies inside the viewport. */
async function toolsOnScreen(page: Page) {
  return page.getByTestId('tool-row').evaluateAll(
    (rows) =>
      rows.filter((row) => {
        const box = row.getBoundingClientRect();
        return (
          box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth
        );
      }).length,
  );
}

test.describe('command palette', () => {
  test('finds compress, mp4 and रोपनी by keyboard and opens the tool with Enter', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    let palette = await openPalette(page, 'Control+k');
    await page.keyboard.type('compress');
    const options = palette.getByRole('option');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    const firstThree = await options.evaluateAll((els) =>
      els.slice(0, 3).map((el) => el.getAttribute('data-slug')),
    );
    expect(firstThree.sort()).toEqual(['compress-image', 'compress-pdf', 'compress-video']);
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();

    // `/` opens it when no field has focus.
    palette = await openPalette(page, '/');
    await page.keyboard.type('mp4');
    await expect(palette.getByRole('option', { name: /Video Downloader/ })).toBeVisible();
    await expect(options.first()).toHaveText(/Video/);
    await page.keyboard.press('Escape');

    palette = await openPalette(page, 'Control+k');
    await page.keyboard.type('रोपनी');
    await expect(palette.getByRole('option').first()).toHaveAttribute(
      'data-slug',
      'nepali-land-converter',
    );
    await page.keyboard.press('Enter');
    await expect(palette).toBeHidden();
    await expect(page).toHaveURL(/\/tools\/nepali-tools\/nepali-land-converter$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nepali Land Converter');
  });

  test('keeps what the visitor types while the palette is still loading', async ({ page }) => {
    // The palette loads on first use; hold its chunk back so the typing surely comes first.
    await page.route('**/assets/command-palette-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/about');
    await appStarted(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('mergx');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('e pd');
    const palette = page.getByRole('dialog', { name: 'Find a tool' });
    const input = palette.getByRole('combobox', { name: 'Search tools' });
    await expect(input).toHaveValue('merge pd');
    await expect(input).toBeFocused();
    // The next letter adds to the query (the dialog's focus must not have selected it).
    await page.keyboard.type('f');
    await expect(input).toHaveValue('merge pdf');
    await expect(palette.getByRole('option').first()).toHaveAttribute('data-slug', 'merge-pdf');
  });

  test('moves with the arrow keys and announces the active option', async ({ page }) => {
    await page.goto('/');
    const palette = await openPalette(page, 'Control+k');
    const input = palette.getByRole('combobox');
    await page.keyboard.type('pdf');
    const second = palette.getByRole('option').nth(1);
    await page.keyboard.press('ArrowDown');
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      (await second.getAttribute('id'))!,
    );
    const slug = await second.getAttribute('data-slug');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${slug}$`));
  });

  test('leaves a slash typed in a field alone', async ({ page }) => {
    await page.goto('/tools/text-utility-tools/url-encoder-decoder');
    const field = page.getByRole('textbox').first();
    await field.click();
    await page.keyboard.type('a/b');
    await expect(field).toHaveValue('a/b');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('passes axe while open', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const palette = await openPalette(page, 'Control+k');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.type('merge');
    await expect(palette.getByRole('option').first()).toHaveAttribute('data-slug', 'merge-pdf');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('header', () => {
  test('the search box finds a tool and Enter opens it', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Search tools' });
    await search.fill('merge pdf');
    const results = page.getByRole('listbox', { name: 'Search results' });
    await expect(results.getByRole('option').first()).toHaveAttribute('data-slug', 'merge-pdf');
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    await expectNoSeriousA11yViolations(page);
    await search.press('Enter');
    await expect(page).toHaveURL(/\/tools\/document-tools\/merge-pdf$/);
    await expect(search).toHaveValue('');

    // Nothing matches: Enter searches the whole index.
    await search.fill('zzzz');
    await expect(page.getByText('No tools found. Press Enter to search all tools.')).toBeVisible();
    await search.press('Enter');
    await expect(page).toHaveURL(/\/tools\?q=zzzz$/);

    // A click on a result opens it too.
    await search.fill('jpg');
    await page.getByRole('option', { name: /Image Format Converter/ }).click();
    await expect(page).toHaveURL(/\/tools\/image-tools\/image-converter$/);
  });

  test('the categories menu works by keyboard, and Privacy and Terms are in the footer only', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: /Privacy|Terms/ })).toHaveCount(0);
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }),
    ).toBeVisible();

    const trigger = banner.getByRole('button', { name: 'Categories' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();

    await page.keyboard.press('ArrowDown');
    const first = banner.getByRole('link', { name: 'Image Tools' });
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(banner.getByRole('link', { name: 'Video Tools' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(banner.getByRole('link', { name: /Conversion Tools|Unit/ }).last()).toBeFocused();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(banner.getByRole('link', { name: 'Document Tools' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tools\/document-tools$/);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('favourites and recent tools', () => {
  test('survive a reload and show on the home page and in the palette', async ({ page }) => {
    await page.goto('/tools/image-tools/compress-image');
    const star = page.getByRole('button', { name: 'Favourite: Image Compressor' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/tools/nepali-tools/nepali-date-converter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nepali Date Converter');

    // A star on the index row works the same.
    await page.goto('/tools');
    await page.getByRole('button', { name: 'Favourite: Merge PDF' }).click();
    await expect(page.getByRole('button', { name: 'Favourite: Merge PDF' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.goto('/');
    await page.reload();
    const yours = page.getByRole('region', { name: 'Your Tools' });
    const favourites = yours.getByRole('list', { name: 'Favourites' });
    await expect(favourites.getByRole('heading')).toHaveText(['Merge PDF', 'Image Compressor']);
    const recents = yours.getByRole('list', { name: 'Recently used' });
    await expect(recents.getByRole('heading')).toHaveText([
      'Nepali Date Converter',
      'Image Compressor',
    ]);
    await expect(
      yours.getByRole('button', { name: 'Favourite: Image Compressor' }).first(),
    ).toHaveAttribute('aria-pressed', 'true');

    await expectNoSeriousA11yViolations(page);

    const palette = await openPalette(page, 'Control+k');
    const groups = palette.getByRole('group');
    await expect(groups.nth(0)).toHaveAccessibleName('Favourites');
    await expect(groups.nth(0).getByRole('option')).toHaveText([/Merge PDF/, /Image Compressor/]);
    await expect(groups.nth(1)).toHaveAccessibleName('Recently used');
    await expect(groups.nth(1).getByRole('option').first()).toHaveText(/Nepali Date Converter/);
    await expect(palette.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');

    // Unstar from the home page: the list follows.
    await yours.getByRole('button', { name: 'Favourite: Merge PDF' }).first().click();
    await expect(favourites.getByRole('heading')).toHaveText(['Image Compressor']);
    await page.reload();
    await expect(page.getByRole('list', { name: 'Favourites' }).getByRole('heading')).toHaveText([
      'Image Compressor',
    ]);
  });

  test('a star set in another tab shows in this one', async ({ page }) => {
    await page.goto('/tools/document-tools/merge-pdf');
    const star = page.getByRole('button', { name: 'Favourite: Merge PDF' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    const other = await page.context().newPage();
    await other.goto('/tools/document-tools/merge-pdf');
    await other.locator('html[data-ready]').waitFor({ state: 'attached' });
    await other.getByRole('button', { name: 'Favourite: Merge PDF' }).click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await other.close();
  });

  test('a broken stored list does not break the page', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('favourite-tools', '{not json');
      localStorage.setItem('recent-tools', JSON.stringify(['no-such-tool', 42]));
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your Tools' })).toHaveCount(0);
  });
});

test.describe('tools per screen', () => {
  test('the index shows at least 15 tools on a 1366x768 screen', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/tools');
    await expect(page.getByTestId('tool-row').first()).toBeVisible();
    const count = await toolsOnScreen(page);
    console.log(`tools on a 1366x768 screen: ${count}`);
    expect(count).toBeGreaterThanOrEqual(15);
  });

  test('the index shows at least 6 tools on a 390x844 phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/tools');
    await expect(page.getByTestId('tool-row').first()).toBeVisible();
    const count = await toolsOnScreen(page);
    console.log(`tools on a 390x844 screen: ${count}`);
    expect(count).toBeGreaterThanOrEqual(6);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the drawer lists the categories and the search button opens the palette', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: /Privacy|Terms/ })).toHaveCount(0);
    await drawer.getByRole('link', { name: 'Nepali Tools' }).click();
    await expect(page).toHaveURL(/\/tools\/nepali-tools$/);
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'Find a tool' }).click();
    const palette = page.getByRole('dialog', { name: 'Find a tool' });
    await palette.getByRole('combobox').fill('तौल');
    await expect(palette.getByRole('option').first()).toHaveAttribute(
      'data-slug',
      'nepali-weight-converter',
    );
  });
});
