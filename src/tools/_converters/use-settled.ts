import { useEffect, useRef, useState } from 'react';

/** The value once it has stopped changing for `delayMs`: for announcements and counting. */
export function useSettled<T>(value: T, delayMs = 800): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Calls `onSettle` once a key has stayed the same for `delayMs` after the visitor changed it,
 * so typing '1234' counts one conversion, not four. Nothing fires before the first change.
 */
export function useOnSettledChange(key: string, onSettle: () => void, delayMs = 800): () => void {
  const touched = useRef(false);
  const lastReported = useRef<string | null>(null);
  const callback = useRef(onSettle);
  useEffect(() => {
    callback.current = onSettle;
  });
  useEffect(() => {
    if (!touched.current || lastReported.current === key) return;
    const timer = setTimeout(() => {
      lastReported.current = key;
      callback.current();
    }, delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  return () => {
    touched.current = true;
  };
}
