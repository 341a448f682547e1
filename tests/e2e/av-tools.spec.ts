import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Download, Page } from '@playwright/test';
import mammoth from 'mammoth';
import { makeSampleDocx, pdfText, sampleWords } from '../support/documents.ts';
import { makeLockedPdf } from '../support/jobs.ts';
import {
  decodesCleanly,
  ffmpegMake,
  h264Args,
  lavfiPicture,
  lavfiTone,
  probe,
  streamTypes,
} from '../support/media.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { toastText } from './page-actions.ts';

/**
 * The video, audio and document screens in Chromium with real files made by ffmpeg and docx:
 * each result is downloaded as a visitor would and judged by ffprobe, poppler or mammoth.
 */
let folder: string;
const files = { clip: '', silent: '', tone: '', notVideo: '', docx: '', locked: '' };

// Hooks run again in each worker that picks up tests of this file: each makes its own files.
test.beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'av-e2e-'));
  Object.assign(files, {
    clip: join(folder, 'clip.mp4'),
    silent: join(folder, 'silent.mp4'),
    tone: join(folder, 'tone.mp3'),
    notVideo: join(folder, 'notes.mp4'),
    docx: join(folder, 'report.docx'),
    locked: join(folder, 'locked.pdf'),
  });
  ffmpegMake([
    ...lavfiPicture(4),
    ...lavfiTone(4),
    ...h264Args,
    '-c:a',
    'aac',
    '-shortest',
    files.clip,
  ]);
  ffmpegMake([...lavfiPicture(4), ...h264Args, files.silent]);
  ffmpegMake([...lavfiTone(6), '-c:a', 'libmp3lame', '-q:a', '4', files.tone]);
  writeFileSync(files.notVideo, 'This is a text file with a video name.\n'.repeat(20));
  writeFileSync(files.docx, await makeSampleDocx());
  writeFileSync(files.locked, await makeLockedPdf());
});

test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

const progress = (page: Page) => page.getByTestId('job-progress');

/** The links between the audio tools, drawn as tabs (related-tool cards carry the same names). */
const audioTab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Audio tools' }).getByRole('link', { name, exact: true });
const documentTab = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: 'Document conversions' })
    .getByRole('link', { name, exact: true });

/** A toast's text (Radix also copies it into a hidden announcer, hence the first match). */
async function downloadBy(page: Page, name: RegExp): Promise<{ download: Download; path: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name }).click(),
  ]);
  return { download, path: await download.path() };
}

/** Saves a download under its own name, so ffprobe sees the right extension. */
function keep(path: string, name: string): string {
  const target = join(folder, `${Date.now()}-${name}`);
  writeFileSync(target, readFileSync(path));
  return target;
}

