import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ProcessingError } from '../../processing-error.ts';
import { runFfmpeg } from '../ffmpeg.ts';
import { findOverlayFont } from '../fonts.ts';
import type { FfmpegInstallation } from '../locate.ts';
import { cleanOverlayText, layoutOverlayText } from '../overlay-text.ts';
import { probeWithVideo, safeInputArguments, type MediaInfo } from '../probe.ts';
import { scaledListener } from '../progress.ts';
import { resolveTimeRange, type TimeRange } from '../time-range.ts';
import { filterPath, timeArgument, withCleanup, type MediaJobOptions } from './common.ts';

/** GIFs wider than this are scaled down (never up): larger ones grow big without looking better. */
export const DEFAULT_GIF_MAX_WIDTH = 480;
/** Frames a second; 10 gives whole centisecond delays (GIF counts time in hundredths). */
export const DEFAULT_GIF_FPS = 10;
/** The longest GIF made, in seconds. */
export const MAX_GIF_SECONDS = 60;
/** Share of the progress bar the palette pass takes (it decodes and scales, but encodes nothing). */
const PALETTE_PASS_SHARE = 35;

export interface GifSettings {
  /** Seconds from the start of the video. */
  startTime: number;
  /** Seconds; past the end of the video the GIF stops where the video does. */
  endTime: number;
  /** Optional caption drawn at the bottom of every frame. */
  text?: string | null | undefined;
  maxWidth?: number;
  fps?: number;
}

export type VideoToGifOptions = GifSettings & MediaJobOptions;

export interface VideoToGifResult {
  durationSeconds: number;
  width: number;
  height: number;
  fps: number;
}

/** The ffmpeg runs that make a GIF, and the caption files they read. */
export interface GifPlan extends VideoToGifResult {
  range: TimeRange;
  captionFiles: { path: string; text: string }[];
  /** Arguments after `baseArguments`: the palette pass, then the encoding pass. */
  paletteArguments: string[];
  encodeArguments: string[];
}

/** The scaled size: at most `maxWidth` wide, even numbers, the picture's shape kept. */
export function gifSize(width: number, height: number, maxWidth: number) {
  const targetWidth = Math.max(2, Math.min(maxWidth, width) - (Math.min(maxWidth, width) % 2));
  const targetHeight = Math.max(2, Math.round((height * targetWidth) / width / 2) * 2);
  return { width: targetWidth, height: targetHeight };
}

/**
 * Plans a GIF of a probed video: checks the times, picks size and frame rate, lays the caption
 * out, and builds both ffmpeg runs (palettegen, then paletteuse), with temporary files in
 * `folder`. `font` is needed only with a caption.
 */
