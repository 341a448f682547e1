import { useCallback, useSyncExternalStore } from 'react';
import { useLocaleValue } from '../../../i18n/index.ts';
import {
  DEVANAGARI_DIGITS_STORAGE_KEY,
  parseDigitsChoice,
  showDigits,
  wantsDevanagariDigits,
  type DigitsChoice,
} from './devanagari-digits.ts';

const listeners = new Set<() => void>();

function readChoice(): DigitsChoice {
  try {
    return parseDigitsChoice(window.localStorage.getItem(DEVANAGARI_DIGITS_STORAGE_KEY));
  } catch {
    return undefined;
  }
}

let choice: DigitsChoice = typeof window === 'undefined' ? undefined : readChoice();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function storeChoice(next: 'on' | 'off'): void {
  choice = next;
  try {
    window.localStorage.setItem(DEVANAGARI_DIGITS_STORAGE_KEY, next);
  } catch {
    // Private modes may refuse storage: the choice still holds for this visit.
  }
  for (const listener of listeners) listener();
}

/**
 * The Devanagari digits setting of the Nepali tools, shared by every screen on the page (the
 * toggle and the outputs re-render together), kept in local storage.
 */
export function useDevanagariDigits() {
  const locale = useLocaleValue();
  const current = useSyncExternalStore(
    subscribe,
    () => choice,
    () => undefined,
  );
  const on = wantsDevanagariDigits(current, locale);
  const digits = useCallback((text: string | number) => showDigits(text, on), [on]);
  const setOn = useCallback((next: boolean) => storeChoice(next ? 'on' : 'off'), []);
  return { on, setOn, digits };
}
