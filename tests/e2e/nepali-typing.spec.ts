import type { Page } from '@playwright/test';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { strFromU8, unzipSync } from 'fflate';
import { readFile } from 'node:fs/promises';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

/**
 * Preeti <-> Unicode (text both ways by keyboard, a .docx converted in
 * the browser and read back) and romanized Nepali typing in the tool's own field, with axe.
 */

test.beforeEach(async ({ context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
});

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test('Preeti and Unicode text convert both ways by keyboard', async ({ page }) => {
  await page.goto('/tools/nepali-tools/preeti-unicode-converter');
  await expect(page).toHaveTitle(/Preeti to Unicode Converter/);
  const preeti = page.getByLabel('Preeti text');
  const unicode = page.getByLabel('Unicode text');
  await preeti.focus();
  await page.keyboard.type('g]kfnsf] ljBfno / sfo{qmd .');
  await expect(unicode).toHaveValue('नेपालको विद्यालय र कार्यक्रम ।');

  await page.keyboard.press('Tab');
  await expect(unicode).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('प्रधानमन्त्री २०८२');
  await expect(preeti).toHaveValue('k|wfgdGqL @)*@');

  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Copy Unicode' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => clipboard(page)).toBe('प्रधानमन्त्री २०८२');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect.poll(() => clipboard(page)).toBe('k|wfgdGqL @)*@');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(preeti).toHaveValue('');
  await expect(unicode).toHaveValue('');

  await expectNoSeriousA11yViolations(page);
});

async function preetiDocx(): Promise<Buffer> {
  const document = new Document({
    sections: [
      {
        children: [
          new Paragraph({
            children: [
              new TextRun({ text: 'g]kfnsf] ;+ljwfg', font: 'Preeti' }),
              new TextRun({ text: ' Constitution of Nepal', font: 'Arial' }),
            ],
          }),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

test('a long pasted text shows the beginning of its conversion, and Copy takes all of it', async ({
  page,
}) => {
  await page.goto('/tools/nepali-tools/preeti-unicode-converter');
  const word = 'g]kfn ';
  const long = word.repeat(5_000);
  await page.getByLabel('Preeti text').fill(long);
  const unicodeField = page.getByLabel('Unicode text');
  await expect(unicodeField).toHaveAttribute('readonly', '');
  await expect
    .poll(() => unicodeField.evaluate((field) => (field as HTMLTextAreaElement).value.length))
    .toBe(20_000);
  await expect(unicodeField).toHaveAccessibleDescription(
    'Showing the first 20,000 of 30,000 characters; Copy takes all of them. Edit the other field.',
  );
  await page.getByRole('button', { name: 'Copy Unicode' }).click();
  await expect.poll(() => clipboard(page)).toBe('नेपाल '.repeat(5_000));

  // A short text is whole and editable again.
  await page.getByLabel('Preeti text').fill('g]kfn');
  await expect(unicodeField).toHaveValue('नेपाल');
  await expect(unicodeField).not.toHaveAttribute('readonly', '');
});

test('a .docx in Preeti is converted in the browser and downloaded', async ({ page }) => {
  await page.goto('/tools/nepali-tools/preeti-unicode-converter');
  const input = page.getByLabel('Choose a .docx file');
  await input.focus();
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.keyboard.press('Space'),
  ]);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    chooser.setFiles({
      name: 'samvidhan.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: await preetiDocx(),
    }),
  ]);
  expect(download.suggestedFilename()).toBe('samvidhan-unicode.docx');
  await expect(page.getByText('Converted 1 run of Preeti text.', { exact: true })).toBeVisible();

  const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  const xml = strFromU8(files['word/document.xml']!);
  expect(xml).toContain('>नेपालको संविधान</w:t>');
  expect(xml).toContain('w:ascii="Noto Sans Devanagari"');
  expect(xml).toContain('> Constitution of Nepal</w:t>');
  expect(xml).toContain('w:ascii="Arial"');
  expect(xml).not.toContain('Preeti');

  // A file that is not a Word document is refused by its bytes, whatever its name.
  await input.setInputFiles({
    name: 'fake.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from('just some text'),
  });
  await expect(page.getByRole('alert')).toHaveText('This file is not a Word document (.docx).');
  await expectNoSeriousA11yViolations(page);
});

test('romanized Nepali becomes Devanagari as it is typed', async ({ page }) => {
  await page.goto('/tools/nepali-tools/romanized-nepali-typing');
  await expect(page).toHaveTitle(/Romanized Nepali Typing/);
  const field = page.getByLabel('Type in Nepali');
  await field.focus();
  await page.keyboard.type('namaste nepal. ');
  await expect(field).toHaveValue('नमस्ते नेपाल। ');

  // Backspace takes back one Latin key of the word being typed.
  await page.keyboard.type('gharr');
  await expect(field).toHaveValue('नमस्ते नेपाल। घर्र');
  await page.keyboard.press('Backspace');
  await expect(field).toHaveValue('नमस्ते नेपाल। घर');
  await page.keyboard.type(' kathmandu');
  await expect(field).toHaveValue('नमस्ते नेपाल। घर काठमाडौं');

  // The letter-by-letter spelling is one suggestion away, reached with Tab.
  await page.keyboard.press('Tab');
  const spelled = page.getByRole('button', { name: 'कथ्मन्दु' });
  await expect(spelled).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue('नमस्ते नेपाल। घर कथ्मन्दु');
  await expect(field).toBeFocused();
  await page.keyboard.type(' 2082');
  await expect(field).toHaveValue('नमस्ते नेपाल। घर कथ्मन्दु २०८२');

  await page.getByRole('button', { name: 'Copy' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => clipboard(page)).toBe('नमस्ते नेपाल। घर कथ्मन्दु २०८२');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue('');

  // The scheme is documented on the page as a table.
  await expect(page.getByRole('table', { name: 'Consonants' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
