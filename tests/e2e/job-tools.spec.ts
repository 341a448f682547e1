import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { makeImage, makePdf } from '../support/jobs.ts';
import { expect, expectNoSeriousA11yViolations, recordShown, test } from './fixtures.ts';
import { choose, downloadBy, tile, toastText } from './page-actions.ts';

/** A made photo: a red disc and a brown block on a plain sky-blue background. */
function photo(width = 900, height = 600): Promise<Buffer> {
  return sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#9cc3e6"/><circle cx="${width / 2}" cy="${height * 0.45}" r="${Math.min(width, height) * 0.28}" fill="#e4572e"/><rect x="${width / 2 - 50}" y="${height * 0.7}" width="100" height="${height * 0.3}" fill="#6b4226"/></svg>`,
    ),
  )
    .jpeg()
    .toBuffer();
}

async function alphaAt(png: Buffer, x: number, y: number): Promise<number> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return data[(y * info.width + x) * info.channels + 3] as number;
}

const progress = (page: Page) => page.getByTestId('job-progress');

/** The links between Images to PDF and PDF to Images, drawn as tabs. */
const pdfTab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'PDF and images' }).getByRole('link', { name, exact: true });

test.describe('server tools in the browser', () => {
  test('AI Background Removal cuts out the subject', async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto('/tools/image-tools/remove-background');
    await expect(page.getByRole('button', { name: 'Remove Background' })).toBeDisabled();
    await choose(page, [{ name: 'sky.jpg', mimeType: 'image/jpeg', buffer: await photo() }]);
    await expect(page.getByText('sky.jpg')).toBeVisible();
    await page.getByRole('button', { name: 'Remove Background' }).click();
    await expect(progress(page)).toBeVisible();
    // The model reports nothing while it looks for the subject: elapsed time, no time left.
    await expect(progress(page)).toContainText(/Finding the subject\s*\d+ s elapsed/, {
      timeout: 120_000,
    });
    await expect(progress(page)).not.toContainText('left');
    await expect(toastText(page, 'Background removed successfully!')).toBeVisible({
      timeout: 180_000,
    });
    await expect(
      page.getByRole('img', { name: 'The cut-out with its background removed' }),
    ).toBeVisible();
    const { download, bytes } = await downloadBy(page, /Download Result/);
    expect(download.suggestedFilename()).toBe('sky-no-background.png');
    const metadata = await sharp(bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.hasAlpha]).toEqual([
      'png',
      900,
      600,
      true,
    ]);
    expect(await alphaAt(bytes, 2, 2)).toBeLessThan(40);
    expect(await alphaAt(bytes, 450, 270)).toBeGreaterThan(200);
    await expectNoSeriousA11yViolations(page);
  });

  test('Image Cropping Tool previews and crops a ratio and a free-form box', async ({ page }) => {
    await page.goto('/tools/image-tools/crop-image');
    await choose(page, [
      { name: 'wide.jpg', mimeType: 'image/jpeg', buffer: await photo(900, 600) },
    ]);
    await expect(page.getByText('900x600 pixels')).toBeVisible();
    await tile(page, 'Widescreen 16:9');
    await expect(page.getByText('The result will be 900x506 pixels.')).toBeVisible();
    await expect(page.getByTestId('crop-box')).toBeVisible();
    await tile(page, 'Free Form');
    await page.getByLabel('Width').fill('300');
    await page.getByLabel('Height').fill('200');
    await page.getByLabel('Left (X)').fill('100');
    await expect(page.getByText('The result will be 300x200 pixels.')).toBeVisible();
    await page.getByRole('button', { name: 'Crop Image' }).click();
    await expect(toastText(page, 'Image cropped successfully!')).toBeVisible({ timeout: 60_000 });
    const { download, bytes } = await downloadBy(page, /Download Cropped Image/);
    expect(download.suggestedFilename()).toBe('wide-cropped.png');
    const metadata = await sharp(bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 300, 200]);
    await expectNoSeriousA11yViolations(page);
  });

  test('Transform Image Shapes makes a star from the shape grid', async ({ page }) => {
    await page.goto('/tools/image-tools/transform-shapes');
    await choose(page, [
      { name: 'p.png', mimeType: 'image/png', buffer: await makeImage(500, 500) },
    ]);
    await tile(page, 'Star');
    await expect(page.getByLabel('Shape', { exact: true })).toHaveValue('star');
    await page.getByRole('button', { name: 'Transform Shape' }).click();
    await expect(toastText(page, 'Image transformed successfully!')).toBeVisible({
      timeout: 60_000,
    });
    const { download, bytes } = await downloadBy(page, /Download Transformed Image/);
    expect(download.suggestedFilename()).toBe('p-star.png');
    const metadata = await sharp(bytes).metadata();
    expect([metadata.width, metadata.height, metadata.hasAlpha]).toEqual([400, 400, true]);
    expect(await alphaAt(bytes, 5, 395)).toBe(0);
    expect(await alphaAt(bytes, 200, 220)).toBe(255);
    await expectNoSeriousA11yViolations(page);
  });

  test('Image to GIF makes a GIF of the frames in order with the chosen duration', async ({
    page,
  }) => {
    // Two small frames can be done before a look at the progress panel comes round.
    const progressShown = await recordShown(page, 'job-progress');
    await page.goto('/tools/image-tools/image-to-gif');
    await choose(page, [
      {
        name: 'red.png',
        mimeType: 'image/png',
        buffer: await makeImage(200, 150, 'png', '#d62f2f'),
      },
      {
        name: 'green.png',
        mimeType: 'image/png',
        buffer: await makeImage(200, 150, 'png', '#2fd65a'),
      },
      {
        name: 'blue.png',
        mimeType: 'image/png',
        buffer: await makeImage(200, 150, 'png', '#2f4fd6'),
      },
    ]);
    await page.getByRole('button', { name: 'Remove frame 2 (green.png)' }).click();
    await page.getByRole('button', { name: 'Move frame 2 up' }).click();
    const thumb = page.getByRole('slider', { name: 'Frame duration in seconds' });
    await thumb.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    await expect(page.getByText('1.5 s')).toBeVisible();
    await page.getByLabel('Text overlay (optional)').fill('Hi!');
    await page.getByRole('button', { name: 'Create GIF' }).click();
    await expect.poll(progressShown).toBe(true);
    await expect(toastText(page, 'GIF created successfully!')).toBeVisible({ timeout: 60_000 });
    const { download, bytes } = await downloadBy(page, /Download GIF/);
    expect(download.suggestedFilename()).toBe('created.gif');
    const metadata = await sharp(bytes, { animated: true }).metadata();
    expect([metadata.pages, metadata.loop]).toEqual([2, 0]);
    expect(metadata.delay).toEqual([1500, 1500]);
    // Blue was moved before red.
    const { data } = await sharp(bytes, { page: 0 }).raw().toBuffer({ resolveWithObject: true });
    expect((data[2] as number) > (data[0] as number)).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });

  test('Image Format Converter shows the format and converts to WebP', async ({ page }) => {
    await page.goto('/tools/image-tools/image-converter');
    await choose(page, [
      { name: 'photo.png', mimeType: 'image/png', buffer: await makeImage(320, 240) },
    ]);
    await expect(page.getByText('Current format: PNG')).toBeVisible();
    // JPG and JPEG are one format, so one choice.
    await expect(page.getByRole('radio', { name: /jpe?g/i })).toHaveCount(1);
    await tile(page, 'WebP');
    await page.getByRole('button', { name: 'Convert Image' }).click();
    await expect(toastText(page, 'Image converted successfully!')).toBeVisible({ timeout: 60_000 });
    const { download, bytes } = await downloadBy(page, /^Download/);
    expect(download.suggestedFilename()).toBe('photo.webp');
    expect((await sharp(bytes).metadata()).format).toBe('webp');
    await expectNoSeriousA11yViolations(page);
  });

  test('Images to PDF makes a PDF; its tab links to PDF to Images and back clear the tool', async ({
    page,
  }) => {
    await page.goto('/tools/image-tools/images-to-pdf');
    await choose(page, [
      { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await photo(400, 300) },
      { name: 'b.png', mimeType: 'image/png', buffer: await makeImage(200, 400) },
    ]);
    await page.getByRole('button', { name: 'Create PDF' }).click();
    await expect(toastText(page, 'PDF created successfully!')).toBeVisible({ timeout: 60_000 });
    const pdf = await downloadBy(page, /Download PDF/);
    expect(pdf.download.suggestedFilename()).toBe('created.pdf');
    const document = await PDFDocument.load(pdf.bytes);
    expect(document.getPages().map((p) => [p.getWidth(), p.getHeight()])).toEqual([
      [300, 225],
      [150, 300],
    ]);

    await pdfTab(page, 'PDF to Images').click();
    await expect(page).toHaveURL(/\/tools\/image-tools\/pdf-to-images$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('PDF to Images');
    await pdfTab(page, 'Images to PDF').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Images to PDF');
    await expect(page.getByRole('link', { name: /Download PDF/ })).toHaveCount(0);
    await expect(page.getByText('a.jpg')).toHaveCount(0);

    await expectNoSeriousA11yViolations(page);
  });

  test('PDF to Images converts every page, previews one and says what went wrong', async ({
    page,
  }) => {
    // Its waits allow the 200 A2 pages two minutes on a loaded machine; so must the test.
    test.setTimeout(180_000);
    // A percent shows only while a time left is known, which a job needs a second or so to
    // give; 200 blank A2 pages take about 3 s on an idle 2-core machine (25 took 0.5 s, too
    // short to show one), and the panel is watched throughout rather than polled.
    const progressWithPercent = await recordShown(
      page,
      'job-progress',
      /Rendering page \d+ of 200[\s\S]*\d+%/,
    );
    await page.goto('/tools/image-tools/pdf-to-images');
    await page.getByRole('button', { name: 'Convert to Images' }).click();
    await expect(toastText(page, 'No File Selected')).toBeVisible();
    await expect(toastText(page, 'Please select a PDF file to convert')).toBeVisible();
    await choose(page, [
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
    ]);
    // A refused file is said inside the drop zone, once.
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please select a valid PDF file' }),
    ).toHaveCount(1);

    await choose(page, [
      { name: 'long.pdf', mimeType: 'application/pdf', buffer: await makePdf(200, [1191, 1684]) },
    ]);
    await page.getByRole('button', { name: 'Convert to Images' }).click();
    await expect(page.getByRole('button', { name: 'Converting...' })).toBeVisible();
    await expect(toastText(page, 'PDF Converted')).toBeVisible({ timeout: 120_000 });
    expect(await progressWithPercent()).toBe(true);
    await page.getByRole('button', { name: 'Preview page 2 of 200' }).click();
    await expect(page.getByRole('dialog', { name: 'Page 2 of 200' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Page 2, rendered' })).toBeVisible();
    // Radix gives Escape to the top layer only once that layer has re-rendered as the top one; a
    // key sent in the frame before goes to the toast below it. A visitor is never that quick.
    await expect(async () => {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Page 2 of 200' })).toBeHidden({
        timeout: 1000,
      });
    }).toPass({ timeout: 10_000 });
    const { download, bytes } = await downloadBy(page, /Download Images as ZIP/);
    expect(download.suggestedFilename()).toBe('long-pages.zip');
    const entries = unzipSync(new Uint8Array(bytes));
    expect(Object.keys(entries)).toHaveLength(200);
    const first = await sharp(Buffer.from(entries['page-001.png'] as Uint8Array)).metadata();
    // A2 at 150 dpi.
    expect([first.format, first.width, first.height]).toEqual(['png', 2482, 3509]);
    await expectNoSeriousA11yViolations(page);
  });

  test('a wrong file behind a right name fails with the spec toast and the reason beside the tool', async ({
    page,
  }) => {
    await page.goto('/tools/image-tools/remove-background');
    await choose(page, [
      {
        name: 'fake.png',
        mimeType: 'image/png',
        buffer: Buffer.from('not an image at all '.repeat(10)),
      },
    ]);
    await page.getByRole('button', { name: 'Remove Background' }).click();
    await expect(toastText(page, 'Processing failed')).toBeVisible({ timeout: 30_000 });
    await expect(toastText(page, 'Please try again with a different image.')).toBeVisible();
    await expect(
      page.getByText(/"fake\.png" is not a JPEG, PNG, WebP, HEIC, AVIF, GIF, TIFF or BMP image/),
    ).toBeVisible();
  });

  test('a refused file is said inside the drop zone, not in a toast', async ({ page }) => {
    await page.goto('/tools/image-tools/image-converter');
    await choose(page, [
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
    ]);
    const refusal = page
      .getByRole('alert')
      .filter({ hasText: 'Upload Error: Invalid file type. Please check supported formats.' });
    await expect(refusal).toHaveCount(1);
    await expect(refusal).toBeVisible();
    await expect(page.getByTestId('toast')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Convert Image' })).toBeDisabled();
  });

  test('Cancel stops a running job and its files are gone', async ({ page, request }) => {
    await page.goto('/tools/image-tools/pdf-to-images');
    await choose(page, [
      // 200 A2 pages (the page budget): long enough to act while MuPDF draws them.
      { name: 'long.pdf', mimeType: 'application/pdf', buffer: await makePdf(200, [1190, 1684]) },
    ]);
    await page.getByRole('button', { name: 'Convert to Images' }).click();
    await expect(progress(page)).toContainText(/Rendering page/, { timeout: 60_000 });
    const id = await page.evaluate(() =>
      sessionStorage.getItem('everyday-tools:job:pdf-to-images'),
    );
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    await progress(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(progress(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Convert to Images' })).toBeEnabled();
    // The page clears at once; its request to cancel reaches the server a moment later.
    await expect
      .poll(async () => (await request.get(`/api/jobs/${id}`)).json())
      .toMatchObject({ status: 'failed', error: { code: 'cancelled' } });
    // The status says failed as soon as the job ends, a moment before the cancel has marked its
    // files deleted (until then a download says 409, failed).
    await expect.poll(async () => (await request.get(`/api/download/${id}`)).status()).toBe(410);
  });

  test('a reload finds the running job again and shows it to the end', async ({ page }) => {
    await page.goto('/tools/image-tools/pdf-to-images');
    await choose(page, [
      // 200 A2 pages (the page budget): long enough to act while MuPDF draws them.
      { name: 'long.pdf', mimeType: 'application/pdf', buffer: await makePdf(200, [1190, 1684]) },
    ]);
    await page.getByRole('button', { name: 'Convert to Images' }).click();
    await expect(progress(page)).toContainText(/Rendering page/, { timeout: 60_000 });
    await page.reload();
    await expect(progress(page)).toContainText(/Rendering page|Waiting/, { timeout: 30_000 });
    await expect(page.getByRole('link', { name: /Download Images as ZIP/ })).toBeVisible({
      timeout: 120_000,
    });
  });

  test('an upload whose connection drops is retried and the job completes', async ({ page }) => {
    let dropped = 0;
    await page.route('**/api/uploads/*', async (route) => {
      if (route.request().method() === 'PATCH' && dropped === 0) {
        dropped++;
        await route.abort('connectionreset');
        return;
      }
      await route.continue();
    });
    await page.goto('/tools/image-tools/image-converter');
    await choose(page, [{ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await photo() }]);
    await page.getByRole('button', { name: 'Convert Image' }).click();
    await expect(toastText(page, 'Image converted successfully!')).toBeVisible({ timeout: 60_000 });
    expect(dropped).toBe(1);
    const { bytes } = await downloadBy(page, /^Download/);
    expect((await sharp(bytes).metadata()).format).toBe('png');
  });

  test('a stalled upload is restarted, not abandoned', async ({ page }) => {
    test.setTimeout(90_000);
    let patches = 0;
    await page.route('**/api/uploads/*', async (route) => {
      if (route.request().method() !== 'PATCH') return route.continue();
      patches++;
      // The first is never answered: the connection hangs, as behind a stuck proxy.
      if (patches > 1) await route.continue();
    });
    await page.goto('/tools/image-tools/transform-shapes');
    await choose(page, [{ name: 'p.jpg', mimeType: 'image/jpeg', buffer: await photo(400, 400) }]);
    await page.getByRole('button', { name: 'Transform Shape' }).click();
    await expect(progress(page)).toContainText('Uploading');
    await expect(toastText(page, 'Image transformed successfully!')).toBeVisible({
      timeout: 60_000,
    });
    expect(patches).toBe(2);
  });

  test('an upload cut short by a reload resumes where it stopped when the file is chosen again', async ({
    page,
  }, testInfo) => {
    const noise = await sharp(Buffer.from(randomBytes(1500 * 1500 * 3)), {
      raw: { width: 1500, height: 1500, channels: 3 },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    // A file on disk, as a visitor picks it: the same name, size and date when chosen again.
    const file = testInfo.outputPath('noise.jpg');
    await writeFile(file, noise);
    const seen: Array<{ method: string; offset: string | null }> = [];
    let hold = true;
    let held: () => void = () => {};
    const secondChunkHeld = new Promise<void>((resolve) => {
      held = resolve;
    });
    await page.route('**/api/uploads**', async (route) => {
      const method = route.request().method();
      seen.push({ method, offset: route.request().headers()['upload-offset'] ?? null });
      // The second chunk never gets through before the reload.
      if (hold && method === 'PATCH' && seen.filter((s) => s.method === 'PATCH').length === 2) {
        held();
        return;
      }
      await route.continue();
    });
    await page.goto('/tools/image-tools/image-converter');
    await page.locator('input[type=file]').setInputFiles(file);
    await page.getByRole('button', { name: 'Convert Image' }).click();
    await secondChunkHeld;
    hold = false;
    await page.reload();
    seen.length = 0;
    await page.locator('input[type=file]').setInputFiles(file);
    await page.getByRole('button', { name: 'Convert Image' }).click();
    await expect(toastText(page, 'Image converted successfully!')).toBeVisible({ timeout: 60_000 });
    // No new upload was created: the first one went on from the first chunk's end.
    expect(seen.some((s) => s.method === 'POST')).toBe(false);
    expect(seen.find((s) => s.method === 'PATCH')?.offset).toBe(String(1024 * 1024));
    const { bytes } = await downloadBy(page, /^Download/);
    expect((await sharp(bytes).metadata()).width).toBe(1500);
  });

  test('every job screen fits a 360 px wide phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const image = {
      name: 'a-rather-long-file-name-for-a-phone.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo(),
    };
    for (const [route, files] of [
      ['remove-background', [image]],
      ['crop-image', [image]],
      ['transform-shapes', [image]],
      ['image-to-gif', [image, image]],
      ['image-converter', [image]],
      ['images-to-pdf', [image, image]],
      [
        'pdf-to-images',
        [{ name: 'doc.pdf', mimeType: 'application/pdf', buffer: await makePdf(1) }],
      ],
    ] as const) {
      await page.goto(`/tools/image-tools/${route}`);
      await choose(page, [...files]);
      await expect(page.getByText(files[0].name).first()).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, route).toBeLessThanOrEqual(360);
    }
  });
});
