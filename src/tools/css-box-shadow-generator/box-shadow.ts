import { cssColor } from '../design-common/color.ts';
import { cssRule, px, type Declaration } from '../design-common/css.ts';

export interface BoxShadowState {
  x: number;
  y: number;
  blur: number;
  spread: number;
  color: string;
  /** Percent, 0 to 100. */
  opacity: number;
  inset: boolean;
  /** Preview only: the box and the surface it sits on. */
  boxColor: string;
  surfaceColor: string;
}

export const BOX_SHADOW_LIMITS = {
  offset: { min: -100, max: 100 },
  blur: { min: 0, max: 100 },
  spread: { min: -50, max: 50 },
  opacity: { min: 0, max: 100 },
} as const;

export const BOX_SHADOW_FILE_NAME = 'box-shadow-styles.css';

export const DEFAULT_BOX_SHADOW: BoxShadowState = {
  x: 10,
  y: 10,
  blur: 20,
  spread: 0,
  color: '#000000',
  opacity: 35,
  inset: false,
  boxColor: '#ffffff',
  surfaceColor: '#e2e8f0',
};

/** The box-shadow value: '[inset] x y blur spread colour'. */
export function boxShadowValue(state: BoxShadowState): string {
  const parts = [px(state.x), px(state.y), px(state.blur), px(state.spread)];
  if (state.inset) parts.unshift('inset');
  parts.push(cssColor(state.color, state.opacity));
  return parts.join(' ');
}

export function boxShadowDeclarations(state: BoxShadowState): Declaration[] {
  return [['box-shadow', boxShadowValue(state)]];
}

export function boxShadowCss(state: BoxShadowState): string {
  return cssRule('.box', boxShadowDeclarations(state));
}
