import { describe, expect, it } from 'vitest';
import {
  CLIP_PATH_MESSAGE,
  DEFAULT_SHAPE,
  SHAPES,
  maxRadius,
  randomShape,
  shapeControls,
  shapeCss,
  validateClipPath,
  withClampedRadius,
  type ShapeKind,
} from './shape.ts';

describe('which controls each shape shows', () => {
  const withHeight: ShapeKind[] = ['rectangle', 'rounded', 'triangle', 'hexagon', 'star', 'custom'];

  it.each(SHAPES.map((s) => s.value))(
    '%s follows the rules of docs/product.md#tool-defaults',
    (shape) => {
      const thin = shapeControls({ shape, borderWidth: 0 });
      const bordered = shapeControls({ shape, borderWidth: 4 });
      expect(thin.height).toBe(withHeight.includes(shape));
      expect(thin.radius).toBe(shape === 'rounded');
      expect(thin.border).toBe(shape !== 'triangle');
      expect(thin.borderColor).toBe(false);
      expect(bordered.borderColor).toBe(shape !== 'triangle');
    },
  );
});

describe('radius range', () => {
  it('runs to half the smaller side on steps of 5', () => {
    expect(maxRadius(200, 200)).toBe(100);
    expect(maxRadius(50, 400)).toBe(25);
    expect(maxRadius(400, 130)).toBe(65);
    expect(maxRadius(90, 90)).toBe(45);
  });

  it('pulls the radius back when the box shrinks', () => {
    const state = { ...DEFAULT_SHAPE, shape: 'rounded' as const, radius: 100 };
    expect(withClampedRadius({ ...state, height: 60 }).radius).toBe(30);
    expect(withClampedRadius({ ...state, height: 300 }).radius).toBe(100);
  });
});

describe('shape CSS', () => {
  it('draws the default 200x200 circle in #3498db', () => {
    expect(shapeCss(DEFAULT_SHAPE)).toBe(
      '.shape {\n  width: 200px;\n  height: 200px;\n  background: #3498db;\n  border-radius: 50%;\n}\n',
    );
  });

  it('gives box shapes a real border in the border colour', () => {
    expect(shapeCss({ ...DEFAULT_SHAPE, borderWidth: 4 })).toBe(
      '.shape {\n  width: 200px;\n  height: 200px;\n  background: #3498db;\n' +
        '  border: 4px solid #2980b9;\n  box-sizing: border-box;\n  border-radius: 50%;\n}\n',
    );
  });

  it('makes a square as tall as it is wide whatever height was set before', () => {
    expect(shapeCss({ ...DEFAULT_SHAPE, shape: 'square', width: 120, height: 300 })).toBe(
      '.shape {\n  width: 120px;\n  height: 120px;\n  background: #3498db;\n}\n',
    );
  });

  it('rounds a rounded rectangle by its radius', () => {
    expect(
      shapeCss({ ...DEFAULT_SHAPE, shape: 'rounded', width: 300, height: 150, radius: 25 }),
    ).toBe(
      '.shape {\n  width: 300px;\n  height: 150px;\n  background: #3498db;\n  border-radius: 25px;\n}\n',
    );
  });

  it('cuts a triangle with clip-path and never gives it a border', () => {
    expect(
      shapeCss({ ...DEFAULT_SHAPE, shape: 'triangle', width: 200, height: 150, borderWidth: 8 }),
    ).toBe(
      '.shape {\n  width: 200px;\n  height: 150px;\n  background: #3498db;\n' +
        '  clip-path: polygon(50% 0%, 100% 100%, 0% 100%);\n}\n',
    );
  });

  it('draws a bordered hexagon as two clipped layers', () => {
    const hexagon = 'polygon(25% 0%, 75% 0%, 100% 50%, 75% 100%, 25% 100%, 0% 50%)';
    expect(
      shapeCss({ ...DEFAULT_SHAPE, shape: 'hexagon', width: 240, height: 200, borderWidth: 6 }),
    ).toBe(
      `.shape {\n  position: relative;\n  width: 240px;\n  height: 200px;\n  background: #2980b9;\n  clip-path: ${hexagon};\n}\n` +
        '\n' +
        `.shape::before {\n  content: '';\n  position: absolute;\n  inset: 6px;\n  background: #3498db;\n  clip-path: ${hexagon};\n}\n`,
    );
  });

  it('uses the custom clip-path as typed, tidied', () => {
    const state = {
      ...DEFAULT_SHAPE,
      shape: 'custom' as const,
      height: 100,
      customClipPath: '  circle(40%   at 50% 50%) ',
    };
    expect(shapeCss(state)).toBe(
      '.shape {\n  width: 200px;\n  height: 100px;\n  background: #3498db;\n  clip-path: circle(40% at 50% 50%);\n}\n',
    );
  });
});

describe('validateClipPath', () => {
  it('accepts the four basic shapes', () => {
    expect(validateClipPath('polygon(0 0, 100% 0, 50% 100%)')).toEqual({
      ok: true,
      value: 'polygon(0 0, 100% 0, 50% 100%)',
    });
    expect(validateClipPath('polygon(evenodd, 0 0, 10px 0, 5px 10px)').ok).toBe(true);
    expect(validateClipPath('ellipse(25% 40% at 50% 50%)').ok).toBe(true);
    expect(validateClipPath('inset(5% 20% round 10px)').ok).toBe(true);
  });

  it('refuses anything that is not one basic shape', () => {
    for (const bad of [
      '',
      'star',
      'url(#mask)',
      'polygon(0 0, 1 1); } body { display: none',
      'circle(50%) circle(20%)',
      'path("M0 0")',
    ]) {
      expect(validateClipPath(bad)).toEqual({ ok: false, error: CLIP_PATH_MESSAGE });
    }
  });

  it('wants at least three x y points in a polygon', () => {
    const short = validateClipPath('polygon(0 0, 100% 100%)');
    expect(short.ok).toBe(false);
    expect(validateClipPath('polygon(0 0, 100%, 50% 100%)').ok).toBe(false);
    expect(short).toEqual({
      ok: false,
      error:
        'A polygon needs at least three points, each an x and a y separated by a space, like 50% 0%.',
    });
  });
});

describe('randomShape', () => {
  it('stays inside every range and never picks custom', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return (seed - 1) / 2147483646;
    };
    for (let i = 0; i < 200; i++) {
      const shape = randomShape(DEFAULT_SHAPE, random);
      expect(shape.shape).not.toBe('custom');
      expect(shape.width % 10).toBe(0);
      expect(shape.width).toBeGreaterThanOrEqual(50);
      expect(shape.height).toBeLessThanOrEqual(400);
      expect(shape.radius % 5).toBe(0);
      expect(shape.radius).toBeLessThanOrEqual(maxRadius(shape.width, shape.height));
      expect(shape.borderWidth).toBeLessThanOrEqual(20);
      expect(shape.background).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});
