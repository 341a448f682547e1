import { describe, expect, it } from 'vitest';
import { DEFAULT_GRADIENT, gradientCss, gradientImage, randomGradient } from './gradient.ts';

describe('gradient CSS', () => {
  it('starts from the defaults of docs/product.md#tool-defaults', () => {
    expect(DEFAULT_GRADIENT.angle).toBe(45);
    expect(DEFAULT_GRADIENT.colors).toEqual(['#ff6b6b', '#4ecdc4', '#45b7d1']);
    expect(gradientCss(DEFAULT_GRADIENT)).toBe(
      '.gradient {\n  background: linear-gradient(45deg, #ff6b6b, #4ecdc4);\n}\n',
    );
  });

  it('uses the third colour only when three are chosen', () => {
    expect(gradientImage({ ...DEFAULT_GRADIENT, count: 3 })).toBe(
      'linear-gradient(45deg, #ff6b6b, #4ecdc4, #45b7d1)',
    );
  });

  it('writes the angle as given, 0 to 360', () => {
    expect(gradientImage({ ...DEFAULT_GRADIENT, angle: 0 })).toBe(
      'linear-gradient(0deg, #ff6b6b, #4ecdc4)',
    );
    expect(gradientImage({ ...DEFAULT_GRADIENT, angle: 360 })).toBe(
      'linear-gradient(360deg, #ff6b6b, #4ecdc4)',
    );
  });

  it('makes radial gradients without an angle', () => {
    expect(gradientImage({ ...DEFAULT_GRADIENT, type: 'radial', count: 3 })).toBe(
      'radial-gradient(circle, #ff6b6b, #4ecdc4, #45b7d1)',
    );
  });

  it('randomises colours and angle but keeps the type and count', () => {
    const values = [0, 0.5, 0.5, 0.5, 0.999, 0.999, 0.999, 0, 0, 0];
    let index = 0;
    const next = randomGradient({ ...DEFAULT_GRADIENT, type: 'radial', count: 3 }, () => {
      const value = values[index % values.length] ?? 0;
      index++;
      return value;
    });
    expect(next).toEqual({
      type: 'radial',
      count: 3,
      angle: 0,
      colors: ['#808080', '#ffffff', '#000000'],
    });
  });
});
