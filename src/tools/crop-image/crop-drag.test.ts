import { describe, expect, it } from 'vitest';
import { initialFreeBox, moveBox, resizeBox, typedBox } from './crop-drag.ts';

const box = { x: 100, y: 100, width: 200, height: 100 };

describe('moveBox', () => {
  it('moves by the drag and stops at the edges', () => {
    expect(moveBox(box, 50, -20, 1000, 800)).toEqual({ x: 150, y: 80, width: 200, height: 100 });
    expect(moveBox(box, -500, 900, 1000, 800)).toEqual({ x: 0, y: 700, width: 200, height: 100 });
  });
});

describe('resizeBox', () => {
  it('grows from the bottom-right corner within the image and not below the minimum', () => {
    expect(resizeBox(box, 30, 40, 1000, 800)).toEqual({ x: 100, y: 100, width: 230, height: 140 });
    expect(resizeBox(box, 5000, 5000, 1000, 800)).toEqual({
      x: 100,
      y: 100,
      width: 900,
      height: 700,
    });
    expect(resizeBox(box, -500, -500, 1000, 800)).toEqual({
      x: 100,
      y: 100,
      width: 16,
      height: 16,
    });
  });
});

describe('initialFreeBox', () => {
  it('is the middle 80%', () => {
    expect(initialFreeBox(1000, 500)).toEqual({ x: 100, y: 50, width: 800, height: 400 });
  });
});

describe('typedBox', () => {
  it('takes a typed value, rounded and kept inside', () => {
    expect(typedBox(box, 'width', 250.4, 1000, 800)).toEqual({ ...box, width: 250 });
    expect(typedBox(box, 'x', 990, 1000, 800)).toEqual({ ...box, x: 800 });
    expect(typedBox(box, 'height', Number.NaN, 1000, 800)).toEqual(box);
  });
});
