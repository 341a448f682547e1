import { describe, expect, it } from 'vitest';
import { rotateImageJob } from './rotate-image.ts';
import { watermarkImageJob } from './watermark-image.ts';

describe('rotate-image and watermark-image', () => {
  it("keep the visitor's stem: a HEIC comes back a JPEG of the same name", () => {
    const parameters = rotateImageJob.parameters.parse({ angle: 90 });
    const result = rotateImageJob.result(parameters, [
      { name: 'IMG_0042.heic', contentType: 'image/heic' },
    ]);
    expect(result).toMatchObject({ filename: 'IMG_0042.jpg', contentType: 'image/jpeg' });
  });

  it('answer a batch with a ZIP', () => {
    const parameters = watermarkImageJob.parameters.parse({ text: 'नमस्ते' });
    const inputs = [
      { name: 'a.png', contentType: 'image/png' },
      { name: 'b.gif', contentType: 'image/gif' },
    ];
    expect(watermarkImageJob.result(parameters, inputs).filename).toBe('watermarked-images.zip');
  });

  it('refuse an angle that is not a quarter turn and an empty watermark', () => {
    expect(rotateImageJob.parameters.safeParse({ angle: 45 }).success).toBe(false);
    expect(watermarkImageJob.parameters.safeParse({ text: '   ' }).success).toBe(false);
    expect(watermarkImageJob.parameters.safeParse({ text: 'x', opacity: 0 }).success).toBe(false);
  });
});
