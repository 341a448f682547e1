import { randomHex, randomStep } from '../design-common/color.ts';
import { cssRule, px, type Declaration } from '../design-common/css.ts';
import { shapeMakerMessages } from './messages.ts';

export const SHAPES = [
  { value: 'circle', label: 'Circle' },
  { value: 'square', label: 'Square' },
  { value: 'rectangle', label: 'Rectangle' },
  { value: 'rounded', label: 'Rounded rectangle' },
  { value: 'triangle', label: 'Triangle' },
  { value: 'diamond', label: 'Diamond' },
  { value: 'pentagon', label: 'Pentagon' },
  { value: 'hexagon', label: 'Hexagon' },
  { value: 'octagon', label: 'Octagon' },
  { value: 'star', label: 'Star' },
  { value: 'custom', label: 'Custom clip-path' },
] as const;

export type ShapeKind = (typeof SHAPES)[number]['value'];

export interface ShapeState {
  shape: ShapeKind;
  width: number;
  height: number;
  radius: number;
  background: string;
  borderWidth: number;
  borderColor: string;
  customClipPath: string;
}

/** The slider ranges (docs/product.md#tool-defaults). */
export const SIZE_MIN = 50;
export const SIZE_MAX = 400;
export const SIZE_STEP = 10;
export const RADIUS_STEP = 5;
export const BORDER_MAX = 20;
export const SHAPE_FILE_NAME = 'shape-styles.css';

/** docs/product.md#tool-defaults: a 200x200 circle in #3498db with #2980b9 as its border colour. */
export const DEFAULT_SHAPE: ShapeState = {
  shape: 'circle',
  width: 200,
  height: 200,
  radius: 20,
  background: '#3498db',
  borderWidth: 0,
  borderColor: '#2980b9',
  customClipPath: 'polygon(50% 0%, 100% 50%, 50% 100%, 0% 50%)',
};

/** The polygon of each clip-path shape, in percent of its box. */
export const CLIP_PATHS: Partial<Record<ShapeKind, string>> = {
  triangle: 'polygon(50% 0%, 100% 100%, 0% 100%)',
  diamond: 'polygon(50% 0%, 100% 50%, 50% 100%, 0% 50%)',
  pentagon: 'polygon(50% 0%, 100% 38%, 82% 100%, 18% 100%, 0% 38%)',
  hexagon: 'polygon(25% 0%, 75% 0%, 100% 50%, 75% 100%, 25% 100%, 0% 50%)',
  octagon: 'polygon(30% 0%, 70% 0%, 100% 30%, 100% 70%, 70% 100%, 30% 100%, 0% 70%, 0% 30%)',
  star: 'polygon(50% 0%, 61% 35%, 98% 35%, 68% 57%, 79% 91%, 50% 70%, 21% 91%, 32% 57%, 2% 35%, 39% 35%)',
};

const WITH_HEIGHT: ReadonlySet<ShapeKind> = new Set([
  'rectangle',
  'rounded',
  'triangle',
  'hexagon',
  'star',
  'custom',
]);

export interface ShapeControls {
  height: boolean;
  radius: boolean;
  border: boolean;
  borderColor: boolean;
}

/**
 * docs/product.md#tool-defaults: height only for rectangle, rounded, triangle, hexagon, star and
 * custom; radius only for rounded; no border controls for a triangle; border colour only when the
 * border is above 0.
 */
export function shapeControls(state: Pick<ShapeState, 'shape' | 'borderWidth'>): ShapeControls {
  const border = state.shape !== 'triangle';
  return {
    height: WITH_HEIGHT.has(state.shape),
    radius: state.shape === 'rounded',
    border,
    borderColor: border && state.borderWidth > 0,
  };
}

/** Radius runs from 0 to half the smaller side, on its step of 5. */
export function maxRadius(width: number, height: number): number {
  return Math.floor(Math.min(width, height) / 2 / RADIUS_STEP) * RADIUS_STEP;
}

/** The box the shape really has: shapes without a height control are as tall as they are wide. */
export function effectiveSize(state: ShapeState): { width: number; height: number } {
  return {
    width: state.width,
    height: shapeControls(state).height ? state.height : state.width,
  };
}

/** Keeps the radius inside its range whenever the size changes. */
export function withClampedRadius(state: ShapeState): ShapeState {
  const { width, height } = effectiveSize(state);
  return { ...state, radius: Math.min(state.radius, maxRadius(width, height)) };
}

