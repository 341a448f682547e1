import '../zod-setup.ts';
import { z } from 'zod';

export const rotateAngles = [0, 90, 180, 270] as const;
export const flips = ['none', 'horizontal', 'vertical'] as const;
export type Flip = (typeof flips)[number];

/** Turned clockwise by `angle` degrees, then mirrored as seen (`flip`); upright by EXIF first. */
export const rotateImageParameters = z.strictObject({
  angle: z
    .union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)], {
      error: 'The angle must be 0, 90, 180 or 270 degrees',
    })
    .default(90),
  flip: z.enum(flips).default('none'),
  /** EXIF, ICC and XMP kept; by default dropped (a phone photo's EXIF holds where it was taken). */
  keepMetadata: z.boolean().default(false),
});

export type RotateImageParameters = z.output<typeof rotateImageParameters>;
