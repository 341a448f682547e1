import { useCallback, useMemo, useRef } from 'react';
import { trackEngagement, trackToolConversionEvent } from '../../lib/analytics.ts';
import { api } from '../../lib/api.ts';
import { useCurrentTool } from './tool-context.tsx';

/** A burst of live conversions (typing in a converter) counts once per this many milliseconds. */
export const CONVERSION_COUNT_INTERVAL_MS = 3000;

export interface ToolTracking {
  /** An engagement event (convert, reset, swap, copy, download, upload, ...). */
  trackAction: (action: string, params?: Record<string, unknown>) => void;
  /** A finished conversion: an analytics event and a count on our server. */
  trackConversion: (details?: { processingTimeMs?: number; filesProcessed?: number }) => void;
}

/**
 * Reports what a visitor does with the current tool: to `window.gtag` when present and to our own
 * server through `usage.track` (one 'use' per page visit, conversions at most every 3 s).
 * Failures to count are ignored: counting must never get in a visitor's way.
 */
export function useToolTracking(): ToolTracking {
  const { tool, category } = useCurrentTool();
  const usedOnce = useRef(false);
  const lastConversionCount = useRef(0);

  const send = useCallback(
    (kind: 'use' | 'conversion') => {
      api.usage.track.mutate({ toolSlug: tool.slug, kind }).catch(() => {});
    },
    [tool.slug],
  );

  const markUsed = useCallback(() => {
    if (usedOnce.current) return;
    usedOnce.current = true;
    send('use');
  }, [send]);

  const trackAction = useCallback(
    (action: string, params: Record<string, unknown> = {}) => {
      trackEngagement(action, { tool_slug: tool.slug, category_slug: category.slug, ...params });
      markUsed();
    },
    [tool.slug, category.slug, markUsed],
  );

  const trackConversion = useCallback(
    (details: { processingTimeMs?: number; filesProcessed?: number } = {}) => {
      trackToolConversionEvent({ toolSlug: tool.slug, categorySlug: category.slug, ...details });
      markUsed();
      const now = Date.now();
      if (now - lastConversionCount.current >= CONVERSION_COUNT_INTERVAL_MS) {
        lastConversionCount.current = now;
        send('conversion');
      }
    },
    [tool.slug, category.slug, markUsed, send],
  );

  return useMemo(() => ({ trackAction, trackConversion }), [trackAction, trackConversion]);
}
