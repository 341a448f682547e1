import { useEffect, useRef } from 'react';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';

/** How long a result must stay unchanged before it counts as produced (a slider drag counts once). */
export const RESULT_SETTLE_MS = 1000;

/**
 * Counts a conversion each time the visitor's result settles on a new value; the first render
 * (the defaults) does not count.
 */
export function useResultTracking(result: string): void {
  const { trackConversion } = useToolTracking();
  const first = useRef(result);
  useEffect(() => {
    if (result === first.current) return;
    first.current = '';
    const timer = setTimeout(() => trackConversion(), RESULT_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [result, trackConversion]);
}
