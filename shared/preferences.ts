export type FontSize = 'normal' | 'large' | 'xl';

export interface AccessibilityPreferences {
  highContrast: boolean;
  reducedMotion: boolean;
  fontSize: FontSize;
  screenReader: boolean;
}

export const STORAGE_KEYS = {
  highContrast: 'accessibility-high-contrast',
  reducedMotion: 'accessibility-reduced-motion',
  fontSize: 'accessibility-font-size',
  screenReader: 'accessibility-screen-reader',
} as const;

export const DEFAULT_PREFERENCES: AccessibilityPreferences = {
  highContrast: false,
  reducedMotion: false,
  fontSize: 'normal',
  screenReader: false,
};

export const FONT_SIZE_LABELS: Record<FontSize, string> = {
  normal: 'Normal',
  large: 'Large',
  xl: 'Extra Large',
};

const fontSizes: readonly FontSize[] = ['normal', 'large', 'xl'];

export interface PreferenceSources {
  storage: Pick<Storage, 'getItem'> | undefined;
  /** Whether a media query matches (the system's contrast and motion preferences). */
  matchesMedia: (query: string) => boolean;
}

function readBoolean(storage: PreferenceSources['storage'], key: string): boolean | undefined {
  const value = storage?.getItem(key);
  return value === 'true' ? true : value === 'false' ? false : undefined;
}

/**
 * docs/product.md#accessibility: high contrast starts on if saved true or the system prefers more
 * contrast; reduced motion likewise with the system's reduced-motion preference; font size and
 * screen reader mode start from their saved values.
 */
export function loadPreferences({
  storage,
  matchesMedia,
}: PreferenceSources): AccessibilityPreferences {
  const savedFont = storage?.getItem(STORAGE_KEYS.fontSize);
  return {
    highContrast:
      readBoolean(storage, STORAGE_KEYS.highContrast) === true ||
      matchesMedia('(prefers-contrast: more)'),
    reducedMotion:
      readBoolean(storage, STORAGE_KEYS.reducedMotion) === true ||
      matchesMedia('(prefers-reduced-motion: reduce)'),
    fontSize: fontSizes.includes(savedFont as FontSize) ? (savedFont as FontSize) : 'normal',
    screenReader: readBoolean(storage, STORAGE_KEYS.screenReader) === true,
  };
}

export function savePreferences(
  storage: Pick<Storage, 'setItem'> | undefined,
  preferences: AccessibilityPreferences,
): void {
  if (!storage) return;
  try {
    storage.setItem(STORAGE_KEYS.highContrast, String(preferences.highContrast));
    storage.setItem(STORAGE_KEYS.reducedMotion, String(preferences.reducedMotion));
    storage.setItem(STORAGE_KEYS.fontSize, preferences.fontSize);
    storage.setItem(STORAGE_KEYS.screenReader, String(preferences.screenReader));
  } catch {
    // Private modes may refuse storage: the settings still apply for this visit.
  }
}

/** The classes the page root carries for a set of preferences: exactly one font class. */
export function rootClasses(preferences: AccessibilityPreferences): Record<string, boolean> {
  return {
    'high-contrast': preferences.highContrast,
    'reduced-motion': preferences.reducedMotion,
    'screen-reader-mode': preferences.screenReader,
    'font-normal': preferences.fontSize === 'normal',
    'font-large': preferences.fontSize === 'large',
    'font-xl': preferences.fontSize === 'xl',
  };
}

export const announcements = {
  highContrast: (on: boolean) => `High contrast mode ${on ? 'enabled' : 'disabled'}`,
  reducedMotion: (on: boolean) => `Reduced motion ${on ? 'enabled' : 'disabled'}`,
  fontSize: (size: FontSize) => `Font size changed to ${FONT_SIZE_LABELS[size]}`,
  screenReader: (on: boolean) => `Screen reader mode ${on ? 'enabled' : 'disabled'}`,
  menu: (open: boolean) => `Accessibility menu ${open ? 'opened' : 'closed'}`,
  reset: 'Accessibility settings reset to defaults',
} as const;
