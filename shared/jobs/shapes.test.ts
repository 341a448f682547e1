import { describe, expect, it } from 'vitest';
import { shapeCanvas, shapePath, shapeValues } from './shapes.ts';

describe('shapes', () => {
  it('lists the eight shapes of docs/product.md#tool-defaults', () => {
    expect(shapeValues).toEqual([
      'circle',
      'oval',
      'rectangle',
      'square',
      'hexagon',
      'pentagon',
      'star',
      'heart',
    ]);
  });

  it('gives oval and rectangle a 4:3 box, the others a square', () => {
    expect(shapeCanvas('oval', 400)).toEqual({ width: 400, height: 300 });
    expect(shapeCanvas('rectangle', 400)).toEqual({ width: 400, height: 300 });
    expect(shapeCanvas('star', 400)).toEqual({ width: 400, height: 400 });
  });

  it('draws polygons with the right number of corners inside the box', () => {
    const corners = (path: string) =>
      path.split(/[ML]/).filter((s) => s.trim() && !s.includes('Z')).length + 1;
    expect(corners(shapePath('hexagon', 400, 400))).toBe(6);
    expect(corners(shapePath('pentagon', 400, 400))).toBe(5);
    expect(corners(shapePath('star', 400, 400))).toBe(10);
    for (const shape of shapeValues) {
      const numbers =
        shapePath(shape, 400, 300)
          .match(/-?\d+(\.\d+)?/g)
          ?.map(Number) ?? [];
      expect(Math.min(...numbers), shape).toBeGreaterThanOrEqual(0);
      expect(Math.max(...numbers), shape).toBeLessThanOrEqual(400);
    }
  });

  it('puts the first star point at the top centre', () => {
    expect(shapePath('star', 400, 400)).toMatch(/^M 200 \d/);
  });
});
