import { describe, expect, it } from 'vitest';
import { isLocale, localizePath, splitLocalePath } from './locale.ts';

describe('locale paths', () => {
  it.each([
    ['/', 'en', '/'],
    ['/tools', 'en', '/tools'],
    ['/ne', 'ne', '/'],
    ['/ne/', 'ne', '/'],
    ['/ne/tools/nepali-tools', 'ne', '/tools/nepali-tools'],
    ['/nepal', 'en', '/nepal'],
    ['/new/ne/', 'en', '/new/ne/'],
  ])('%s is %s at %s', (pathname, locale, path) => {
    expect(splitLocalePath(pathname)).toEqual({ locale, path });
  });

  it('prefixes every locale but English, and round-trips', () => {
    expect(localizePath('/', 'ne')).toBe('/ne/');
    expect(localizePath('/tools', 'ne')).toBe('/ne/tools');
    expect(localizePath('/tools', 'en')).toBe('/tools');
    for (const path of ['/', '/about', '/tools/a/b']) {
      expect(splitLocalePath(localizePath(path, 'ne'))).toEqual({ locale: 'ne', path });
    }
  });

  it('knows its locales', () => {
    expect(isLocale('ne')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
