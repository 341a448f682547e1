import { describe, expect, it } from 'vitest';
import { centredCrop, clampBox, cropBoxProblem, croppedSize } from './crop.ts';

describe('centredCrop', () => {
  it('takes the largest centred box of each ratio', () => {
    expect(centredCrop(1000, 800, '1:1')).toEqual({ x: 100, y: 0, width: 800, height: 800 });
    expect(centredCrop(1000, 800, '3:4')).toEqual({ x: 200, y: 0, width: 600, height: 800 });
    expect(centredCrop(1000, 800, '4:3')).toEqual({ x: 0, y: 25, width: 1000, height: 750 });
    expect(centredCrop(1000, 800, '16:9')).toEqual({ x: 0, y: 118, width: 1000, height: 563 });
    expect(centredCrop(1000, 800, 'social')).toEqual({ x: 0, y: 137, width: 1000, height: 525 });
    expect(centredCrop(300, 1000, '16:9')).toEqual({ x: 0, y: 415, width: 300, height: 169 });
  });

  it('keeps the whole image for free form', () => {
    expect(centredCrop(640, 480, 'free')).toEqual({ x: 0, y: 0, width: 640, height: 480 });
  });

  it('never makes an empty box', () => {
    expect(centredCrop(1, 500, '16:9')).toEqual({ x: 0, y: 249, width: 1, height: 1 });
  });
});

describe('croppedSize', () => {
  it('is the box, except Social Media: always 1200x630', () => {
    expect(croppedSize({ x: 0, y: 0, width: 300, height: 200 }, '4:3')).toEqual({
      width: 300,
      height: 200,
    });
    expect(croppedSize({ x: 0, y: 0, width: 300, height: 158 }, 'social')).toEqual({
      width: 1200,
      height: 630,
    });
  });
});

describe('cropBoxProblem', () => {
  it('accepts a box inside the image and explains one outside it', () => {
    expect(cropBoxProblem({ x: 0, y: 0, width: 100, height: 80 }, 100, 80)).toBeUndefined();
    expect(cropBoxProblem({ x: 1, y: 0, width: 100, height: 80 }, 100, 80)).toBe(
      'The crop box must lie inside the image (100x80 pixels).',
    );
    expect(cropBoxProblem({ x: 0, y: 0, width: 0, height: 80 }, 100, 80)).toMatch(
      /at least 1 pixel/,
    );
  });
});

describe('clampBox', () => {
  it('pulls a dragged box back inside the image', () => {
    expect(clampBox({ x: -20, y: 70, width: 50, height: 50 }, 100, 80)).toEqual({
      x: 0,
      y: 30,
      width: 50,
      height: 50,
    });
    expect(clampBox({ x: 10, y: 10, width: 500, height: 2 }, 100, 80, 10)).toEqual({
      x: 0,
      y: 10,
      width: 100,
      height: 10,
    });
  });
});
