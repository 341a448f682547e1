import { z } from 'zod';
import { defineJobType } from '../job-type.ts';
import { fileKinds } from '../file-kinds.ts';
import { oneFile } from '../input-slots.ts';
import { limits } from '../limits.ts';
import { namedAfterInput } from '../result-names.ts';

/** What each target is: its extension, type, and its default rate when it is lossy (kb/s). */
export const audioTargets = {
  mp3: { contentType: 'audio/mpeg', defaultKbps: 192 },
  wav: { contentType: 'audio/wav', defaultKbps: null },
  ogg: { contentType: 'audio/ogg', defaultKbps: 160 },
  m4a: { contentType: 'audio/mp4', defaultKbps: 192 },
  flac: { contentType: 'audio/flac', defaultKbps: null },
  opus: { contentType: 'audio/ogg', defaultKbps: 128 },
} as const;

export type AudioTarget = keyof typeof audioTargets;
export const audioTargetNames = Object.keys(audioTargets) as AudioTarget[];

/** A target whose size is set by a bitrate (the lossless ones take none). */
export function takesBitrate(target: AudioTarget): boolean {
  return audioTargets[target].defaultKbps !== null;
}

export const AUDIO_KBPS = { min: 32, max: 320 } as const;

export const convertAudioJob = defineJobType({
  type: 'convert-audio',
  nextStepRank: 2,
  requires: 'ffmpeg',
  toolSlug: 'convert-audio',
  title: 'Audio conversion',
  medium: 'media',
  inputs: [oneFile(fileKinds.audio, limits.audio)],
  parameters: z
    .strictObject({
      targetFormat: z.enum(audioTargetNames as [AudioTarget, ...AudioTarget[]]),
      /** kb/s of a lossy target; its default when absent. */
      bitrate: z
        .number()
        .int('must be a whole number')
        .min(AUDIO_KBPS.min, `must be at least ${AUDIO_KBPS.min} kb/s`)
        .max(AUDIO_KBPS.max, `must be at most ${AUDIO_KBPS.max} kb/s`)
        .optional(),
    })
    .superRefine((value, context) => {
      if (value.bitrate !== undefined && !takesBitrate(value.targetFormat)) {
        context.addIssue({
          code: 'custom',
          message: `${value.targetFormat.toUpperCase()} is lossless: it takes no bitrate`,
          path: ['bitrate'],
        });
      }
    }),
  formFields: ['targetFormat'],
  result: (parameters, inputs) => ({
    filename: namedAfterInput(
      inputs,
      (stem) => `${stem}.${parameters.targetFormat}`,
      `converted.${parameters.targetFormat}`,
    ),
    contentType: audioTargets[parameters.targetFormat].contentType,
  }),
  answersWithBytes: false,
  timeLimitSeconds: 600,
  budgets: ['mediaSeconds', 'mediaPixels'],
});
