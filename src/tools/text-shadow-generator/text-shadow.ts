import { cssColor } from '../design-common/color.ts';
import { cssRule, px, type Declaration } from '../design-common/css.ts';

export interface TextShadowState {
  x: number;
  y: number;
  blur: number;
  color: string;
  /** Percent, 0 to 100. */
  opacity: number;
  /** Preview only. */
  text: string;
  fontSize: number;
  textColor: string;
  backgroundColor: string;
}

export const TEXT_SHADOW_LIMITS = {
  offset: { min: -50, max: 50 },
  blur: { min: 0, max: 50 },
  opacity: { min: 0, max: 100 },
  fontSize: { min: 16, max: 96 },
} as const;

export const TEXT_SHADOW_FILE_NAME = 'text-shadow-styles.css';
export const DEFAULT_PREVIEW_TEXT = 'Everyday Tools';

export const DEFAULT_TEXT_SHADOW: TextShadowState = {
  x: 2,
  y: 2,
  blur: 4,
  color: '#000000',
  opacity: 50,
  text: DEFAULT_PREVIEW_TEXT,
  fontSize: 48,
  textColor: '#1e40af',
  backgroundColor: '#ffffff',
};

/** The text-shadow value: 'x y blur colour'. */
export function textShadowValue(state: TextShadowState): string {
  return `${px(state.x)} ${px(state.y)} ${px(state.blur)} ${cssColor(state.color, state.opacity)}`;
}

export function textShadowDeclarations(state: TextShadowState): Declaration[] {
  return [['text-shadow', textShadowValue(state)]];
}

export function textShadowCss(state: TextShadowState): string {
  return cssRule('.text', textShadowDeclarations(state));
}