/** The clip-path checks' messages in English; the screen shows them with `knownMessage`. */
export const CLIP_PATH_PROBLEMS = shapeMakerMessages.en.clipPathProblems;
export const CLIP_PATH_MESSAGE = CLIP_PATH_PROBLEMS.shape;

/**
 * A custom clip-path the visitor typed: one polygon(), circle(), ellipse() or inset() with plain
 * arguments. Anything else (braces, semicolons, url()) could break out of the generated rule.
 */
export function validateClipPath(
  text: string,
): { ok: true; value: string } | { ok: false; error: string } {
  const value = text.trim().replace(/\s+/g, ' ');
  const match = /^(polygon|circle|ellipse|inset)\(([^(){};:<>\\"'`]*)\)$/i.exec(value);
  if (!match) return { ok: false, error: CLIP_PATH_MESSAGE };
  const [, name = '', args = ''] = match;
  if (name.toLowerCase() === 'polygon') {
    const points = args.split(',').map((point) => point.trim());
    const lengths = /^(evenodd|nonzero)$/i.test(points[0] ?? '') ? points.slice(1) : points;
    const length = String.raw`-?(\d+\.?\d*|\.\d+)(%|px|em|rem|vw|vh)?`;
    const point = new RegExp(`^${length} ${length}$`, 'i');
    if (lengths.length < 3 || !lengths.every((p) => point.test(p))) {
      return {
        ok: false,
        error: CLIP_PATH_PROBLEMS.polygon,
      };
    }
  }
  return { ok: true, value };
}

function clipPathOf(state: ShapeState): string | undefined {
  if (state.shape === 'custom') {
    const custom = validateClipPath(state.customClipPath);
    return custom.ok ? custom.value : DEFAULT_SHAPE.customClipPath;
  }
  return CLIP_PATHS[state.shape];
}

export interface ShapeRules {
  /** The shape's own rule. */
  main: Declaration[];
  /** For a clip-path shape with a border: the inner layer that draws the fill. */
  inner?: Declaration[];
}

/**
 * Box shapes take a real border; a clip-path would cut a border off, so clip-path shapes draw it
 * as two layers: the shape in the border colour and, inset by the border width, the fill.
 */
export function shapeRules(state: ShapeState): ShapeRules {
  const { width, height } = effectiveSize(state);
  const controls = shapeControls(state);
  const border = controls.border ? state.borderWidth : 0;
  const size: Declaration[] = [
    ['width', px(width)],
    ['height', px(height)],
  ];
  const clipPath = clipPathOf(state);

  if (clipPath === undefined) {
    const main: Declaration[] = [...size, ['background', state.background]];
    if (border > 0) {
      main.push(['border', `${px(border)} solid ${state.borderColor}`]);
      main.push(['box-sizing', 'border-box']);
    }
    if (state.shape === 'circle') main.push(['border-radius', '50%']);
    if (state.shape === 'rounded') {
      main.push(['border-radius', px(Math.min(state.radius, maxRadius(width, height)))]);
    }
    return { main };
  }

  const clip: Declaration[] = [['clip-path', clipPath]];
  if (border === 0) return { main: [...size, ['background', state.background], ...clip] };
  return {
    main: [['position', 'relative'], ...size, ['background', state.borderColor], ...clip],
    inner: [
      ['content', "''"],
      ['position', 'absolute'],
      ['inset', px(border)],
      ['background', state.background],
      ...clip,
    ],
  };
}

/** The CSS to copy or download: '.shape' and, for a bordered clip-path shape, '.shape::before'. */
export function shapeCss(state: ShapeState, selector = '.shape'): string {
  const rules = shapeRules(state);
  const main = cssRule(selector, rules.main);
  return rules.inner ? `${main}\n${cssRule(`${selector}::before`, rules.inner)}` : main;
}

const RANDOM_SHAPES = SHAPES.map((s) => s.value).filter((s) => s !== 'custom');

/** A random shape (never custom), size, radius, colours and border. */
export function randomShape(state: ShapeState, random: () => number = Math.random): ShapeState {
  const shape = RANDOM_SHAPES[Math.floor(random() * RANDOM_SHAPES.length)] ?? 'circle';
  const width = randomStep(100, 300, SIZE_STEP, random);
  const height = randomStep(100, 300, SIZE_STEP, random);
  const next: ShapeState = {
    ...state,
    shape,
    width,
    height,
    radius: randomStep(0, maxRadius(width, height), RADIUS_STEP, random),
    background: randomHex(random),
    borderWidth: randomStep(0, 10, 1, random),
    borderColor: randomHex(random),
  };
  return withClampedRadius(next);
}
