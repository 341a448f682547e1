import { landMessages } from './messages.ts';
import { SQ_M_PER_SQ_FT } from './units.ts';

/**
 * Areas of plots from their measured sides. A four-sided plot needs a diagonal too: its sides
 * alone do not fix its shape, but the diagonal cuts it into two triangles whose sides are known.
 */
export type LengthUnit = 'ft' | 'm';

export type PlotShape =
  | { kind: 'rectangle'; length: number; width: number }
  | { kind: 'triangle'; a: number; b: number; c: number }
  /** Sides in order round the plot (AB, BC, CD, DA) and the diagonal AC. */
  | { kind: 'quadrilateral'; ab: number; bc: number; cd: number; da: number; ac: number };

export type AreaResult = { ok: true; sqFt: number; sqM: number } | { ok: false; message: string };

export const PLOT_MESSAGES = landMessages.en.plot.problems;

export type PlotProblem = keyof typeof PLOT_MESSAGES;

/** Which problem an English message names, so the screen can say it in the shown language. */
export function plotProblemOf(message: string): PlotProblem | undefined {
  return (Object.keys(PLOT_MESSAGES) as PlotProblem[]).find(
    (key) => PLOT_MESSAGES[key] === message,
  );
}

/**
 * Heron's formula, in the form that stays accurate for thin triangles: with a >= b >= c,
 * area = 1/4 sqrt((a + (b + c)) (c - (a - b)) (c + (a - b)) (a + (b - c))).
 * Undefined when the sides cannot close (a flat 'triangle' included).
 */
export function heronArea(x: number, y: number, z: number): number | undefined {
  const [a = 0, b = 0, c = 0] = [x, y, z].sort((p, q) => q - p);
  if (c <= 0 || a >= b + c) return undefined;
  return Math.sqrt((a + (b + c)) * (c - (a - b)) * (c + (a - b)) * (a + (b - c))) / 4;
}

function lengths(shape: PlotShape): number[] {
  switch (shape.kind) {
    case 'rectangle':
      return [shape.length, shape.width];
    case 'triangle':
      return [shape.a, shape.b, shape.c];
    case 'quadrilateral':
      return [shape.ab, shape.bc, shape.cd, shape.da, shape.ac];
  }
}

/** The area in the square of the length unit, or a message saying why there is none. */
function areaInUnit(shape: PlotShape): number | string {
  if (!lengths(shape).every((length) => Number.isFinite(length) && length > 0)) {
    return PLOT_MESSAGES.notPositive;
  }
  switch (shape.kind) {
    case 'rectangle':
      return shape.length * shape.width;
    case 'triangle':
      return heronArea(shape.a, shape.b, shape.c) ?? PLOT_MESSAGES.triangle;
    case 'quadrilateral': {
      const first = heronArea(shape.ab, shape.bc, shape.ac);
      if (first === undefined) return PLOT_MESSAGES.firstTriangle;
      const second = heronArea(shape.cd, shape.da, shape.ac);
      if (second === undefined) return PLOT_MESSAGES.secondTriangle;
      return first + second;
    }
  }
}

export function plotArea(shape: PlotShape, unit: LengthUnit): AreaResult {
  const area = areaInUnit(shape);
  if (typeof area === 'string') return { ok: false, message: area };
  return unit === 'ft'
    ? { ok: true, sqFt: area, sqM: area * SQ_M_PER_SQ_FT }
    : { ok: true, sqFt: area / SQ_M_PER_SQ_FT, sqM: area };
}
