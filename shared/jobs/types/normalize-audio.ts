import { z } from 'zod';
import { defineJobType } from '../job-type.ts';
import { fileKinds } from '../file-kinds.ts';
import { oneFile } from '../input-slots.ts';
import { limits } from '../limits.ts';
import { namedAfterInput } from '../result-names.ts';

/** Each detected type the tool takes: the extension and ffmpeg muxer its result keeps. */
export const sameFormatOut: Readonly<Record<string, { extension: string; muxer: string }>> = {
  'audio/mpeg': { extension: 'mp3', muxer: 'mp3' },
  'audio/wav': { extension: 'wav', muxer: 'wav' },
  'audio/x-m4a': { extension: 'm4a', muxer: 'ipod' },
  'audio/mp4': { extension: 'm4a', muxer: 'ipod' },
  'audio/aac': { extension: 'aac', muxer: 'adts' },
  'audio/ogg': { extension: 'ogg', muxer: 'ogg' },
  'audio/ogg; codecs=opus': { extension: 'opus', muxer: 'opus' },
  'audio/flac': { extension: 'flac', muxer: 'flac' },
  'audio/x-ms-asf': { extension: 'wma', muxer: 'asf' },
  'video/mp4': { extension: 'mp4', muxer: 'mp4' },
  'video/x-m4v': { extension: 'm4v', muxer: 'mp4' },
  'video/quicktime': { extension: 'mov', muxer: 'mov' },
  'video/vnd.avi': { extension: 'avi', muxer: 'avi' },
  'video/webm': { extension: 'webm', muxer: 'webm' },
  'video/matroska': { extension: 'mkv', muxer: 'matroska' },
};

/** The result's format: the input's own (an unknown type, never let in, would be Matroska). */
export function formatOf(contentType: string): { extension: string; muxer: string } {
  return sameFormatOut[contentType] ?? { extension: 'mkv', muxer: 'matroska' };
}

export const LUFS = { min: -30, max: -5, default: -16 } as const;

export const normalizeAudioJob = defineJobType({
  type: 'normalize-audio',
  nextStepRank: 3,
  requires: 'ffmpeg',
  toolSlug: 'normalize-audio',
  title: 'Loudness normalisation',
  medium: 'media',
  inputs: [oneFile(fileKinds.media, limits.videoForAudioTools)],
  parameters: z.strictObject({
    /** Integrated loudness of the result (EBU R128), in LUFS. */
    targetLufs: z
      .number()
      .finite()
      .min(LUFS.min, `must be at least ${LUFS.min} LUFS`)
      .max(LUFS.max, `must be at most ${LUFS.max} LUFS`)
      .default(LUFS.default),
  }),
  formFields: [],
  result: (_parameters, inputs) => {
    const format = formatOf(inputs[0]?.contentType ?? '');
    const contentType = inputs[0]?.contentType.split(';')[0] ?? 'application/octet-stream';
    return {
      filename: namedAfterInput(
        inputs,
        (stem) => `${stem}-normalized.${format.extension}`,
        `normalized.${format.extension}`,
      ),
      contentType,
    };
  },
  answersWithBytes: false,
  timeLimitSeconds: 1800,
  budgets: ['mediaSeconds', 'mediaPixels'],
});
