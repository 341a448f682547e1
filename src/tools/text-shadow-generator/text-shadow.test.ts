import { describe, expect, it } from 'vitest';
import { DEFAULT_TEXT_SHADOW, textShadowCss, textShadowValue } from './text-shadow.ts';

describe('text-shadow', () => {
  it('writes the default shadow', () => {
    expect(textShadowCss(DEFAULT_TEXT_SHADOW)).toBe(
      '.text {\n  text-shadow: 2px 2px 4px rgba(0, 0, 0, 0.5);\n}\n',
    );
  });

  it('writes zero offsets bare, negatives with px and an opaque colour as hex', () => {
    expect(
      textShadowValue({
        ...DEFAULT_TEXT_SHADOW,
        x: 0,
        y: -3,
        blur: 0,
        color: '#FF6B6B',
        opacity: 100,
      }),
    ).toBe('0 -3px 0 #ff6b6b');
  });

  it('keeps a fully transparent shadow as rgba with alpha 0', () => {
    expect(textShadowValue({ ...DEFAULT_TEXT_SHADOW, opacity: 0 })).toBe(
      '2px 2px 4px rgba(0, 0, 0, 0)',
    );
  });
});
