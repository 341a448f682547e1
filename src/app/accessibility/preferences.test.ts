import { describe, expect, it } from 'vitest';
import {
  announcements,
  DEFAULT_PREFERENCES,
  loadPreferences,
  rootClasses,
  savePreferences,
  STORAGE_KEYS,
} from '../../../shared/preferences.ts';

function storage(values: Record<string, string> = {}) {
  const map = new Map(Object.entries(values));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    map,
  };
}

const noMedia = () => false;

describe('accessibility preferences', () => {
  it('uses its four storage keys', () => {
    expect(Object.values(STORAGE_KEYS).sort()).toEqual([
      'accessibility-font-size',
      'accessibility-high-contrast',
      'accessibility-reduced-motion',
      'accessibility-screen-reader',
    ]);
  });

  it('starts from the defaults with nothing saved and no system preference', () => {
    expect(loadPreferences({ storage: storage(), matchesMedia: noMedia })).toEqual(
      DEFAULT_PREFERENCES,
    );
    expect(loadPreferences({ storage: undefined, matchesMedia: noMedia })).toEqual(
      DEFAULT_PREFERENCES,
    );
  });

  it('reads saved values', () => {
    const saved = storage({
      'accessibility-high-contrast': 'true',
      'accessibility-reduced-motion': 'true',
      'accessibility-font-size': 'xl',
      'accessibility-screen-reader': 'true',
    });
    expect(loadPreferences({ storage: saved, matchesMedia: noMedia })).toEqual({
      highContrast: true,
      reducedMotion: true,
      fontSize: 'xl',
      screenReader: true,
    });
  });

  it('turns contrast and motion on from the system preferences, not font or screen reader', () => {
    const prefs = loadPreferences({ storage: storage(), matchesMedia: () => true });
    expect(prefs).toEqual({
      highContrast: true,
      reducedMotion: true,
      fontSize: 'normal',
      screenReader: false,
    });
  });

  it('ignores an unknown saved font size', () => {
    const prefs = loadPreferences({
      storage: storage({ 'accessibility-font-size': 'huge' }),
      matchesMedia: noMedia,
    });
    expect(prefs.fontSize).toBe('normal');
  });

  it('saves every preference under its key', () => {
    const target = storage();
    savePreferences(target, {
      highContrast: true,
      reducedMotion: false,
      fontSize: 'large',
      screenReader: true,
    });
    expect(Object.fromEntries(target.map)).toEqual({
      'accessibility-high-contrast': 'true',
      'accessibility-reduced-motion': 'false',
      'accessibility-font-size': 'large',
      'accessibility-screen-reader': 'true',
    });
  });

  it('puts exactly one font class on the root', () => {
    for (const fontSize of ['normal', 'large', 'xl'] as const) {
      const classes = rootClasses({ ...DEFAULT_PREFERENCES, fontSize });
      const fontClasses = Object.entries(classes).filter(
        ([name, on]) => name.startsWith('font-') && on,
      );
      expect(fontClasses).toEqual([[`font-${fontSize}`, true]]);
    }
    expect(
      rootClasses({
        highContrast: true,
        reducedMotion: true,
        fontSize: 'normal',
        screenReader: true,
      }),
    ).toMatchObject({
      'high-contrast': true,
      'reduced-motion': true,
      'screen-reader-mode': true,
    });
  });

  it('announces changes with the fixed texts', () => {
    expect(announcements.highContrast(true)).toBe('High contrast mode enabled');
    expect(announcements.highContrast(false)).toBe('High contrast mode disabled');
    expect(announcements.reducedMotion(true)).toBe('Reduced motion enabled');
    expect(announcements.fontSize('xl')).toBe('Font size changed to Extra Large');
    expect(announcements.fontSize('large')).toBe('Font size changed to Large');
    expect(announcements.screenReader(false)).toBe('Screen reader mode disabled');
    expect(announcements.menu(true)).toBe('Accessibility menu opened');
    expect(announcements.menu(false)).toBe('Accessibility menu closed');
    expect(announcements.reset).toBe('Accessibility settings reset to defaults');
  });
});
