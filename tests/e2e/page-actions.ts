import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';

/** Sets the files of the page's first file input, as a chosen file would. */
export async function choose(
  page: Page,
  files: Array<{ name: string; mimeType: string; buffer: Buffer }>,
) {
  await page.locator('input[type=file]').first().setInputFiles(files);
}

/** Clicks the link of that name and returns the download it starts with its bytes. */
export async function downloadBy(
  page: Page,
  name: string | RegExp,
): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name }).click(),
  ]);
  return { download, bytes: await readFile(await download.path()) };
}

/** Clicks a choice tile (a radio button drawn as a labelled tile), as a visitor does. */
export const tile = (page: Page, name: string) =>
  page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name, exact: true }) })
    .click();

/** A toast's text (Radix also copies it into a hidden announcer, hence the first match). */
export const toastText = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /Notification/ })
    .getByText(text, { exact: true })
    .first();
