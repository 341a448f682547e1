import { randomHex, randomStep } from '../design-common/color.ts';
import { cssRule, type Declaration } from '../design-common/css.ts';

export type GradientType = 'linear' | 'radial';

export interface GradientState {
  type: GradientType;
  /** How many of the three colours the gradient uses: 2 or 3. */
  count: 2 | 3;
  /** Degrees, 0 to 360; linear gradients only. */
  angle: number;
  colors: readonly [string, string, string];
}

export const ANGLE_MIN = 0;
export const ANGLE_MAX = 360;
export const GRADIENT_FILE_NAME = 'gradient-styles.css';

/** docs/product.md#tool-defaults: colours #ff6b6b, #4ecdc4, #45b7d1 and angle 45. */
export const DEFAULT_GRADIENT: GradientState = {
  type: 'linear',
  count: 2,
  angle: 45,
  colors: ['#ff6b6b', '#4ecdc4', '#45b7d1'],
};

/** The CSS image: 'linear-gradient(45deg, #ff6b6b, #4ecdc4)' or 'radial-gradient(circle, ...)'. */
export function gradientImage(state: GradientState): string {
  const stops = state.colors.slice(0, state.count).join(', ');
  return state.type === 'linear'
    ? `linear-gradient(${state.angle}deg, ${stops})`
    : `radial-gradient(circle, ${stops})`;
}

export function gradientDeclarations(state: GradientState): Declaration[] {
  return [['background', gradientImage(state)]];
}

/** The file and the copy: one '.gradient' rule. */
export function gradientCss(state: GradientState, selector = '.gradient'): string {
  return cssRule(selector, gradientDeclarations(state));
}

/** New colours and angle; the type and the number of colours stay as the visitor chose. */
export function randomGradient(
  state: GradientState,
  random: () => number = Math.random,
): GradientState {
  return {
    ...state,
    angle: randomStep(ANGLE_MIN, ANGLE_MAX, 1, random),
    colors: [randomHex(random), randomHex(random), randomHex(random)],
  };
}
