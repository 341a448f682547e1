import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BORDER_RADIUS,
  borderRadiusCss,
  borderRadiusValue,
  setCorner,
  setLinked,
  setUnit,
} from './border-radius.ts';

const corners = (topLeft: number, topRight: number, bottomRight: number, bottomLeft: number) => ({
  ...DEFAULT_BORDER_RADIUS,
  topLeft,
  topRight,
  bottomRight,
  bottomLeft,
});

describe('border-radius shorthand', () => {
  it('writes the default as one value', () => {
    expect(borderRadiusCss(DEFAULT_BORDER_RADIUS)).toBe('.box {\n  border-radius: 24px;\n}\n');
  });

  it('uses the shortest form that says the same', () => {
    expect(borderRadiusValue(corners(10, 20, 10, 20))).toBe('10px 20px');
    expect(borderRadiusValue(corners(10, 20, 30, 20))).toBe('10px 20px 30px');
    expect(borderRadiusValue(corners(10, 20, 30, 40))).toBe('10px 20px 30px 40px');
    expect(borderRadiusValue(corners(0, 0, 0, 0))).toBe('0');
    expect(borderRadiusValue(corners(50, 0, 50, 0))).toBe('50px 0');
    expect(borderRadiusValue({ ...corners(50, 50, 50, 50), unit: '%' })).toBe('50%');
  });
});

describe('corner editing', () => {
  it('moves one corner, or all when linked', () => {
    expect(setCorner(DEFAULT_BORDER_RADIUS, 'topRight', 80)).toMatchObject({
      topLeft: 24,
      topRight: 80,
    });
    const linked = setLinked(corners(10, 20, 30, 40), true);
    expect(borderRadiusValue(linked)).toBe('10px');
    expect(borderRadiusValue(setCorner(linked, 'bottomLeft', 60))).toBe('60px');
  });

  it('clamps corners to 50 when switching to percent', () => {
    expect(borderRadiusValue(setUnit(corners(10, 120, 30, 200), '%'))).toBe('10% 50% 30%');
  });
});
