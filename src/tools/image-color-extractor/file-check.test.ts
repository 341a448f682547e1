import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, checkImageFile, sampleSize } from './file-check.ts';

describe('checkImageFile', () => {
  it('lets images through', () => {
    expect(checkImageFile({ name: 'a.png', type: 'image/png', size: 10 })).toBeNull();
    expect(checkImageFile({ name: 'b.JPG', type: '', size: 10 })).toBeNull();
    expect(
      checkImageFile({ name: 'c.svg', type: 'image/svg+xml', size: MAX_IMAGE_BYTES }),
    ).toBeNull();
  });

  it('turns away what is not an image, empty or too large', () => {
    expect(checkImageFile({ name: 'notes.txt', type: 'text/plain', size: 10 })).toBe(
      '“notes.txt” is not an image. Choose a PNG, JPEG, WebP, GIF, AVIF, BMP or SVG file.',
    );
    expect(checkImageFile({ name: 'data', type: '', size: 10 })).toBe(
      '“data” is not an image. Choose a PNG, JPEG, WebP, GIF, AVIF, BMP or SVG file.',
    );
    expect(checkImageFile({ name: 'a.png', type: 'image/png', size: 0 })).toBe(
      '“a.png” is empty. Choose another image.',
    );
    expect(checkImageFile({ name: 'big.png', type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe(
      '“big.png” is 50.0 MB; images up to 50.0 MB can be read. Choose a smaller image.',
    );
  });
});

describe('sampleSize', () => {
  it('shrinks the longest side to the limit and never enlarges', () => {
    expect(sampleSize(4000, 3000, 200)).toEqual({ width: 200, height: 150 });
    expect(sampleSize(300, 1200, 200)).toEqual({ width: 50, height: 200 });
    expect(sampleSize(100, 80, 200)).toEqual({ width: 100, height: 80 });
    expect(sampleSize(5000, 1, 200)).toEqual({ width: 200, height: 1 });
  });
});
