import { afterAll, describe, expect, it } from 'vitest';
import { currentLocale, i18n, switchLocale } from './i18n.ts';

describe('the i18n instance', () => {
  afterAll(() => switchLocale('en'));

  it('speaks English at once, with no loading', () => {
    expect(currentLocale()).toBe('en');
    expect(i18n.t('common:language.label')).toBe('Language');
  });

  it('loads Nepali on first use and falls back to English for nothing', async () => {
    expect(i18n.hasResourceBundle('ne', 'common')).toBe(false);
    await switchLocale('ne');
    expect(currentLocale()).toBe('ne');
    expect(i18n.t('common:language.label')).toBe('भाषा');
    expect(i18n.t('common:language.switchTo', { language: 'English' })).toBe(
      'यो पृष्ठ Englishमा पढ्नुहोस्',
    );
  });
});

describe('the catalogue in Nepali', () => {
  it('comes with the Nepali messages', async () => {
    await switchLocale('ne');
    const bundle = i18n.getResourceBundle('ne', 'catalogue') as { tools: object } | undefined;
    expect(bundle?.tools).toHaveProperty('nepali-date-converter');
    await switchLocale('en');
    expect(i18n.getResourceBundle('en', 'catalogue')).toBeUndefined();
  });
});
