import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodePagePng, isOpaque } from './page-png.ts';

/** `count` pixels of opaque grey as RGBA bytes. */
function greyPixels(count: number): Buffer {
  const rgba = Buffer.alloc(count * 4, 200);
  for (let alpha = 3; alpha < rgba.length; alpha += 4) rgba[alpha] = 255;
  return rgba;
}

function setAlpha(rgba: Buffer, pixel: number, alpha: number): Buffer {
  rgba[pixel * 4 + 3] = alpha;
  return rgba;
}

describe('isOpaque', () => {
  it('is true when every alpha byte is 255', () => {
    expect(isOpaque(Buffer.alloc(4 * 1000, 255))).toBe(true);
    expect(isOpaque(new Uint8Array(0))).toBe(true);
  });

  it('is false when a single pixel, even the last, is not fully opaque', () => {
    expect(isOpaque(setAlpha(Buffer.alloc(4 * 1000, 255), 999, 254))).toBe(false);
    expect(isOpaque(setAlpha(Buffer.alloc(4 * 1000, 255), 0, 0))).toBe(false);
  });

  it('ignores colour bytes: opaque black and opaque pure colours are opaque', () => {
    const pixels = Buffer.from([0, 0, 0, 255, 255, 0, 0, 255, 0, 0, 255, 255]);
    expect(isOpaque(pixels)).toBe(true);
  });

  it('reads stores that do not start on a 4-byte boundary', () => {
    const unaligned = Buffer.alloc(4 * 100 + 1, 255).subarray(1);
    expect(unaligned.byteOffset % 4).not.toBe(0);
    expect(isOpaque(unaligned)).toBe(true);
    expect(isOpaque(setAlpha(unaligned, 50, 128))).toBe(false);
  });
});

describe('encodePagePng', () => {
  it('writes opaque pixels as an RGB PNG with the same pixels', async () => {
    const rgba = greyPixels(6);
    rgba.set([10, 20, 30, 255], 4);
    const png = await encodePagePng({ data: rgba, width: 3, height: 2, channels: 4 });
    const metadata = await sharp(png).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.channels]).toEqual([
      'png',
      3,
      2,
      3,
    ]);
    expect([...(await sharp(png).raw().toBuffer()).subarray(0, 6)]).toEqual([
      200, 200, 200, 10, 20, 30,
    ]);
  });

  it('writes RGB pixels as they are', async () => {
    const rgb = Buffer.from([255, 255, 255, 10, 20, 30]);
    const png = await encodePagePng({ data: rgb, width: 2, height: 1, channels: 3 });
    expect((await sharp(png).metadata()).channels).toBe(3);
    expect([...(await sharp(png).raw().toBuffer())]).toEqual([...rgb]);
  });

  it('keeps transparency as RGBA, unpremultiplied as the canvas stores it premultiplied', async () => {
    // Half-transparent red, premultiplied: 64 of red at alpha 128 is red 127 or 128 straight.
    const rgba = Buffer.from([64, 0, 0, 128, 255, 255, 255, 255]);
    const png = await encodePagePng({ data: rgba, width: 2, height: 1, channels: 4 });
    expect((await sharp(png).metadata()).channels).toBe(4);
    const [red, green, blue, alpha, ...white] = await sharp(png).raw().toBuffer();
    expect(red).toBeGreaterThanOrEqual(127);
    expect(red).toBeLessThanOrEqual(128);
    expect([green, blue, alpha, ...white]).toEqual([0, 0, 128, 255, 255, 255, 255]);
  });

  it('gives the pixels the canvas encoder gives for a drawn page', async () => {
    const canvas = createCanvas(120, 80);
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, 120, 80);
    context.fillStyle = '#1e40af';
    context.beginPath();
    context.arc(40, 40, 25, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = 'rgba(220, 38, 38, 0.5)';
    context.fillRect(50, 20, 60, 40);
    const ours = await sharp(
      await encodePagePng({ data: canvas.data(), width: 120, height: 80, channels: 4 }),
    )
      .raw()
      .toBuffer();
    const canvasOwn = await sharp(await canvas.encode('png'))
      .removeAlpha()
      .raw()
      .toBuffer();
    expect(ours.equals(canvasOwn)).toBe(true);
  });
});
