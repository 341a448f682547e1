import type { Page } from '@playwright/test';
import { makeImage } from '../support/jobs.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

const tile = (page: Page, name: string) =>
  page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name, exact: true }) })
    .click();

test.describe('continue with the next tool', () => {
  test('a converted image goes on to the compressor, chosen, without a second upload', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/tools/image-tools/image-converter');
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles([
        { name: 'holiday.png', mimeType: 'image/png', buffer: await makeImage(320, 200) },
      ]);
    await tile(page, 'WebP');
    await page.getByRole('button', { name: 'Convert Image' }).click();

    const next = page.getByRole('navigation', { name: 'Continue with' });
    await expect(next).toBeVisible({ timeout: 60_000 });
    await expect(next.getByRole('link')).toHaveText([
      'Image Compressor',
      'Image Resizer',
      'AI Background Removal',
      'Image Cropping Tool',
    ]);
    const size = await page.getByRole('link', { name: /^Download/ }).textContent();
    await expectNoSeriousA11yViolations(page);

    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/uploads')) uploads.push(request.method());
    });
    // By keyboard: the links are real links in the tab order.
    await next.getByRole('link', { name: 'Image Compressor' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tools\/image-tools\/compress-image\?from=[\w-]{22}$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Image Compressor');
    const chosen = page.getByRole('listitem').filter({ hasText: 'holiday.webp' });
    await expect(chosen).toBeVisible();
    const bytes = /\(([^)]+)\)/.exec(size ?? '')?.[1];
    expect(bytes).toBeTruthy();
    await expect(chosen).toContainText(bytes ?? '');

    await page.getByRole('button', { name: 'Compress image' }).click();
    await expect(page.getByTestId('size-summary')).toBeVisible({ timeout: 60_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: /^Download/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('holiday.webp');
    expect(uploads).toEqual([]);
  });

  test('a result no longer kept says so, and a file can be chosen instead', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/tools/image-tools/compress-image');
    // A job of this browser's visitor (same cookie), then its files deleted.
    const created = await page.request.post('/api/jobs', {
      headers: { accept: 'application/json' },
      multipart: {
        type: 'convert-image',
        targetFormat: 'webp',
        images: { name: 'old.png', mimeType: 'image/png', buffer: await makeImage(60, 40) },
      },
    });
    const { id } = (await created.json()) as { id: string };
    await expect
      .poll(
        async () =>
          ((await (await page.request.get(`/api/jobs/${id}`)).json()) as { status: string }).status,
      )
      .toBe('completed');
    await page.request.delete(`/api/jobs/${id}`);

    await page.goto(`/tools/image-tools/compress-image?from=${id}`);
    await expect(page.getByRole('alert')).toContainText(
      'The result you wanted to continue with has expired',
    );
    // Nothing was uploaded, so it is not told as an upload error.
    await expect(page.getByRole('alert')).not.toContainText('Upload Error');
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles([{ name: 'new.png', mimeType: 'image/png', buffer: await makeImage(60, 40) }]);
    await expect(page.getByRole('listitem').filter({ hasText: 'new.png' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});

const pdfNextSteps = [
  {
    server: 'this server',
    port: Number(process.env.E2E_PORT ?? 4310),
    offered: ['PDF to Images', 'PDF to Word', 'Compress PDF', 'Split PDF'],
  },
  {
    // The second test server (pages rendered in the browser) runs without Ghostscript
    // (playwright.config.ts).
    server: 'a server without Ghostscript',
    port: Number(process.env.E2E_PORT ?? 4310) + 2,
    offered: ['PDF to Images', 'PDF to Word', 'Split PDF', 'Organize PDF Pages'],
  },
];

for (const { server, port, offered } of pdfNextSteps) {
  test.describe(`on ${server}`, () => {
    test.use({ baseURL: `http://127.0.0.1:${port}` });

    test('a PDF goes on only to the tools the server runs', async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto('/tools/image-tools/images-to-pdf');
      // A server-rendered page responds once the app has taken it over.
      await expect(page.locator('html[data-ready]')).toBeAttached();
      await page
        .locator('input[type=file]')
        .first()
        .setInputFiles([
          { name: 'scan.png', mimeType: 'image/png', buffer: await makeImage(200, 300) },
        ]);
      await page.getByRole('button', { name: 'Create PDF' }).click();
      const next = page.getByRole('navigation', { name: 'Continue with' });
      await expect(next).toBeVisible({ timeout: 60_000 });
      await expect(next.getByRole('link')).toHaveText(offered);
    });
  });
}
