import { describe, expect, it } from 'vitest';
import { formatCount } from '../../lib/format.ts';
import {
  FALLBACK_METRICS,
  fallbackUsageCount,
  METRICS_REFETCH_MS,
  usesLabel,
} from './metrics-fallback.ts';

describe('home metrics fallbacks', () => {
  it('uses the spec fallback numbers and refresh interval', () => {
    expect(FALLBACK_METRICS).toEqual({
      toolsUsedToday: 1247,
      totalConversions: 235689,
      averageProcessingTime: 1.2,
      activeUsers: 87,
    });
    expect(METRICS_REFETCH_MS).toBe(30_000);
  });

  it('draws a usage fallback from 1000 to 5999', () => {
    expect(fallbackUsageCount(() => 0)).toBe(1000);
    expect(fallbackUsageCount(() => 0.99999)).toBe(5999);
  });

  it('labels usage badges', () => {
    expect(usesLabel(1, formatCount)).toBe('1 use');
    expect(usesLabel(0, formatCount)).toBe('0 uses');
    expect(usesLabel(2500, formatCount)).toBe('2.5K uses');
  });
});
