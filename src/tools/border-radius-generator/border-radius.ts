import { cssRule, type Declaration } from '../design-common/css.ts';

export type RadiusUnit = 'px' | '%';

export interface BorderRadiusState {
  topLeft: number;
  topRight: number;
  bottomRight: number;
  bottomLeft: number;
  unit: RadiusUnit;
  /** One slider moves all four corners. */
  linked: boolean;
  /** Preview only. */
  boxColor: string;
}

export const CORNERS = [
  { key: 'topLeft', label: 'Top left' },
  { key: 'topRight', label: 'Top right' },
  { key: 'bottomRight', label: 'Bottom right' },
  { key: 'bottomLeft', label: 'Bottom left' },
] as const;

export type Corner = (typeof CORNERS)[number]['key'];

/** Pixels up to 200; percent up to 50 (beyond it corners only overlap). */
export const RADIUS_MAX: Record<RadiusUnit, number> = { px: 200, '%': 50 };
export const BORDER_RADIUS_FILE_NAME = 'border-radius-styles.css';

export const DEFAULT_BORDER_RADIUS: BorderRadiusState = {
  topLeft: 24,
  topRight: 24,
  bottomRight: 24,
  bottomLeft: 24,
  unit: 'px',
  linked: false,
  boxColor: '#3498db',
};

function length(value: number, unit: RadiusUnit): string {
  return value === 0 ? '0' : `${value}${unit}`;
}

/**
 * The shortest border-radius shorthand: one value when all corners agree, two when opposite
 * corners agree, three when top-right equals bottom-left, else four (clockwise from top left).
 */
export function borderRadiusValue(state: BorderRadiusState): string {
  const { topLeft: tl, topRight: tr, bottomRight: br, bottomLeft: bl, unit } = state;
  const values =
    tl === tr && tr === br && br === bl
      ? [tl]
      : tl === br && tr === bl
        ? [tl, tr]
        : tr === bl
          ? [tl, tr, br]
          : [tl, tr, br, bl];
  return values.map((value) => length(value, unit)).join(' ');
}

export function borderRadiusDeclarations(state: BorderRadiusState): Declaration[] {
  return [['border-radius', borderRadiusValue(state)]];
}

export function borderRadiusCss(state: BorderRadiusState): string {
  return cssRule('.box', borderRadiusDeclarations(state));
}

/** Sets one corner, or every corner when they are linked. */
export function setCorner(
  state: BorderRadiusState,
  corner: Corner,
  value: number,
): BorderRadiusState {
  if (!state.linked) return { ...state, [corner]: value };
  return { ...state, topLeft: value, topRight: value, bottomRight: value, bottomLeft: value };
}

/** Linking corners gives all four the top-left value. */
export function setLinked(state: BorderRadiusState, linked: boolean): BorderRadiusState {
  return linked ? setCorner({ ...state, linked }, 'topLeft', state.topLeft) : { ...state, linked };
}

/** Changing the unit keeps every corner inside the new unit's range. */
export function setUnit(state: BorderRadiusState, unit: RadiusUnit): BorderRadiusState {
  const max = RADIUS_MAX[unit];
  return {
    ...state,
    unit,
    topLeft: Math.min(state.topLeft, max),
    topRight: Math.min(state.topRight, max),
    bottomRight: Math.min(state.bottomRight, max),
    bottomLeft: Math.min(state.bottomLeft, max),
  };
}
