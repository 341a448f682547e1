import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { tool } from '../support/documents.ts';
import { scanJpeg, wordRecall } from '../support/scans.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

/**
 * The pages of the PDF tools run by programs (qpdf, OCRmyPDF), used with the keyboard once a file
 * is chosen: options, start and download. Each is checked with axe.
 */

async function labelledPdf(label: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([400, 300]).drawText(`${label} page 1`, { x: 40, y: 200, size: 24, font });
  return Buffer.from(await pdf.save());
}

/** Tab until `target` has the focus (at most 12 presses), then check it has. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 12; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Presses Enter on the focused download link and returns the file's name and bytes. */
async function downloadByKeyboard(page: Page, name: RegExp, timeout = 60_000) {
  const link = page.getByRole('link', { name });
  await expect(link).toBeVisible({ timeout });
  await link.focus();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.keyboard.press('Enter'),
  ]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

const PASSWORD = 'correct horse 42';

test.describe('PDF tools run by programs', () => {
  test('Protect PDF, then Unlock PDF: passwords by keyboard, a round trip', async ({
    page,
  }, testInfo) => {
    await page.goto('/tools/document-tools/protect-pdf');
    await page.locator('input[type=file]').setInputFiles({
      name: 'deed.pdf',
      mimeType: 'application/pdf',
      buffer: await labelledPdf('Deed'),
    });
    const start = page.getByRole('button', { name: 'Protect PDF', exact: true });
    await page.getByLabel('Password', { exact: true }).focus();
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Tab');
    await page.keyboard.type('something else');
    await expect(page.getByText('The two passwords are not the same.')).toBeVisible();
    await expect(start).toBeDisabled();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(PASSWORD);
    await expectNoSeriousA11yViolations(page);
    await tabTo(page, start);
    await page.keyboard.press('Enter');
    const locked = await downloadByKeyboard(page, /Download protected PDF/);
    expect(locked.name).toBe('deed-protected.pdf');
    const lockedPath = testInfo.outputPath('deed-protected.pdf');
    await writeFile(lockedPath, locked.bytes);
    // qpdf --requires-password: 0 when opening asks for a password.
    expect(spawnSync('qpdf', ['--requires-password', lockedPath]).status).toBe(0);

    await page.goto('/tools/document-tools/unlock-pdf');
    await page.locator('input[type=file]').setInputFiles(lockedPath);
    const unlock = page.getByRole('button', { name: 'Unlock PDF', exact: true });
    await page.getByLabel('The PDF’s password').focus();
    await page.keyboard.type('wrong password');
    await tabTo(page, unlock);
    await page.keyboard.press('Enter');
    await expect(page.getByText('This password does not open the PDF.').first()).toBeVisible({
      timeout: 60_000,
    });
    await page.getByLabel('The PDF’s password').focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(PASSWORD);
    await expectNoSeriousA11yViolations(page);
    await tabTo(page, unlock);
    await page.keyboard.press('Enter');
    const open = await downloadByKeyboard(page, /Download unlocked PDF/);
    expect(open.name).toBe('deed-protected-unlocked.pdf');
    const openPath = testInfo.outputPath('deed-unlocked.pdf');
    await writeFile(openPath, open.bytes);
    expect(spawnSync('qpdf', ['--requires-password', openPath]).status).toBe(2);
    expect(tool('pdftotext', [openPath, '-'])).toContain('Deed page 1');
  });

  test('PDF to PDF/A: the version chosen with the arrow keys', async ({ page }) => {
    await page.goto('/tools/document-tools/pdf-to-pdfa');
    await page.locator('input[type=file]').setInputFiles({
      name: 'minutes.pdf',
      mimeType: 'application/pdf',
      buffer: await labelledPdf('Minutes'),
    });
    await page.getByRole('radio', { name: 'PDF/A-2b (recommended)' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'PDF/A-3b' })).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    const start = page.getByRole('button', { name: 'Convert to PDF/A', exact: true });
    await tabTo(page, start);
    await page.keyboard.press('Enter');
    const result = await downloadByKeyboard(page, /Download PDF\/A/);
    expect(result.name).toBe('minutes-pdfa.pdf');
    expect(result.bytes.toString('latin1')).toMatch(/pdfaid:part(="|>)3/);
  });

  test('OCR PDF: a Nepali page image, the language chosen with the keyboard', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const line = 'काठमाडौं नेपालको राजधानी हो';
    await page.goto('/tools/document-tools/ocr-pdf');
    await page.locator('input[type=file]').setInputFiles({
      name: 'notice.jpg',
      mimeType: 'image/jpeg',
      buffer: await scanJpeg({ lines: [line], font: 'Noto Sans Devanagari', angle: 1 }),
    });
    // English is chosen first: Space takes it off and puts Nepali on.
    const english = page.getByRole('checkbox', { name: 'English' });
    await english.focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('Choose at least one language.')).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: 'Nepali (नेपाली)' })).toBeChecked();
    await expect(english).not.toBeChecked();
    await expectNoSeriousA11yViolations(page);
    const start = page.getByRole('button', { name: 'Make searchable', exact: true });
    await tabTo(page, start);
    await page.keyboard.press('Enter');
    const result = await downloadByKeyboard(page, /Download searchable PDF/, 150_000);
    expect(result.name).toBe('notice-ocr.pdf');
    const path = testInfo.outputPath('notice-ocr.pdf');
    await writeFile(path, result.bytes);
    expect(wordRecall(line, tool('pdftotext', ['-raw', path, '-']))).toBeGreaterThanOrEqual(0.75);
  });
});
