import { describe, expect, it } from 'vitest';
import { DEFAULT_BOX_SHADOW, boxShadowCss, boxShadowValue } from './box-shadow.ts';

describe('box-shadow', () => {
  it('writes the default shadow with its opacity as rgba', () => {
    expect(boxShadowCss(DEFAULT_BOX_SHADOW)).toBe(
      '.box {\n  box-shadow: 10px 10px 20px 0 rgba(0, 0, 0, 0.35);\n}\n',
    );
  });

  it('puts inset first and keeps negative offsets and spread', () => {
    expect(
      boxShadowValue({ ...DEFAULT_BOX_SHADOW, inset: true, x: -5, y: 0, blur: 0, spread: -3 }),
    ).toBe('inset -5px 0 0 -3px rgba(0, 0, 0, 0.35)');
  });

  it('writes an opaque colour as hex', () => {
    expect(boxShadowValue({ ...DEFAULT_BOX_SHADOW, color: '#1D4ED8', opacity: 100 })).toBe(
      '10px 10px 20px 0 #1d4ed8',
    );
  });
});
