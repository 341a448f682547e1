import { describe, expect, it } from 'vitest';
import {
  base64ToBytes,
  bytesToBase64,
  dataUrl,
  decodeBase64Text,
  encodeBase64Text,
} from './base64.ts';

describe('Base64 of text (UTF-8)', () => {
  it('matches the RFC 4648 test vectors', () => {
    const vectors: Array<[string, string]> = [
      ['', ''],
      ['f', 'Zg=='],
      ['fo', 'Zm8='],
      ['foo', 'Zm9v'],
      ['foob', 'Zm9vYg=='],
      ['fooba', 'Zm9vYmE='],
      ['foobar', 'Zm9vYmFy'],
    ];
    for (const [text, base64] of vectors) {
      expect(encodeBase64Text(text, false)).toBe(base64);
      expect(decodeBase64Text(base64 || ' ')).toEqual(
        text ? { ok: true, value: text } : { ok: false, error: 'Paste some Base64 to decode.' },
      );
    }
  });

  it('encodes UTF-8 text: accents, scripts and emoji', () => {
    expect(encodeBase64Text('héllo wörld', false)).toBe('aMOpbGxvIHfDtnJsZA==');
    expect(encodeBase64Text('नमस्ते', false)).toBe('4KSo4KSu4KS44KWN4KSk4KWH');
    expect(encodeBase64Text('😀', false)).toBe('8J+YgA==');
    expect(decodeBase64Text('8J+YgA==')).toEqual({ ok: true, value: '😀' });
    expect(decodeBase64Text('4KSo4KSu4KS44KWN4KSk4KWH')).toEqual({ ok: true, value: 'नमस्ते' });
  });

  it('agrees with Node for random bytes', () => {
    for (let n = 0; n < 50; n++) {
      const bytes = crypto.getRandomValues(new Uint8Array(n * 37));
      expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
      expect(bytesToBase64(bytes, true)).toBe(Buffer.from(bytes).toString('base64url'));
      const back = base64ToBytes(Buffer.from(bytes).toString('base64url'));
      expect(back.ok && [...back.bytes]).toEqual([...bytes]);
    }
  });

  it('writes the URL-safe variant without + / or padding', () => {
    expect(encodeBase64Text('??>', false)).toBe('Pz8+');
    expect(encodeBase64Text('??>', true)).toBe('Pz8-');
    expect(encodeBase64Text('???', false)).toBe('Pz8/');
    expect(encodeBase64Text('???', true)).toBe('Pz8_');
    expect(encodeBase64Text('f', true)).toBe('Zg');
  });

  it('reads wrapped lines and missing padding', () => {
    expect(decodeBase64Text('Zm9v\nYmFy\r\n')).toEqual({ ok: true, value: 'foobar' });
    expect(decodeBase64Text('Zg')).toEqual({ ok: true, value: 'f' });
  });
});

describe('bad Base64', () => {
  it('names the first character that is not Base64', () => {
    expect(decodeBase64Text('Zm9v!mFy')).toEqual({
      ok: false,
      error:
        "Not valid Base64: unexpected character '!' at position 5. Base64 uses A-Z, a-z, 0-9, + and / (or - and _).",
    });
  });

  it('refuses padding in the middle, a wrong length and wrong padding', () => {
    expect(decodeBase64Text('Zg==Zm8=')).toMatchObject({
      ok: false,
      error: expect.stringContaining("'=' (padding belongs only at the end) at position 3"),
    });
    expect(decodeBase64Text('Zm9vY')).toMatchObject({
      ok: false,
      error: expect.stringContaining('single character over'),
    });
    expect(decodeBase64Text('Zg=')).toEqual({
      ok: false,
      error: "Not valid Base64: the '=' padding at the end is wrong.",
    });
  });

  it('says when the bytes are not text', () => {
    expect(decodeBase64Text('/9j/4AAQ')).toMatchObject({
      ok: false,
      error: expect.stringContaining('not UTF-8 text'),
    });
  });
});

describe('dataUrl', () => {
  it('adds the media type, or a generic one', () => {
    expect(dataUrl('Zm9v', 'text/plain')).toBe('data:text/plain;base64,Zm9v');
    expect(dataUrl('Zm9v', '')).toBe('data:application/octet-stream;base64,Zm9v');
  });
});
