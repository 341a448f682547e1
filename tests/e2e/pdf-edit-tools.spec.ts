import { readFile, writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { pdfText } from '../support/documents.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

/** A PDF whose pages say `Doc page <n>`. */
async function labelledPdf(pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    pdf.addPage([400, 300]).drawText(`Doc page ${i}`, { x: 40, y: 200, size: 24, font });
  }
  return Buffer.from(await pdf.save());
}

/** Chooses the file with the keyboard: Tab to the picker's button, Enter, then the file. */
async function chooseByKeyboard(page: Page, name: string, pages: number) {
  const picker = page.getByRole('button', { name: 'Choose a PDF' });
  await picker.focus();
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.keyboard.press('Enter'),
  ]);
  await chooser.setFiles({ name, mimeType: 'application/pdf', buffer: await labelledPdf(pages) });
  await expect(page.getByText(name)).toBeVisible();
}

/** Starts the job with the keyboard and downloads its result by its link. */
async function startAndDownload(page: Page, action: string) {
  await page.getByRole('button', { name: action, exact: true }).focus();
  await page.keyboard.press('Enter');
  const link = page.getByRole('link', { name: /Download PDF/ });
  await expect(link).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return { download, bytes: await readFile(await download.path()) };
}

/** Each page's text, in order, as poppler reads a downloaded PDF. */
async function pageTexts(bytes: Uint8Array, path: string): Promise<string[]> {
  await writeFile(path, bytes);
  return pdfText(path)
    .split('\f')
    .map((text) => text.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

test.describe('PDF page tools', () => {
  test('Rotate PDF by keyboard: half a turn for page 2', async ({ page }) => {
    await page.goto('/tools/document-tools/rotate-pdf');
    await chooseByKeyboard(page, 'letter.pdf', 2);
    // The angle's radio group: arrows move the choice.
    await page.getByRole('radio', { name: '90° clockwise' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '180° (upside down)' })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.type('2');
    await expect(page.getByRole('textbox', { name: 'Pages to turn (optional)' })).toHaveValue('2');
    await expectNoSeriousA11yViolations(page);
    const { download, bytes } = await startAndDownload(page, 'Rotate PDF');
    expect(download.suggestedFilename()).toBe('letter-rotated.pdf');
    const result = await PDFDocument.load(bytes);
    expect(result.getPages().map((p) => p.getRotation().angle)).toEqual([0, 180]);
  });

  test('Organize PDF: drag a page, move and remove pages by keyboard', async ({
    page,
  }, testInfo) => {
    await page.goto('/tools/document-tools/organize-pdf');
    await chooseByKeyboard(page, 'minutes.pdf', 4);
    const board = page.getByRole('list', { name: 'Pages in their new order' });
    await expect(board.getByRole('listitem')).toHaveCount(4);
    await expect(board.locator('img')).toHaveCount(4);
    await expectNoSeriousA11yViolations(page);

    // Drag page 4 onto page 1's place: it comes first.
    await board.locator('li[data-page="4"]').dragTo(board.locator('li[data-page="1"]'));
    await expect(page.getByTestId('organize-order')).toHaveText('Order sent: 4,1-3');

    // Keyboard: page 1 later with Enter, the focus stays on it and Enter moves it again.
    await page.getByRole('button', { name: 'Move page 1 (position 2) later' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'moved' })).toHaveText(
      'Page 1 moved to position 3 of 4.',
    );
    await expect(
      page.getByRole('button', { name: 'Move page 1 (position 3) later' }),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('organize-order')).toHaveText('Order sent: 4,2-3,1');
    // Duplicate page 2 and remove page 3, with Space.
    await page.getByRole('button', { name: 'Duplicate page 2 (position 2)' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Remove page 3 (position 4)' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('status').filter({ hasText: 'removed' })).toHaveText(
      'Page 3 removed. 4 pages left.',
    );
    await expect(page.getByTestId('organize-order')).toHaveText('Order sent: 4,2,2,1');

    const { download, bytes } = await startAndDownload(page, 'Organize PDF');
    expect(download.suggestedFilename()).toBe('minutes-organized.pdf');
    expect(await pageTexts(bytes, testInfo.outputPath('organized.pdf'))).toEqual([
      'Doc page 4',
      'Doc page 2',
      'Doc page 2',
      'Doc page 1',
    ]);
  });

  test('Add page numbers by keyboard: "Page n of total" at the top right', async ({
    page,
  }, testInfo) => {
    await page.goto('/tools/document-tools/number-pdf-pages');
    await chooseByKeyboard(page, 'report.pdf', 2);
    // Native radios: Up goes to the one before, bottom left, then top right.
    await page.getByRole('radio', { name: 'Bottom centre' }).focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('radio', { name: 'Top right' })).toBeChecked();
    const format = page.getByRole('textbox', { name: 'Text' });
    await format.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Page {n} of {total}');
    await expect(page.getByText('The third page of ten reads: Page 3 of 10')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const { download, bytes } = await startAndDownload(page, 'Add page numbers');
    expect(download.suggestedFilename()).toBe('report-numbered.pdf');
    const texts = await pageTexts(bytes, testInfo.outputPath('numbered.pdf'));
    expect(texts[0]).toContain('Page 1 of 2');
    expect(texts[1]).toContain('Page 2 of 2');
  });

  test('Watermark PDF by keyboard: the text on every page', async ({ page }, testInfo) => {
    await page.goto('/tools/document-tools/watermark-pdf');
    await chooseByKeyboard(page, 'offer.pdf', 1);
    await expect(page.getByRole('button', { name: 'Add watermark' })).toBeDisabled();
    await page.getByRole('textbox', { name: 'Watermark text' }).focus();
    await page.keyboard.type('DRAFT');
    // The opacity slider by keyboard.
    await page.getByRole('slider', { name: 'Opacity' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('slider', { name: 'Opacity' })).toHaveAttribute(
      'aria-valuenow',
      '35',
    );
    await expectNoSeriousA11yViolations(page);
    const { download, bytes } = await startAndDownload(page, 'Add watermark');
    expect(download.suggestedFilename()).toBe('offer-watermarked.pdf');
    expect(await pageTexts(bytes, testInfo.outputPath('watermarked.pdf'))).toEqual([
      expect.stringContaining('Doc page 1'),
    ]);
    // The watermark is one string of real text (pdf.js reads each string drawn).
    const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
    const content = await (await pdf.getPage(1)).getTextContent();
    await pdf.loadingTask.destroy();
    expect(content.items.map((item) => ('str' in item ? item.str : ''))).toContain('DRAFT');
  });
});
