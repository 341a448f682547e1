import { describe, expect, it } from 'vitest';
import { decodeUrlText, encodeUrlText } from './url-codec.ts';

describe('encodeUrlText', () => {
  it('encodes a query value, reserved characters included', () => {
    expect(encodeUrlText('a b&c=d/é?', 'component')).toEqual({
      ok: true,
      value: 'a%20b%26c%3Dd%2F%C3%A9%3F',
    });
  });

  it('keeps a whole URL working', () => {
    expect(encodeUrlText('https://example.com/a path/?q=ü&x=1#top', 'url')).toEqual({
      ok: true,
      value: 'https://example.com/a%20path/?q=%C3%BC&x=1#top',
    });
  });

  it('encodes emoji as their UTF-8 bytes', () => {
    expect(encodeUrlText('😀', 'component')).toEqual({ ok: true, value: '%F0%9F%98%80' });
  });

  it('explains a broken (lone surrogate) character', () => {
    const result = encodeUrlText('ab\ud83dc', 'component');
    expect(result).toEqual({
      ok: false,
      error:
        'The text has a broken character at position 3 (half of an emoji or symbol) that cannot be encoded. Delete it and try again.',
    });
  });
});

describe('decodeUrlText', () => {
  it('decodes percent-encoding', () => {
    expect(decodeUrlText('a%20b%26c%3Dd%2F%C3%A9', 'component')).toEqual({
      ok: true,
      value: 'a b&c=d/é',
    });
  });

  it('leaves URL-structure escapes alone in whole-URL mode', () => {
    expect(decodeUrlText('https://x.org/a%2Fb%20c', 'url')).toEqual({
      ok: true,
      value: 'https://x.org/a%2Fb c',
    });
  });

  it('reads + as a space when asked to', () => {
    expect(decodeUrlText('a+b%2Bc', 'component', true)).toEqual({ ok: true, value: 'a b+c' });
    expect(decodeUrlText('a+b', 'component')).toEqual({ ok: true, value: 'a+b' });
  });

  it("explains a '%' without two hex digits", () => {
    expect(decodeUrlText('100% sure', 'component')).toEqual({
      ok: false,
      error:
        "'%' at position 4 must be followed by two hex digits, as in %20. Write %25 for a literal '%'.",
    });
  });

  it('explains bytes that are not UTF-8', () => {
    expect(decodeUrlText('ok%20then%C3%28', 'component')).toEqual({
      ok: false,
      error: 'The bytes %C3%28 at position 10 are not valid UTF-8 text.',
    });
  });
});
