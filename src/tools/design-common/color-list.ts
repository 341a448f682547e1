import { formatHex, type Rgb } from './color.ts';

/** One hex a line, ready to paste. */
export function colorsAsHexList(colors: readonly Rgb[]): string {
  return colors.map((color) => formatHex(color)).join('\n');
}

/** A :root rule with --color-1, --color-2... */
export function colorsAsCssVariables(colors: readonly Rgb[]): string {
  const lines = colors.map((color, i) => `  --color-${i + 1}: ${formatHex(color)};`);
  return `:root {\n${lines.join('\n')}\n}\n`;
}
