import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ProcessingError } from '../../../processing-error.ts';
import { runFfmpeg } from '../ffmpeg.ts';
import { findOverlayFont } from '../fonts.ts';
import type { FfmpegInstallation } from '../locate.ts';
import { cleanOverlayText, layoutOverlayText, type OverlayLayout } from '../overlay-text.ts';
import { probeWithVideo, safeInputArguments, type MediaInfo } from '../probe.ts';
import { scaledListener } from '../progress.ts';
import { resolveTimeRange, type TimeRange } from '../clip-range.ts';
import { MAX_GIF_SECONDS } from '../../../../shared/jobs/time-range.ts';
import { filterPath, timeArgument, withCleanup, type MediaJobOptions } from './common.ts';

/** GIFs wider than this are scaled down (never up): larger ones grow big without looking better. */
export const DEFAULT_GIF_MAX_WIDTH = 480;
/** Frames a second; 10 gives whole centisecond delays (GIF counts time in hundredths). */
export const DEFAULT_GIF_FPS = 10;
/** The longest GIF made, in seconds (the job's parameters refuse longer pieces first). */
export { MAX_GIF_SECONDS } from '../../../../shared/jobs/time-range.ts';
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
export interface GifPlan {
  captionFiles: { path: string; text: string }[];
  /** Arguments after `baseArguments`: the palette pass, then the encoding pass. */
  paletteArguments: string[];
  encodeArguments: string[];
}

export interface GifCaption {
  layout: OverlayLayout;
  font: string;
}

/**
 * The size ffmpeg's `scale=w='min(maxWidth,iw)':h=-2` gives: at most `maxWidth` wide, never
 * wider than the video, the height in proportion and even.
 */
export function gifSize(width: number, height: number, maxWidth: number) {
  const targetWidth = Math.min(maxWidth, width);
  const targetHeight = Math.max(2, Math.round((height * targetWidth) / width / 2) * 2);
  return { width: targetWidth, height: targetHeight };
}

/**
 * Builds both ffmpeg runs of a GIF (palettegen, then paletteuse) for the piece `start` to
 * `start + duration` (ffmpeg stops at the end of the file by itself), with its temporary files in
 * `folder`. Needs nothing from the probe, so the first run can start while the file is probed.
 */
export function planVideoToGif(
  inputPath: string,
  outputPath: string,
  folder: string,
  piece: { startSeconds: number; durationSeconds: number },
  settings: { maxWidth: number; fps: number },
  caption: GifCaption | null,
): GifPlan {
  const filters = [
    `fps=${settings.fps}`,
    `scale=w='min(${settings.maxWidth},iw)':h=-2:flags=lanczos`,
  ];
  const captionFiles: GifPlan['captionFiles'] = [];
  if (caption) {
    const { layout, font } = caption;
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
    timeArgument(piece.startSeconds),
    '-t',
    timeArgument(piece.durationSeconds),
    ...safeInputArguments(inputPath),
  ];
  const palette = join(folder, 'palette.png');
  return {
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

/** The piece the GIF shows once the video's length is known; refuses pieces over the limit. */
function gifRange(settings: GifSettings, info: MediaInfo | null): TimeRange {
  const range = resolveTimeRange(
    settings.startTime,
    settings.endTime,
    info?.durationSeconds ?? null,
    'clamp',
  );
  if (info && range.durationSeconds > MAX_GIF_SECONDS) {
    throw new ProcessingError(
      'invalid_time_range',
      `A GIF may be at most ${MAX_GIF_SECONDS} seconds long. Choose a shorter piece.`,
      { field: 'endTime' },
    );
  }
  return range;
}

/**
 * Turns the piece of a video between two times into an animated GIF with a palette made for it
 * (two ffmpeg runs, so memory stays flat however long the piece), an optional caption, at most
 * `maxWidth` wide, `fps` frames a second. Without a caption the file is probed while the palette
 * pass runs (the pass is stopped if the probe refuses the file). Progress: the palette pass is
 * the first 35 percent, the encoding the rest.
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
    const settings = {
      maxWidth: options.maxWidth ?? DEFAULT_GIF_MAX_WIDTH,
      fps: options.fps ?? DEFAULT_GIF_FPS,
    };
    const text = options.text ? cleanOverlayText(options.text) : '';
    const requested = gifRange(options, null);
    const run = (
      args: string[],
      expected: number,
      from: number,
      to: number,
      signal?: AbortSignal,
    ) =>
      runFfmpeg(ffmpeg, args, {
        expectedDurationSeconds: expected,
        onProgress: scaledListener(options.onProgress, from, to),
        signal: signal ?? options.signal,
        timeoutMs: options.timeoutMs,
      });

    let info: Awaited<ReturnType<typeof probeWithVideo>>;
    let plan: GifPlan;
    if (text) {
      // The caption's size depends on the GIF's, so the probe comes first.
      info = await probeWithVideo(ffmpeg, inputPath, options);
      const range = gifRange(options, info);
      const font = await findOverlayFont();
      if (!font) {
        throw new ProcessingError('tool_missing', 'This server cannot draw text on GIFs.', {
          detail: 'no TrueType font found for drawtext',
        });
      }
      const size = gifSize(info.video.width, info.video.height, settings.maxWidth);
      const layout = layoutOverlayText(text, size.width, size.height);
      plan = planVideoToGif(inputPath, outputPath, folder, range, settings, { layout, font });
      for (const caption of plan.captionFiles) await writeFile(caption.path, caption.text, 'utf8');
      await run(plan.paletteArguments, range.durationSeconds, 0, PALETTE_PASS_SHARE);
    } else {
      plan = planVideoToGif(inputPath, outputPath, folder, requested, settings, null);
      const stop = new AbortController();
      const signal = options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal;
      const palettePass = run(
        plan.paletteArguments,
        requested.durationSeconds,
        0,
        PALETTE_PASS_SHARE,
        signal,
      );
      palettePass.catch(() => {});
      try {
        info = await probeWithVideo(ffmpeg, inputPath, options);
        gifRange(options, info);
      } catch (error) {
        stop.abort();
        await palettePass.catch(() => {});
        throw error;
      }
      await palettePass;
    }

    const range = gifRange(options, info);
    await run(plan.encodeArguments, range.durationSeconds, PALETTE_PASS_SHARE, 100);
    const size = gifSize(info.video.width, info.video.height, settings.maxWidth);
    return { durationSeconds: range.durationSeconds, ...size, fps: settings.fps };
  });
}
