import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { ffmpegMake, h264Args, lavfiPicture, lavfiTone, probe } from '../support/media.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

/**
 * The media tools (compress and convert video, convert and level audio) in Chromium by keyboard
 * alone: the file chosen through the picker's button, an option changed with the arrow keys, the
 * job started and its result downloaded with Enter; each page checked with axe.
 */
let folder: string;
const files = { clip: '', tone: '' };

test.beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'media-tools-e2e-'));
  files.clip = join(folder, 'clip.mp4');
  files.tone = join(folder, 'tone.mp3');
  ffmpegMake([
    ...lavfiPicture(3),
    ...lavfiTone(3),
    ...h264Args,
    '-c:a',
    'aac',
    '-shortest',
    files.clip,
  ]);
  ffmpegMake([...lavfiTone(3), '-c:a', 'libmp3lame', '-q:a', '4', files.tone]);
});

test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Opens the picker with the keyboard and takes `path`. */
async function chooseByKeyboard(page: Page, button: string, path: string) {
  await page.getByRole('button', { name: button }).focus();
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.keyboard.press('Enter'),
  ]);
  await chooser.setFiles(path);
}

/** Moves a radio group's choice with an arrow key, from the choice now checked. */
async function arrow(page: Page, from: string, key: 'ArrowRight' | 'ArrowLeft', to: string) {
  await page.getByRole('radio', { name: from, exact: true }).focus();
  await page.keyboard.press(key);
  await expect(page.getByRole('radio', { name: to, exact: true })).toBeChecked();
}

/** Starts the job with Enter, then downloads its result with Enter; the download's path. */
async function runAndDownload(page: Page, action: string, download: RegExp, name: string) {
  await page.getByRole('button', { name: action, exact: true }).focus();
  await page.keyboard.press('Enter');
  const link = page.getByRole('link', { name: download });
  await expect(link).toBeVisible({ timeout: 90_000 });
  await link.focus();
  const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(file.suggestedFilename()).toBe(name);
  return file.path();
}

test('Compress Video: a smaller MP4 at low quality', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/tools/video-tools/compress-video');
  await chooseByKeyboard(page, 'Choose a video', files.clip);
  await arrow(page, 'Medium: good for sharing', 'ArrowRight', 'Low: smallest file');
  const path = await runAndDownload(page, 'Compress video', /^Download MP4/, 'clip-compressed.mp4');
  expect(
    probe(path)
      .streams.map((stream) => stream.codec_name)
      .sort(),
  ).toEqual(['aac', 'h264']);
  await expectNoSeriousA11yViolations(page);
});

test('Convert Video: MP4 to MKV', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/tools/video-tools/convert-video');
  await chooseByKeyboard(page, 'Choose a video', files.clip);
  await arrow(page, 'MP4: plays everywhere', 'ArrowLeft', 'MKV: keeps any codec');
  const path = await runAndDownload(page, 'Convert video', /^Download/, 'clip.mkv');
  expect(probe(path).formatName).toBe('matroska,webm');
  await expectNoSeriousA11yViolations(page);
});

test('Convert Audio: MP3 to WAV, which takes no bitrate', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/tools/audio-tools/convert-audio');
  await chooseByKeyboard(page, 'Choose an audio file', files.tone);
  await expect(page.getByRole('radio', { name: '192 kb/s' })).toBeChecked();
  await arrow(page, 'MP3', 'ArrowRight', 'WAV');
  await expect(page.getByText(/WAV and FLAC are lossless/)).toBeVisible();
  const path = await runAndDownload(page, 'Convert audio', /^Download/, 'tone.wav');
  expect(probe(path).streams[0]?.codec_name).toBe('pcm_s16le');
  await expectNoSeriousA11yViolations(page);
});

test('Normalize Audio: an MP3 levelled, still an MP3', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/tools/audio-tools/normalize-audio');
  await chooseByKeyboard(page, 'Choose an audio or video file', files.tone);
  await arrow(
    page,
    'Standard: −16 LUFS (podcasts, phones)',
    'ArrowRight',
    'Loud: −14 LUFS (music streaming)',
  );
  const path = await runAndDownload(page, 'Level the sound', /^Download/, 'tone-normalized.mp3');
  expect(probe(path).streams[0]?.codec_name).toBe('mp3');
  await expectNoSeriousA11yViolations(page);
});
