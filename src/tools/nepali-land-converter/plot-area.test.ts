import { describe, expect, it } from 'vitest';
import { BKD, RAPD, writeLandForm } from './land-forms.ts';
import { heronArea, plotArea, PLOT_MESSAGES } from './plot-area.ts';

function area(result: ReturnType<typeof plotArea>): { sqFt: number; sqM: number } {
  if (!result.ok) throw new Error(result.message);
  return result;
}

describe('plot area', () => {
  it('of a rectangle: 74 ft by 74 ft is one ropani', () => {
    const { sqFt, sqM } = area(plotArea({ kind: 'rectangle', length: 74, width: 74 }, 'ft'));
    expect(sqFt).toBe(5476);
    expect(sqM).toBeCloseTo(508.737, 3);
    expect(writeLandForm(RAPD, sqFt)).toBe('1-0-0-0');
  });

  it('of a rectangle in metres', () => {
    const { sqFt, sqM } = area(plotArea({ kind: 'rectangle', length: 20, width: 10 }, 'm'));
    expect(sqM).toBe(200);
    expect(sqFt).toBeCloseTo(2152.782, 3);
  });

  it('of a triangle by Heron: 3-4-5 is 6, and an equilateral triangle', () => {
    expect(heronArea(3, 4, 5)).toBe(6);
    expect(area(plotArea({ kind: 'triangle', a: 30, b: 40, c: 50 }, 'ft')).sqFt).toBe(600);
    expect(heronArea(10, 10, 10)).toBeCloseTo((Math.sqrt(3) / 4) * 100, 10);
  });

  it('stays accurate for a thin triangle', () => {
    // Base 100, height 0.01: area 0.5
    const side = Math.hypot(50, 0.01);
    expect(heronArea(100, side, side)).toBeCloseTo(0.5, 8);
  });

  it('refuses impossible and flat triangles with a clear message', () => {
    expect(plotArea({ kind: 'triangle', a: 1, b: 2, c: 10 }, 'ft')).toEqual({
      ok: false,
      message: PLOT_MESSAGES.triangle,
    });
    expect(plotArea({ kind: 'triangle', a: 1, b: 2, c: 3 }, 'm')).toEqual({
      ok: false,
      message: PLOT_MESSAGES.triangle,
    });
  });

  it('of a four-sided plot by its sides and a diagonal', () => {
    // A 60 ft x 80 ft rectangle: its diagonal is 100 ft.
    const rect = area(
      plotArea({ kind: 'quadrilateral', ab: 60, bc: 80, cd: 60, da: 80, ac: 100 }, 'ft'),
    );
    expect(rect.sqFt).toBeCloseTo(4800, 9);
    // Two different triangles: 3-4-5 (6) and 5-5-5 on the diagonal 5.
    const kite = area(plotArea({ kind: 'quadrilateral', ab: 3, bc: 4, cd: 5, da: 5, ac: 5 }, 'm'));
    expect(kite.sqM).toBeCloseTo(6 + (Math.sqrt(3) / 4) * 25, 10);
    expect(writeLandForm(BKD, 72900)).toBe('1-0-0');
  });

  it('refuses a four-sided plot whose diagonal cannot close either triangle', () => {
    expect(plotArea({ kind: 'quadrilateral', ab: 3, bc: 4, cd: 5, da: 5, ac: 8 }, 'ft')).toEqual({
      ok: false,
      message: PLOT_MESSAGES.firstTriangle,
    });
    expect(plotArea({ kind: 'quadrilateral', ab: 3, bc: 4, cd: 1, da: 1, ac: 5 }, 'ft')).toEqual({
      ok: false,
      message: PLOT_MESSAGES.secondTriangle,
    });
  });

  it('refuses zero, negative and missing lengths', () => {
    for (const width of [0, -5, NaN, Infinity]) {
      expect(plotArea({ kind: 'rectangle', length: 10, width }, 'ft')).toEqual({
        ok: false,
        message: PLOT_MESSAGES.notPositive,
      });
    }
  });
});
