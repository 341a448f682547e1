import { describe, expect, it } from 'vitest';
import { parseHex } from '../design-common/color.ts';
import {
  colorFromRgba,
  hslFields,
  notations,
  parseHslFields,
  parseRgbFields,
  rgbFields,
} from './convert.ts';

function fromHex(hex: string) {
  const parsed = parseHex(hex);
  if (!parsed.ok) throw new Error(parsed.error);
  return colorFromRgba(parsed.color);
}

describe('hex to RGB(A) and HSL', () => {
  it('converts six digits', () => {
    const color = fromHex('#3498db');
    expect(notations(color)).toEqual({
      hex: '#3498db',
      rgb: 'rgb(52, 152, 219)',
      hsl: 'hsl(204, 70%, 53%)',
    });
    expect(rgbFields(color)).toEqual({ r: '52', g: '152', b: '219', a: '1' });
    expect(hslFields(color)).toEqual({ h: '204', s: '70', l: '53' });
  });

  it('converts three digits', () => {
    expect(notations(fromHex('f80'))).toEqual({
      hex: '#ff8800',
      rgb: 'rgb(255, 136, 0)',
      hsl: 'hsl(32, 100%, 50%)',
    });
  });

  it('converts eight digits with their alpha', () => {
    const color = fromHex('#3498db80');
    expect(notations(color)).toEqual({
      hex: '#3498db80',
      rgb: 'rgba(52, 152, 219, 0.502)',
      hsl: 'hsla(204, 70%, 53%, 0.502)',
    });
    expect(rgbFields(color).a).toBe('0.502');
  });
});

describe('RGB(A) fields to hex and HSL', () => {
  it('converts valid fields', () => {
    const parsed = parseRgbFields({ r: '255', g: '136', b: '0', a: '0.5' });
    expect(parsed.ok && notations(parsed.color)).toEqual({
      hex: '#ff880080',
      rgb: 'rgba(255, 136, 0, 0.5)',
      hsl: 'hsla(32, 100%, 50%, 0.5)',
    });
    const round = parseRgbFields(rgbFields(fromHex('#3498db80')));
    expect(round.ok && notations(round.color).hex).toBe('#3498db80');
  });

  it('explains each bad field', () => {
    expect(parseRgbFields({ r: '256', g: '-1', b: '1.5', a: '2' })).toEqual({
      ok: false,
      errors: {
        r: 'Red must be from 0 to 255.',
        g: 'Green must be from 0 to 255.',
        b: 'Blue must be a whole number.',
        a: 'Alpha must be from 0 to 1.',
      },
    });
    expect(parseRgbFields({ r: '', g: 'x', b: '0', a: '1' })).toEqual({
      ok: false,
      errors: { r: 'Enter a number for red.', g: 'Green must be a number.' },
    });
  });
});

describe('HSL fields to hex and RGB', () => {
  it('converts rebeccapurple and keeps the typed HSL', () => {
    const parsed = parseHslFields({ h: '270', s: '50', l: '40' }, 1);
    expect(parsed.ok && notations(parsed.color)).toEqual({
      hex: '#663399',
      rgb: 'rgb(102, 51, 153)',
      hsl: 'hsl(270, 50%, 40%)',
    });
  });

  it('takes 360 as 0 and carries the alpha', () => {
    const parsed = parseHslFields({ h: '360', s: '100', l: '50' }, 0.25);
    expect(parsed.ok && notations(parsed.color)).toEqual({
      hex: '#ff000040',
      rgb: 'rgba(255, 0, 0, 0.25)',
      hsl: 'hsla(0, 100%, 50%, 0.25)',
    });
  });

  it('explains each bad field', () => {
    expect(parseHslFields({ h: '400', s: '101', l: '' }, 1)).toEqual({
      ok: false,
      errors: {
        h: 'Hue must be from 0 to 360.',
        s: 'Saturation must be from 0 to 100.',
        l: 'Enter a number for lightness.',
      },
    });
  });
});
