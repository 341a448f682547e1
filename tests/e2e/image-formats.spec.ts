import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { makePhoto } from '../support/photos.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { downloadBy } from './page-actions.ts';

/** A phone photo as an iPhone saves it: HEIC, made by libheif's heif-enc from a made JPEG. */
async function heicPhoto(): Promise<Buffer> {
  const folder = mkdtempSync(join(tmpdir(), 'e2e-heic-'));
  try {
    writeFileSync(join(folder, 'photo.jpg'), await makePhoto(320, 240, 'jpeg'));
    execFileSync('heif-enc', [
      '-q',
      '70',
      '-o',
      join(folder, 'photo.heic'),
      join(folder, 'photo.jpg'),
    ]);
    return readFileSync(join(folder, 'photo.heic'));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Drops a file on the drop zone as a browser does: no declared type for a .heic on Linux. */
async function drop(page: Page, name: string, bytes: Buffer) {
  const transfer = await page.evaluateHandle(
    ({ name, base64 }) => {
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([data], name, { type: '' }));
      return transfer;
    },
    { name, base64: bytes.toString('base64') },
  );
  await page
    .locator('div')
    .filter({ has: page.locator('input[type=file]') })
    .last()
    .dispatchEvent('drop', { dataTransfer: transfer });
}

test('a HEIC dropped on the compressor comes back as a JPEG under its own name', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/tools/image-tools/compress-image');
  await drop(page, 'IMG_0042.heic', await heicPhoto());
  await page.getByRole('button', { name: 'Compress image' }).click();
  const { download, bytes } = await downloadBy(page, /^Download/);
  expect(download.suggestedFilename()).toBe('IMG_0042.jpg');
  const metadata = await sharp(bytes).metadata();
  expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 320, 240]);
  expect(metadata.exif).toBeUndefined();
});

test('Rotate Image by keyboard: a half turn and a mirror', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/tools/image-tools/rotate-image');
  const original = await makePhoto(300, 200, 'png');
  await expectNoSeriousA11yViolations(page);
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles([{ name: 'wide.png', mimeType: 'image/png', buffer: original }]);
  await page.getByRole('radio', { name: '90° clockwise', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '180° clockwise', exact: true })).toBeChecked();
  await page.getByRole('radio', { name: 'None', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Left to right', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Rotate image', exact: true }).focus();
  await page.keyboard.press('Enter');
  const { download, bytes } = await downloadBy(page, /^Download/);
  expect(download.suggestedFilename()).toBe('wide.png');
  const metadata = await sharp(bytes).metadata();
  expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 300, 200]);
  // A half turn mirrored left to right is the picture upside down, pixel for pixel.
  const [got, expected] = await Promise.all([
    sharp(bytes).removeAlpha().raw().toBuffer(),
    sharp(original).flip().removeAlpha().raw().toBuffer(),
  ]);
  expect(got.equals(expected)).toBe(true);
  await expectNoSeriousA11yViolations(page);
});

test('Watermark Image by keyboard: Nepali text at the bottom', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/tools/image-tools/watermark-image');
  await expectNoSeriousA11yViolations(page);
  const photo = await makePhoto(400, 300, 'jpeg');
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles([{ name: 'shop.jpg', mimeType: 'image/jpeg', buffer: photo }]);
  const button = page.getByRole('button', { name: 'Add watermark' });
  await expect(button).toBeDisabled();
  await page.getByLabel('Watermark text').focus();
  await page.keyboard.insertText('राम स्टुडियो');
  await page.getByRole('radio', { name: 'Bottom right', exact: true }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: 'Bottom', exact: true })).toBeChecked();
  await button.focus();
  await page.keyboard.press('Enter');
  const { download, bytes } = await downloadBy(page, /^Download/);
  expect(download.suggestedFilename()).toBe('shop.jpg');
  const metadata = await sharp(bytes).metadata();
  expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 400, 300]);
  await expectNoSeriousA11yViolations(page);
});
