import { unzipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { pdfText } from '../support/documents.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { downloadBy } from './page-actions.ts';

/** A PDF whose pages say `<label> page <n>`. */
async function labelledPdf(label: string, pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    pdf.addPage([400, 300]).drawText(`${label} page ${i}`, { x: 40, y: 200, size: 24, font });
  }
  return Buffer.from(await pdf.save());
}

const pdfFile = async (name: string, label: string, pages: number) => ({
  name,
  mimeType: 'application/pdf',
  buffer: await labelledPdf(label, pages),
});

/** Each page's text, in order, as poppler reads a downloaded PDF. */
async function pageTexts(bytes: Uint8Array, path: string): Promise<string[]> {
  const { writeFile } = await import('node:fs/promises');
  await writeFile(path, bytes);
  return pdfText(path)
    .split('\f')
    .map((text) => text.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

test.describe('PDF tools', () => {
  test('Merge PDF: reorder by keyboard, merge, and the pages come in that order', async ({
    page,
  }, testInfo) => {
    await page.goto('/tools/document-tools/merge-pdf');
    await expect(page.getByRole('button', { name: 'Merge PDFs' })).toBeDisabled();
    await page
      .locator('input[type=file]')
      .setInputFiles([
        await pdfFile('first.pdf', 'First', 1),
        await pdfFile('second.pdf', 'Second', 2),
        await pdfFile('third.pdf', 'Third', 1),
      ]);
    const list = page.getByRole('list', { name: 'PDFs in order' });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);

    // Third to the top with the keyboard: focus its Move up button, press Enter twice.
    await page.getByRole('button', { name: 'Move PDF 3 up (third.pdf)' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'moved' })).toHaveText(
      'third.pdf moved to position 2 of 3.',
    );
    // The focus followed the file: Enter again moves it once more.
    await expect(page.getByRole('button', { name: 'Move PDF 2 up (third.pdf)' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(list.getByRole('listitem').first()).toContainText('third.pdf');
    await expect(list.getByRole('listitem').nth(1)).toContainText('first.pdf');
    // And with Space, first.pdf goes below second.pdf.
    await page.getByRole('button', { name: 'Move PDF 2 down (first.pdf)' }).focus();
    await page.keyboard.press('Space');
    await expect(list.getByRole('listitem').nth(2)).toContainText('first.pdf');

    await page.getByRole('button', { name: 'Merge PDFs' }).click();
    const { download, bytes } = await downloadBy(page, /Download merged PDF/);
    expect(download.suggestedFilename()).toBe('merged.pdf');
    expect(await pageTexts(bytes, testInfo.outputPath('merged.pdf'))).toEqual([
      'Third page 1',
      'Second page 1',
      'Second page 2',
      'First page 1',
    ]);
  });

  test('Split PDF: pick pages on the thumbnails, split by those ranges', async ({
    page,
  }, testInfo) => {
    await page.goto('/tools/document-tools/split-pdf');
    await page.locator('input[type=file]').setInputFiles(await pdfFile('book.pdf', 'Book', 6));
    const pages = page.getByRole('list', { name: 'Pages' });
    await expect(pages.getByRole('button')).toHaveCount(6);
    // Thumbnails drawn in the browser by pdf.js.
    await expect(pages.locator('img')).toHaveCount(6);
    for (const number of [1, 2, 3, 5]) {
      await pages.getByRole('button', { name: `Page ${number}`, exact: true }).click();
    }
    await expect(page.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const ranges = page.getByRole('textbox', { name: 'Page ranges' });
    await expect(ranges).toHaveValue('1-3,5');
    // A typed range past the end is said beside the field and the button waits.
    await ranges.fill('1-3,5,9-');
    await expect(page.getByRole('alert')).toHaveText(
      'The range 9- goes past the end: this PDF has 6 pages.',
    );
    await expect(page.getByRole('button', { name: 'Split PDF', exact: true })).toBeDisabled();
    await ranges.fill('1-3,5,6-');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Split PDF', exact: true }).click();
    const { download, bytes } = await downloadBy(page, /Download PDFs as ZIP/);
    expect(download.suggestedFilename()).toBe('book-pages.zip');
    const entries = unzipSync(new Uint8Array(bytes));
    expect(Object.keys(entries)).toEqual([
      'book-pages-1-3.pdf',
      'book-page-5.pdf',
      'book-page-6.pdf',
    ]);
    expect(await pageTexts(entries['book-page-5.pdf']!, testInfo.outputPath('page-5.pdf'))).toEqual(
      ['Book page 5'],
    );
  });

  test('Compress PDF: a text PDF comes back unchanged, and the page says so', async ({ page }) => {
    await page.goto('/tools/document-tools/compress-pdf');
    const file = await pdfFile('notes.pdf', 'Notes', 1);
    await page.locator('input[type=file]').setInputFiles(file);
    await page
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: 'High: smallest file', exact: true }) })
      .click();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Compress PDF', exact: true }).click();
    await expect(page.getByText(/could not be made smaller/)).toBeVisible({ timeout: 60_000 });
    const { download, bytes } = await downloadBy(page, /Download PDF/);
    expect(download.suggestedFilename()).toBe('notes.pdf');
    expect(bytes.equals(file.buffer)).toBe(true);
  });
});
