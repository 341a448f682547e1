import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { makeImage } from '../support/jobs.ts';
import { makePhoto } from '../support/photos.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { downloadBy, tile } from './page-actions.ts';

test.describe('image compress and resize', () => {
  test('compresses one photo and compares before and after with the keyboard', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/tools/image-tools/compress-image');
    const photo = await makePhoto(640, 480, 'jpeg');
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles([{ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: photo }]);
    await tile(page, 'WebP');
    const estimate = page.getByTestId('size-estimate');
    await expect(estimate).toContainText('Estimate at this quality');
    const before = await estimate.textContent();
    const quality = page.getByLabel(/^Quality: 80/);
    await quality.focus();
    for (let i = 0; i < 40; i++) await page.keyboard.press('ArrowLeft');
    await expect(page.getByLabel(/^Quality: 40/)).toBeVisible();
    await expect(estimate).not.toHaveText(before ?? '');
    await expect(estimate).toContainText('Estimate at this quality');

    await page.getByRole('button', { name: 'Compress image' }).click();
    await expect(page.getByTestId('size-summary')).toContainText('smaller', { timeout: 60_000 });
    const slider = page.getByRole('slider', { name: 'Before and after: move to compare' });
    await expect(slider).toHaveValue('50');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('End');
    await expect(slider).toHaveValue('100');
    await page.keyboard.press('Home');
    await expect(slider).toHaveValue('0');
    await expect(page.getByRole('img', { name: 'Compressed' })).toBeVisible();

    const { download, bytes } = await downloadBy(page, /^Download/);
    expect(download.suggestedFilename()).toBe('holiday.webp');
    expect(bytes.length).toBeLessThan(photo.length);
    const metadata = await sharp(bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 640, 480]);
    await expectNoSeriousA11yViolations(page);
  });

  test('resizes a batch into a ZIP, each image under its own name', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/tools/image-tools/resize-image');
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles([
        { name: 'a.png', mimeType: 'image/png', buffer: await makeImage(400, 200) },
        { name: 'b.jpg', mimeType: 'image/jpeg', buffer: await makeImage(300, 300, 'jpeg') },
        { name: 'c.webp', mimeType: 'image/webp', buffer: await makeImage(200, 400, 'webp') },
      ]);
    await page.getByLabel('Width in pixels').fill('100');
    await page.getByLabel('Height in pixels').fill('100');
    await tile(page, 'Fill and crop');
    await page.getByRole('button', { name: 'Resize 3 images' }).click();
    const { download, bytes } = await downloadBy(page, /^Download ZIP/);
    expect(download.suggestedFilename()).toBe('resized-images.zip');
    const entries = unzipSync(new Uint8Array(bytes));
    expect(Object.keys(entries)).toEqual(['a.png', 'b.jpg', 'c.webp']);
    for (const data of Object.values(entries)) {
      const metadata = await sharp(Buffer.from(data)).metadata();
      expect([metadata.width, metadata.height]).toEqual([100, 100]);
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('converts two images into a ZIP of both, each under its own name', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/tools/image-tools/image-converter');
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles([
        { name: 'one.png', mimeType: 'image/png', buffer: await makeImage(60, 40) },
        { name: 'two.webp', mimeType: 'image/webp', buffer: await makeImage(40, 60, 'webp') },
      ]);
    await tile(page, 'JPG');
    await page.getByRole('button', { name: 'Convert 2 Images' }).click();
    const { download, bytes } = await downloadBy(page, /^Download ZIP/);
    expect(download.suggestedFilename()).toBe('converted-images.zip');
    expect(Object.keys(unzipSync(new Uint8Array(bytes)))).toEqual(['one.jpg', 'two.jpg']);
    await expectNoSeriousA11yViolations(page);
  });

  test('says why a resize cannot start before anything is sent', async ({ page }) => {
    await page.goto('/tools/image-tools/resize-image');
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles([{ name: 'a.png', mimeType: 'image/png', buffer: await makeImage(40, 20) }]);
    await expect(page.getByText('Give a width, a height or a percentage')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resize image' })).toBeDisabled();
    await tile(page, 'Percentage');
    await expect(page.getByRole('button', { name: 'Resize image' })).toBeEnabled();
  });
});
