import { describe, expect, it } from 'vitest';
import { colorsAsCssVariables, colorsAsHexList } from './color-list.ts';

const colors = [
  { r: 255, g: 0, b: 0 },
  { r: 0, g: 255, b: 255 },
];

describe('colour lists', () => {
  it('lists one hex a line', () => {
    expect(colorsAsHexList(colors)).toBe('#ff0000\n#00ffff');
  });

  it('writes numbered CSS variables', () => {
    expect(colorsAsCssVariables(colors)).toBe(
      ':root {\n  --color-1: #ff0000;\n  --color-2: #00ffff;\n}\n',
    );
  });
});