test.describe('Video to GIF', () => {
  test('previews the video and makes a GIF of the piece with progress', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/tools/video-tools/video-to-gif');
    await expect(page.getByRole('button', { name: 'Convert to GIF' })).toBeDisabled();
    await expect(page.getByLabel('Start time (seconds)')).toHaveValue('0');
    await expect(page.getByLabel('End time (seconds)')).toHaveValue('5');
    await page.locator('input[type=file]').setInputFiles(files.clip);
    await expect(page.getByLabel('Preview of your video')).toBeVisible();
    await expect(page.getByText('· 4 s long')).toBeVisible();
    await page.getByLabel('End time (seconds)').fill('0.5');
    await page.getByLabel('Start time (seconds)').fill('1');
    await expect(page.getByText('The end time must be after the start time.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Convert to GIF' })).toBeDisabled();
    await page.getByLabel('Start time (seconds)').fill('0.5');
    await page.getByLabel('End time (seconds)').fill('2.5');
    await page.getByLabel('Text overlay (optional)').fill('Hello');
    await page.getByRole('button', { name: 'Convert to GIF' }).click();
    await expect(progress(page)).toBeVisible();
    await expect(toastText(page, 'GIF created successfully!')).toBeVisible({ timeout: 90_000 });
    await expect(
      page.getByRole('img', { name: 'The animated GIF made from your video' }),
    ).toBeVisible();
    const { download, path } = await downloadBy(page, /Download GIF/);
    expect(download.suggestedFilename()).toBe('clip.gif');
    const gif = probe(keep(path, 'clip.gif'), true);
    expect(gif.formatName).toBe('gif');
    expect(Number(gif.streams[0]?.nb_read_frames)).toBe(20);
    expect(Math.abs(gif.duration - 2)).toBeLessThanOrEqual(0.1);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('Audio Processing Tools', () => {
  test('Trim Audio cuts an MP3, its end set to the file’s end at first', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/tools/audio-tools/trim-audio');
    await expect(audioTab(page, 'Trim Audio')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByLabel('End time (seconds)')).toHaveValue('30');
    await page.locator('input[type=file]').setInputFiles(files.tone);
    await expect(page.getByLabel('End time (seconds)')).toHaveValue('6');
    await page.getByLabel('End time (seconds)').fill('9');
    await expect(
      page.getByText('The end time is past the end of the file (it is 6 s long).'),
    ).toBeVisible();
    await page.getByLabel('Start time (seconds)').fill('1');
    await page.getByLabel('End time (seconds)').fill('3.5');
    await page.getByRole('button', { name: 'Trim Audio', exact: true }).click();
    await expect(progress(page)).toBeVisible();
    await expect(toastText(page, 'Audio processed successfully!')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByLabel('Play the result')).toBeVisible();
    const { download, path } = await downloadBy(page, /Download Audio/);
    expect(download.suggestedFilename()).toBe('tone-trimmed.mp3');
    const mp3 = keep(path, 'trimmed.mp3');
    expect(streamTypes(mp3)).toEqual(['audio']);
    expect(Math.abs(probe(mp3).duration - 2.5)).toBeLessThanOrEqual(0.1);
    expect(decodesCleanly(mp3)).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });

  test('Extract Audio saves the sound of a video; the audio tabs are links that clear the tool', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/tools/video-tools/extract-audio');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(audioTab(page, 'Extract Audio')).toHaveAttribute('aria-current', 'page');
    await page.locator('input[type=file]').setInputFiles(files.clip);
    await expect(page.getByText('clip.mp4')).toBeVisible();
    await audioTab(page, 'Remove Audio').click();
    await expect(page).toHaveURL(/\/tools\/video-tools\/remove-audio$/);
    await expect(heading).toHaveText('Remove Audio from Video');
    await expect(page).toHaveTitle('Remove Audio from Video | Everyday Tools');
    await expect(audioTab(page, 'Remove Audio')).toHaveAttribute('aria-current', 'page');
    await audioTab(page, 'Trim Audio').click();
    await expect(page).toHaveURL(/\/tools\/audio-tools\/trim-audio$/);
    await expect(heading).toHaveText('Trim Audio');
    await audioTab(page, 'Extract Audio').click();
    await expect(page).toHaveURL(/\/tools\/video-tools\/extract-audio$/);
    await expect(heading).toHaveText('Extract Audio');
    await expect(page.getByText('clip.mp4')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Extract Audio', exact: true })).toBeDisabled();
    await page.locator('input[type=file]').setInputFiles(files.clip);
    await page.getByRole('button', { name: 'Extract Audio', exact: true }).click();
    await expect(progress(page)).toBeVisible();
    await expect(toastText(page, 'Audio extracted successfully!')).toBeVisible({ timeout: 60_000 });
    const { download, path } = await downloadBy(page, /Download Audio/);
    expect(download.suggestedFilename()).toBe('clip.mp3');
    const mp3 = keep(path, 'extracted.mp3');
    expect(probe(mp3).streams.map((s) => s.codec_name)).toEqual(['mp3']);
    expect(Math.abs(probe(mp3).duration - 4)).toBeLessThanOrEqual(0.1);
    await audioTab(page, 'Trim Audio').click();
    await audioTab(page, 'Extract Audio').click();
    await expect(page).toHaveURL(/\/tools\/video-tools\/extract-audio$/);
    await expect(page.getByRole('link', { name: /Download Audio/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('Extract Audio says what went wrong with a text file named .mp4', async ({ page }) => {
    await page.goto('/tools/video-tools/extract-audio');
    await page.locator('input[type=file]').setInputFiles(files.notVideo);
    await page.getByRole('button', { name: 'Extract Audio', exact: true }).click();
    await expect(toastText(page, 'Processing failed')).toBeVisible({ timeout: 30_000 });
    await expect(toastText(page, 'Please try again with a different file.')).toBeVisible();
    await expect(
      page.getByText(/"notes\.mp4" is not a MP4, MOV, MKV, AVI or WebM video/),
    ).toBeVisible();
  });

  test('Add Audio puts a sound under a silent video', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/tools/video-tools/add-audio');
    await expect(page.getByRole('button', { name: 'Add Audio', exact: true })).toBeDisabled();
    await page.locator('input[type=file]').nth(0).setInputFiles(files.silent);
    await expect(page.getByRole('button', { name: 'Add Audio', exact: true })).toBeDisabled();
    await page.locator('input[type=file]').nth(1).setInputFiles(files.tone);
    await page.getByRole('button', { name: 'Add Audio', exact: true }).click();
    await expect(progress(page)).toBeVisible();
    await expect(toastText(page, 'Audio processed successfully!')).toBeVisible({ timeout: 60_000 });
    const { download, path } = await downloadBy(page, /Download Video/);
    expect(download.suggestedFilename()).toBe('processed-video.mp4');
    const video = keep(path, 'with-sound.mp4');
    expect(streamTypes(video)).toEqual(['audio', 'video']);
    expect(Math.abs(probe(video).duration - 4)).toBeLessThanOrEqual(0.1);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('URL inputs from an allowed local host', () => {
  // The e2e server allows 127.0.0.1 on E2E_PORT + 1 (playwright.config.ts); one worker serves it.
  test.describe.configure({ mode: 'serial' });
  let media: Server;
  let mediaBase: string;

  test.beforeAll(async () => {
    const clip = readFileSync(files.clip);
    media = createServer((request, response) => {
      if (request.url === '/holiday.mp4') {
        response.writeHead(200, { 'content-type': 'video/mp4', 'content-length': clip.length });
        response.end(clip);
        return;
      }
      response.writeHead(404);
      response.end();
    });
    const port = Number(process.env.E2E_PORT ?? 4310) + 1;
    await new Promise<void>((resolve) => media.listen(port, '127.0.0.1', resolve));
    mediaBase = `http://127.0.0.1:${port}`;
  });
  test.afterAll(() => media.close());

  test('Video Downloader fetches a video and offers it when ready', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/tools/video-tools/video-downloader');
    const button = page.getByRole('button', { name: 'Download Video' });
    await expect(button).toBeDisabled();
    await page.getByLabel('Video URL').fill('   ');
    await expect(button).toBeDisabled();
    await expect(page.getByRole('heading', { name: 'Supported platforms' })).toBeVisible();
    await expect(page.getByText('TikTok')).toBeVisible();
    await page.getByLabel('Video URL').fill(`  ${mediaBase}/holiday.mp4 `);
    await button.click();
    await expect(toastText(page, 'Video downloaded successfully!')).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByRole('heading', { name: 'Video Ready' })).toBeVisible();
    const { download, path } = await downloadBy(page, /Download Video File/);
    expect(download.suggestedFilename()).toBe('downloaded-video.mp4');
    const video = keep(path, 'downloaded.mp4');
    expect(streamTypes(video)).toEqual(['audio', 'video']);
    expect(Math.abs(probe(video).duration - 4)).toBeLessThanOrEqual(0.1);
    await expectNoSeriousA11yViolations(page);
  });

  test('Video Downloader refuses a private address with the spec toast', async ({ page }) => {
    await page.goto('/tools/video-tools/video-downloader');
    await page.getByLabel('Video URL').fill('http://192.168.1.10/camera.mp4');
    await page.getByRole('button', { name: 'Download Video' }).click();
    await expect(toastText(page, 'Download failed')).toBeVisible({ timeout: 30_000 });
    await expect(toastText(page, 'Please check the URL and try again.')).toBeVisible();
    await expect(
      page.getByText('This address points to a private or local network and cannot be downloaded.'),
    ).toBeVisible();
  });

  test('Remove Audio takes a video URL', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/tools/video-tools/remove-audio');
    await page.getByLabel('Or paste a video URL').fill(`${mediaBase}/holiday.mp4`);
    await page.getByRole('button', { name: 'Remove Audio', exact: true }).click();
    await expect(progress(page)).toBeVisible();
    await expect(toastText(page, 'Audio processed successfully!')).toBeVisible({ timeout: 60_000 });
    const { download, path } = await downloadBy(page, /Download Video/);
    expect(download.suggestedFilename()).toBe('processed-video.mp4');
    const video = keep(path, 'muted.mp4');
    expect(streamTypes(video)).toEqual(['video']);
    expect(Math.abs(probe(video).duration - 4)).toBeLessThanOrEqual(0.1);
    await expectNoSeriousA11yViolations(page);
  });

  test('Extract Audio from a missing URL shows the extraction toast', async ({ page }) => {
    await page.goto('/tools/video-tools/extract-audio');
    await page.getByLabel('Or paste a video URL').fill(`${mediaBase}/gone.mp4`);
    await page.getByRole('button', { name: 'Extract Audio', exact: true }).click();
    await expect(toastText(page, 'Extraction failed')).toBeVisible({ timeout: 30_000 });
    await expect(toastText(page, 'Please check the video URL and try again.')).toBeVisible();
    await expect(
      page.getByText('The address answered with an error (HTTP 404). Please check the URL.'),
    ).toBeVisible();
  });
});

test.describe('Document Converter', () => {
  test('Word to PDF converts a .docx; PDF to Word makes it a .docx again', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/tools/document-tools/document-converter');
    await expect(page).toHaveURL(/\/tools\/document-tools\/word-to-pdf$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Word to PDF');
    await expect(documentTab(page, 'Word to PDF')).toHaveAttribute('aria-current', 'page');
    await page.locator('input[type=file]').setInputFiles(files.docx);
    await page.getByRole('button', { name: 'Convert to PDF' }).click();
    await expect(progress(page)).toBeVisible();
    await expect(toastText(page, 'Document converted successfully!')).toBeVisible({
      timeout: 90_000,
    });
    const pdf = await downloadBy(page, /Download PDF/);
    expect(pdf.download.suggestedFilename()).toBe('report.pdf');
    const pdfPath = keep(pdf.path, 'report.pdf');
    expect(pdfText(pdfPath)).toContain(sampleWords.heading);
    await expectNoSeriousA11yViolations(page);

    await documentTab(page, 'PDF to Word').click();
    await expect(page).toHaveURL(/\/tools\/document-tools\/pdf-to-word$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('PDF to Word');
    await expect(page.getByRole('link', { name: /Download PDF/ })).toHaveCount(0);
    // The PDF goes back under its own name, so the Word file keeps it too.
    await page.locator('input[type=file]').setInputFiles({
      name: 'report.pdf',
      mimeType: 'application/pdf',
      buffer: readFileSync(pdfPath),
    });
    await page.getByRole('button', { name: 'Convert to Word' }).click();
    await expect(toastText(page, 'Document converted successfully!')).toBeVisible({
      timeout: 90_000,
    });
    const word = await downloadBy(page, /Download Word Document/);
    expect(word.download.suggestedFilename()).toBe('report.docx');
    const { value } = await mammoth.extractRawText({ path: keep(word.path, 'report.docx') });
    expect(value).toContain(sampleWords.heading);
    expect(value).toContain(sampleWords.closing);
    await expectNoSeriousA11yViolations(page);
  });

  test('PDF to Word opens on its route and says a locked PDF cannot be converted', async ({
    page,
  }) => {
    await page.goto('/tools/document-tools/pdf-to-word');
    await expect(documentTab(page, 'PDF to Word')).toHaveAttribute('aria-current', 'page');
    await page.locator('input[type=file]').setInputFiles(files.locked);
    await page.getByRole('button', { name: 'Convert to Word' }).click();
    await expect(toastText(page, 'Conversion failed')).toBeVisible({ timeout: 30_000 });
    await expect(toastText(page, 'Please try again with a different document.')).toBeVisible();
    await expect(
      page.getByText('This PDF is password-protected. Remove the password and try again.'),
    ).toBeVisible();
  });
});
