import { ProcessingError } from '../../../processing-error.ts';
import { runFfmpeg } from '../ffmpeg.ts';
import type { FfmpegInstallation } from '../locate.ts';
import { applyFilter, measureFilter, parseMeasurement } from '../loudnorm.ts';
import { probeWithAudio, safeInputArguments, type MediaInfo } from '../probe.ts';
import { partOf } from '../progress-share.ts';
import { withCleanup, type MediaJobOptions } from './common.ts';

/** The encoder that writes the sound again in its own codec (the container stays the same). */
function audioEncoder(codec: string, muxer: string): string[] {
  if (codec.startsWith('pcm_')) return ['-c:a', codec];
  const lossy: Record<string, string[]> = {
    mp3: ['-c:a', 'libmp3lame', '-b:a', '192k'],
    aac: ['-c:a', 'aac', '-b:a', '192k'],
    vorbis: ['-c:a', 'libvorbis', '-b:a', '192k'],
    opus: ['-c:a', 'libopus', '-b:a', '160k'],
    wmav1: ['-c:a', 'wmav2', '-b:a', '192k'],
    wmav2: ['-c:a', 'wmav2', '-b:a', '192k'],
    ac3: ['-c:a', 'ac3', '-b:a', '384k'],
  };
  const lossless: Record<string, string[]> = { flac: ['-c:a', 'flac'], alac: ['-c:a', 'alac'] };
  const chosen = lossy[codec] ?? lossless[codec];
  if (chosen) return chosen;
  // A codec ffmpeg reads but does not write: the usual one of the container.
  if (muxer === 'wav') return ['-c:a', 'pcm_s16le'];
  if (muxer === 'webm') return ['-c:a', 'libopus', '-b:a', '160k'];
  if (muxer === 'avi' || muxer === 'mp3') return ['-c:a', 'libmp3lame', '-b:a', '192k'];
  return ['-c:a', 'aac', '-b:a', '192k'];
}

function silent(): ProcessingError {
  return new ProcessingError(
    'media_failed',
    'This file is silent (or too short to measure): there is no loudness to level.',
  );
}

/**
 * The file with its sound levelled to `targetLufs` (EBU R128, two-pass loudnorm, one gain for
 * the whole file, true peak under -1 dBTP) in its own format: the sound is encoded again in its
 * codec at its sample rate; a video's picture is copied as it is.
 */
export async function normalizeAudio(
  ffmpeg: FfmpegInstallation,
  inputPath: string,
  outputPath: string,
  settings: { targetLufs: number; muxer: string },
  options: MediaJobOptions,
): Promise<{ measuredLufs: number }> {
  return withCleanup(outputPath, options, async () => {
    const info: MediaInfo & { audio: NonNullable<MediaInfo['audio']> } = await probeWithAudio(
      ffmpeg,
      inputPath,
      options,
    );
    const run = (args: string[], from: number, to: number) =>
      runFfmpeg(ffmpeg, [...safeInputArguments(inputPath), ...args], {
        expectedDurationSeconds: info.durationSeconds,
        onProgress:
          options.onProgress &&
          ((progress) =>
            options.onProgress?.({ ...progress, percent: partOf(progress.percent, from, to) })),
        signal: options.signal,
        timeoutMs: options.timeoutMs,
      });
    const audio = ['-map', `0:${info.audio.index}`];
    // loudnorm prints its measurement at the info level.
    const first = await run(
      ['-loglevel', 'info', ...audio, '-af', measureFilter(settings.targetLufs), '-f', 'null', '-'],
      0,
      40,
    );
    const measured = parseMeasurement(first.stderr);
    if (!measured) throw silent();
    const sampleRate = info.audio.sampleRate ?? 48_000;
    await run(
      [
        ...(info.video ? ['-map', `0:${info.video.index}`, '-c:v', 'copy'] : ['-vn']),
        ...audio,
        '-sn',
        '-dn',
        '-af',
        applyFilter(settings.targetLufs, measured),
        // loudnorm works at 192 kHz: back to the file's own rate.
        '-ar',
        String(sampleRate),
        ...audioEncoder(info.audio.codec, settings.muxer),
        ...(settings.muxer === 'mp4' || settings.muxer === 'mov' || settings.muxer === 'ipod'
          ? ['-movflags', '+faststart']
          : []),
        '-f',
        settings.muxer,
        `file:${outputPath}`,
      ],
      40,
      100,
    );
    return { measuredLufs: measured.inputI };
  });
}
