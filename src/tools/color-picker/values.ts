import {
  contrastRatio,
  formatHex,
  formatHsl,
  formatRgb,
  rgbToHsl,
  type Rgb,
} from '../design-common/color.ts';

/** The picker's three notations of one colour. */
export function pickerValues(color: Rgb): [label: string, value: string][] {
  return [
    ['HEX', formatHex(color)],
    ['RGB', formatRgb(color)],
    ['HSL', formatHsl(rgbToHsl(color))],
  ];
}

export interface TextContrast {
  text: 'White text' | 'Black text';
  ratio: number;
  /** WCAG AA: 4.5:1 for body text, 3:1 for large text. */
  normalText: boolean;
  largeText: boolean;
}

/** How white and black text read on the colour, against the WCAG AA thresholds. */
export function textContrasts(color: Rgb): TextContrast[] {
  return (
    [
      ['White text', { r: 255, g: 255, b: 255 }],
      ['Black text', { r: 0, g: 0, b: 0 }],
    ] as const
  ).map(([text, ink]) => {
    const ratio = contrastRatio(color, ink);
    return { text, ratio, normalText: ratio >= 4.5, largeText: ratio >= 3 };
  });
}

/** '4.48:1', with two decimals as contrast checkers (WebAIM) print it. */
export function formatRatio(ratio: number): string {
  return `${ratio.toFixed(2)}:1`;
}
