import { describe, expect, it } from 'vitest';
import { nameStem, renamed, uniqueNames } from './result-names.ts';

describe('result names', () => {
  it('keeps the stem and swaps the extension', () => {
    expect(renamed('holiday.jpg', 'webp', 'compressed')).toBe('holiday.webp');
    expect(renamed('my.trip.2024.PNG', 'jpg', 'compressed')).toBe('my.trip.2024.jpg');
    expect(renamed('noextension', 'png', 'compressed')).toBe('noextension.png');
  });

  it('falls back when nothing safe is left of the name', () => {
    expect(renamed('.jpg', 'png', 'resized')).toBe('.jpg.png');
    expect(renamed('???.jpg', 'png', 'resized')).toBe('resized.png');
    expect(nameStem('folder/inner\\photo.jpeg')).toBe('photo');
  });

  it('numbers clashing names, ignoring case, without taking a name another entry has', () => {
    expect(uniqueNames(['a.webp', 'A.webp', 'a-2.webp', 'b.webp', 'a.webp'])).toEqual([
      'a.webp',
      'A-3.webp',
      'a-2.webp',
      'b.webp',
      'a-4.webp',
    ]);
    expect(uniqueNames(['x.png', 'y.png'])).toEqual(['x.png', 'y.png']);
  });
});
