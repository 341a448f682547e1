import { describe, expect, it } from 'vitest';
import { formatRatio, pickerValues, textContrasts } from './values.ts';

describe('pickerValues', () => {
  it('shows HEX, RGB and HSL', () => {
    expect(pickerValues({ r: 52, g: 152, b: 219 })).toEqual([
      ['HEX', '#3498db'],
      ['RGB', 'rgb(52, 152, 219)'],
      ['HSL', 'hsl(204, 70%, 53%)'],
    ]);
    expect(pickerValues({ r: 102, g: 51, b: 153 })[2]).toEqual(['HSL', 'hsl(270, 50%, 40%)']);
  });
});

describe('textContrasts', () => {
  it('rates white and black text against AA', () => {
    // #777777: white text 4.48:1 (large text only), black text 4.69:1.
    const [white, black] = textContrasts({ r: 119, g: 119, b: 119 });
    expect(white).toMatchObject({ text: 'White text', normalText: false, largeText: true });
    expect(formatRatio(white!.ratio)).toBe('4.48:1');
    expect(black).toMatchObject({ text: 'Black text', normalText: true, largeText: true });
    expect(formatRatio(black!.ratio)).toBe('4.69:1');
    expect(formatRatio(textContrasts({ r: 0, g: 0, b: 0 })[0]!.ratio)).toBe('21.00:1');
  });
});
