import { describe, expect, it } from 'vitest';
import { cssRule, px, styleFromDeclarations } from './css.ts';

describe('cssRule', () => {
  it('prints one declaration a line', () => {
    expect(
      cssRule('.box', [
        ['width', '200px'],
        ['box-shadow', '0 0 4px #000000'],
      ]),
    ).toBe('.box {\n  width: 200px;\n  box-shadow: 0 0 4px #000000;\n}\n');
  });
});

describe('px', () => {
  it('writes zero bare', () => {
    expect(px(0)).toBe('0');
    expect(px(-4)).toBe('-4px');
    expect(px(12)).toBe('12px');
  });
});

describe('styleFromDeclarations', () => {
  it('turns CSS properties into React style keys', () => {
    expect(
      styleFromDeclarations([
        ['box-shadow', 'none'],
        ['border-top-left-radius', '4px'],
        ['background', 'red'],
        ['--swatch', '#fff'],
      ]),
    ).toEqual({
      boxShadow: 'none',
      borderTopLeftRadius: '4px',
      background: 'red',
      '--swatch': '#fff',
    });
  });
});
