import { currentMessages } from '../../i18n/index.ts';
import { announcementMessages } from './messages.ts';
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import {
  DEFAULT_PREFERENCES,
  loadPreferences,
  rootClasses,
  savePreferences,
  type AccessibilityPreferences,
  type FontSize,
} from '../../../shared/preferences.ts';

export interface AccessibilityContextValue {
  preferences: AccessibilityPreferences;
  toggleHighContrast: () => void;
  toggleReducedMotion: () => void;
  toggleScreenReader: () => void;
  setFontSize: (size: FontSize) => void;
  resetToDefaults: () => void;
  /** Says a message through the polite live region; it is cleared after 1 second. */
  announce: (message: string) => void;
}

const AccessibilityContext = createContext<AccessibilityContextValue | null>(null);

export const ANNOUNCEMENT_CLEAR_MS = 1000;

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function initialPreferences(): AccessibilityPreferences {
  if (typeof window === 'undefined') return DEFAULT_PREFERENCES;
  return loadPreferences({
    storage: browserStorage(),
    matchesMedia: (query) => window.matchMedia?.(query).matches ?? false,
  });
}

export function AccessibilityProvider({ children }: { children: ReactNode }) {
  const [preferences, setPreferences] = useState(initialPreferences);
  const [message, setMessage] = useState('');
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const root = document.documentElement;
    for (const [name, on] of Object.entries(rootClasses(preferences)))
      root.classList.toggle(name, on);
  }, [preferences]);

  useEffect(() => () => clearTimeout(clearTimer.current), []);

  const announce = useCallback((text: string) => {
    clearTimeout(clearTimer.current);
    setMessage(text);
    clearTimer.current = setTimeout(() => setMessage(''), ANNOUNCEMENT_CLEAR_MS);
  }, []);

  const apply = useCallback(
    (next: AccessibilityPreferences, text: string) => {
      setPreferences(next);
      savePreferences(browserStorage(), next);
      announce(text);
    },
    [announce],
  );

  const value = useMemo<AccessibilityContextValue>(() => {
    const p = preferences;
    return {
      preferences: p,
      announce,
      toggleHighContrast: () =>
        apply(
          { ...p, highContrast: !p.highContrast },
          currentMessages(announcementMessages).highContrast(!p.highContrast),
        ),
      toggleReducedMotion: () =>
        apply(
          { ...p, reducedMotion: !p.reducedMotion },
          currentMessages(announcementMessages).reducedMotion(!p.reducedMotion),
        ),
      toggleScreenReader: () =>
        apply(
          { ...p, screenReader: !p.screenReader },
          currentMessages(announcementMessages).screenReader(!p.screenReader),
        ),
      setFontSize: (fontSize) =>
        apply({ ...p, fontSize }, currentMessages(announcementMessages).fontSize(fontSize)),
      resetToDefaults: () =>
        apply(DEFAULT_PREFERENCES, currentMessages(announcementMessages).reset),
    };
  }, [preferences, announce, apply]);

  return (
    <AccessibilityContext value={value}>
      {children}
      <div
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className="sr-only"
        data-testid="a11y-announcer"
      >
        {message}
      </div>
    </AccessibilityContext>
  );
}

export function useAccessibility(): AccessibilityContextValue {
  const context = use(AccessibilityContext);
  if (!context) throw new Error('useAccessibility must be used within an AccessibilityProvider');
  return context;
}