export function planVideoToGif(
  info: MediaInfo & { video: NonNullable<MediaInfo['video']> },
  inputPath: string,
  outputPath: string,
  folder: string,
  settings: GifSettings,
  font: string | null,
): GifPlan {
  const maxWidth = settings.maxWidth ?? DEFAULT_GIF_MAX_WIDTH;
  const range = resolveTimeRange(
    settings.startTime,
    settings.endTime,
    info.durationSeconds,
    'clamp',
  );
  if (range.durationSeconds > MAX_GIF_SECONDS) {
    throw new ProcessingError(
      'invalid_time_range',
      `A GIF may be at most ${MAX_GIF_SECONDS} seconds long. Choose a shorter piece.`,
      { field: 'endTime' },
    );
  }
  const sourceFps = info.video.frameRate;
  const fps = Math.min(
    settings.fps ?? DEFAULT_GIF_FPS,
    sourceFps && sourceFps > 0 ? sourceFps : 60,
  );
  const size = gifSize(info.video.width || maxWidth, info.video.height || maxWidth, maxWidth);

  const filters = [
    `fps=${Number(fps.toFixed(3))}`,
    `scale=${size.width}:${size.height}:flags=lanczos`,
  ];
  const captionFiles: GifPlan['captionFiles'] = [];
  const text = settings.text ? cleanOverlayText(settings.text) : '';
  if (text) {
    if (!font) {
      throw new ProcessingError('tool_missing', 'This server cannot draw text on GIFs.', {
        detail: 'no TrueType font found for drawtext',
      });
    }
    const layout = layoutOverlayText(text, size.width, size.height);
    layout.lines.forEach((line, index) => {
      // A text file, not text= in the filter: nothing the visitor types is parsed by ffmpeg.
      const path = join(folder, `caption-${index}.txt`);
      captionFiles.push({ path, text: line });
      const fromBottom =
        layout.bottomMargin + (layout.lines.length - 1 - index) * layout.lineHeight;
      filters.push(
        [
          `drawtext=fontfile=${filterPath(font)}`,
          `textfile=${filterPath(path)}`,
          'expansion=none',
          `fontsize=${layout.fontSize}`,
          'fontcolor=white',
          `borderw=${layout.borderWidth}`,
          'bordercolor=black',
          'x=(w-text_w)/2',
          `y=h-${fromBottom}-${layout.fontSize}`,
        ].join(':'),
      );
    });
  }
  const chain = filters.join(',');
  const input = [
    '-ss',
    timeArgument(range.startSeconds),
    '-t',
    timeArgument(range.durationSeconds),
    ...safeInputArguments(inputPath),
  ];
  const palette = join(folder, 'palette.png');
  return {
    range,
    durationSeconds: range.durationSeconds,
    width: size.width,
    height: size.height,
    fps,
    captionFiles,
    // The copy sent to the null output is what moves ffmpeg's position, so this pass reports
    // progress too (a palette alone is one frame written at the very end).
    paletteArguments: [
      ...input,
      '-filter_complex',
      `[0:v]${chain},split[a][b];[a]palettegen=stats_mode=diff[p]`,
      '-map',
      '[p]',
      '-frames:v',
      '1',
      '-update',
      '1',
      '-f',
      'image2',
      `file:${palette}`,
      '-map',
      '[b]',
      '-f',
      'null',
      '-',
    ],
    encodeArguments: [
      ...input,
      '-i',
      `file:${palette}`,
      '-filter_complex',
      `[0:v]${chain}[x];[x][1:v]paletteuse=dither=sierra2_4a:diff_mode=rectangle`,
      '-loop',
      '0',
      '-f',
      'gif',
      `file:${outputPath}`,
    ],
  };
}

/**
 * Turns the piece of a video between two times into an animated GIF with a palette made for it
 * (two ffmpeg runs, so memory stays flat however long the piece), an optional caption, at most
 * `maxWidth` wide. Progress: the palette pass is the first 35 percent, the encoding the rest.
 * Errors: `no_video`, `unreadable_media`, `empty_file`, `invalid_time_range`,
 * `start_past_end_of_file`, `invalid_parameters` (caption too long), `cancelled`, `timeout`.
 */
export async function videoToGif(
  ffmpeg: FfmpegInstallation,
  inputPath: string,
  outputPath: string,
  options: VideoToGifOptions,
): Promise<VideoToGifResult> {
  return withCleanup(outputPath, options, async (folder) => {
    const info = await probeWithVideo(ffmpeg, inputPath, options);
    const font = options.text?.trim() ? await findOverlayFont() : null;
    const plan = planVideoToGif(info, inputPath, outputPath, folder, options, font);
    for (const caption of plan.captionFiles) await writeFile(caption.path, caption.text, 'utf8');
    const run = (args: string[], from: number, to: number) =>
      runFfmpeg(ffmpeg, args, {
        expectedDurationSeconds: plan.durationSeconds,
        onProgress: scaledListener(options.onProgress, from, to),
        signal: options.signal,
        timeoutMs: options.timeoutMs,
      });
    await run(plan.paletteArguments, 0, PALETTE_PASS_SHARE);
    await run(plan.encodeArguments, PALETTE_PASS_SHARE, 100);
    return {
      durationSeconds: plan.durationSeconds,
      width: plan.width,
      height: plan.height,
      fps: plan.fps,
    };
  });
}
