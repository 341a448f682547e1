import { useCallback, useEffect, useState } from 'react';
import {
  DARK_CLASS,
  isDarkTheme,
  parseThemeChoice,
  THEME_STORAGE_KEY,
  type ThemeChoice,
} from '../../../shared/theme.ts';

const SYSTEM_DARK = '(prefers-color-scheme: dark)';

function storedChoice(): ThemeChoice {
  try {
    return parseThemeChoice(window.localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'system';
  }
}

/**
 * The visitor's theme choice, kept in local storage. The head script (shared/seo/theme-script.ts)
 * applied it before the first paint; this keeps the root class in step with later choices and,
 * while the choice is 'system', with the system's own changes.
 */
export function useTheme() {
  const [choice, setChoice] = useState<ThemeChoice>(storedChoice);

  useEffect(() => {
    const media = window.matchMedia?.(SYSTEM_DARK);
    const apply = () =>
      document.documentElement.classList.toggle(
        DARK_CLASS,
        isDarkTheme(choice, media?.matches ?? false),
      );
    apply();
    if (choice !== 'system' || !media) return;
    media.addEventListener('change', apply);
    return () => media.removeEventListener('change', apply);
  }, [choice]);

  const choose = useCallback((next: ThemeChoice) => {
    setChoice(next);
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Private modes may refuse storage: the theme still applies for this visit.
    }
  }, []);

  return { choice, choose };
}
