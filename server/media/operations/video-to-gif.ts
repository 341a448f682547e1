import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ProcessingError } from '../../processing-error.ts';
import { runFfmpeg } from '../ffmpeg.ts';
import { findOverlayFont } from '../fonts.ts';
import type { FfmpegInstallation } from '../locate.ts';
import { cleanOverlayText, layoutOverlayText } from '../overlay-text.ts';
import { probeWithVideo, safeInputArguments } from '../probe.ts';
import { scaledListener } from '../progress.ts';
import { resolveTimeRange } from '../time-range.ts';
import { filterPath, timeArgument, withCleanup, type MediaJobOptions } from './common.ts';

/** GIFs wider than this are scaled down (never up): larger ones grow big without looking better. */
export const DEFAULT_GIF_MAX_WIDTH = 480;
/** Frames a second; 10 gives whole centisecond delays (GIF counts time in hundredths). */
export const DEFAULT_GIF_FPS = 10;
/** The longest GIF made, in seconds. */
export const MAX_GIF_SECONDS = 60;

export interface VideoToGifOptions extends MediaJobOptions {
  /** Seconds from the start of the video. */
  startTime: number;
  /** Seconds; past the end of the video the GIF stops where the video does. */
  endTime: number;
  /** Optional caption drawn at the bottom of every frame. */
  text?: string | null | undefined;
  maxWidth?: number;
  fps?: number;
}

export interface VideoToGifResult {
  durationSeconds: number;
  width: number;
  height: number;
  fps: number;
}

/** The scaled size: at most `maxWidth` wide, even numbers, the picture's shape kept. */
export function gifSize(width: number, height: number, maxWidth: number) {
  const targetWidth = Math.max(2, Math.min(maxWidth, width) - (Math.min(maxWidth, width) % 2));
  const targetHeight = Math.max(2, Math.round((height * targetWidth) / width / 2) * 2);
  return { width: targetWidth, height: targetHeight };
}

/**
 * Turns the piece of a video between two times into an animated GIF with a palette made for it
 * (two ffmpeg runs: palettegen, then paletteuse), an optional caption, at most `maxWidth` wide.
 * Progress: the palette pass is the first 35 percent, the encoding pass the rest.
 */
export async function videoToGif(
  ffmpeg: FfmpegInstallation,
  inputPath: string,
  outputPath: string,
  options: VideoToGifOptions,
): Promise<VideoToGifResult> {
  return withCleanup(outputPath, options, async (folder) => {
    const maxWidth = options.maxWidth ?? DEFAULT_GIF_MAX_WIDTH;
    const info = await probeWithVideo(ffmpeg, inputPath, options);
    const range = resolveTimeRange(
      options.startTime,
      options.endTime,
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
    const fps = Math.min(options.fps ?? DEFAULT_GIF_FPS, sourceFps && sourceFps > 0 ? sourceFps : 60);
    const size = gifSize(info.video.width || maxWidth, info.video.height || maxWidth, maxWidth);

    const filters = [
      `fps=${Number(fps.toFixed(3))}`,
      `scale=${size.width}:${size.height}:flags=lanczos`,
    ];
    const text = options.text ? cleanOverlayText(options.text) : '';
    if (text) {
      const font = await findOverlayFont();
      if (!font) {
        throw new ProcessingError('tool_missing', 'This server cannot draw text on GIFs.', {
          detail: 'no TrueType font found for drawtext',
        });
      }
      const layout = layoutOverlayText(text, size.width, size.height);
      const lineCount = layout.lines.length;
      for (const [index, line] of layout.lines.entries()) {
        // A text file, not text= in the filter: nothing the visitor types is parsed by ffmpeg.
        const textFile = join(folder, `caption-${index}.txt`);
        await writeFile(textFile, line, 'utf8');
        const fromBottom = layout.bottomMargin + (lineCount - 1 - index) * layout.lineHeight;
        filters.push(
          [
            `drawtext=fontfile=${filterPath(font)}`,
            `textfile=${filterPath(textFile)}`,
            'expansion=none',
            `fontsize=${layout.fontSize}`,
            'fontcolor=white',
            `borderw=${layout.borderWidth}`,
            'bordercolor=black',
            'x=(w-text_w)/2',
            `y=h-${fromBottom}-${layout.fontSize}`,
          ].join(':'),
        );
      }
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

    // Pass 1: the palette. The copy sent to the null output is what moves ffmpeg's position, so
    // this pass reports progress too (a palette alone is one frame written at the very end).
    await runFfmpeg(
      ffmpeg,
      [
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
      {
        expectedDurationSeconds: range.durationSeconds,
        onProgress: scaledListener(options.onProgress, 0, 35),
        signal: options.signal,
        timeoutMs: options.timeoutMs,
      },
    );

    // Pass 2: the GIF, dithered with that palette.
    await runFfmpeg(
      ffmpeg,
      [
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
      {
        expectedDurationSeconds: range.durationSeconds,
        onProgress: scaledListener(options.onProgress, 35, 100),
        signal: options.signal,
        timeoutMs: options.timeoutMs,
      },
    );
    return { durationSeconds: range.durationSeconds, width: size.width, height: size.height, fps };
  });
}
