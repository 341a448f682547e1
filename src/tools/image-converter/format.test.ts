import { describe, expect, it } from 'vitest';
import { currentFormat, defaultTarget, targetFormats } from './format.ts';

describe('currentFormat', () => {
  it('reads the declared type first, then the extension', () => {
    expect(currentFormat({ name: 'a.png', type: 'image/jpeg' })).toBe('JPEG');
    expect(currentFormat({ name: 'photo.WEBP', type: '' })).toBe('WebP');
    expect(currentFormat({ name: 'scan.jpg', type: '' })).toBe('JPEG');
    expect(currentFormat({ name: 'noext', type: '' })).toBe('Unknown');
  });
});

describe('defaultTarget', () => {
  it('offers a different format', () => {
    expect(defaultTarget('PNG')).toBe('jpg');
    expect(defaultTarget('JPEG')).toBe('png');
  });
});

describe('targetFormats', () => {
  it('offers JPG and JPEG as one choice', () => {
    expect(targetFormats.map((f) => f.value)).toEqual(['png', 'jpg', 'webp', 'avif', 'gif']);
    expect(targetFormats.filter((f) => /jpe?g/i.test(f.label))).toHaveLength(1);
  });
});
