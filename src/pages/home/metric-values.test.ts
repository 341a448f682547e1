import { describe, expect, it } from 'vitest';
import { METRICS_REFETCH_MS, metricValues, MISSING_VALUE, usesLabel } from './metric-values.ts';

describe('home metric values', () => {
  it('formats the server figures', () => {
    const values = metricValues({
      toolsUsedToday: 1247,
      totalConversions: 12,
      averageProcessingTime: 3.25,
      activeUsers: 0,
    });
    expect(values.map((v) => [v.label, v.value, v.missing])).toEqual([
      ['Tools Used Today', '1.2K', false],
      ['Total Conversions', '12', false],
      ['Avg. Processing Time', '3.3s', false],
      ['Active Users', '0', false],
    ]);
  });

  it('shows a dash for every figure when the metrics could not be loaded', () => {
    const values = metricValues(undefined);
    expect(values).toHaveLength(4);
    for (const value of values) {
      expect(value.value).toBe(MISSING_VALUE);
      expect(value.missing).toBe(true);
      expect(value.value).not.toMatch(/\d/);
    }
  });

  it('shows a dash for the average time while no job has completed', () => {
    const values = metricValues({
      toolsUsedToday: 3,
      totalConversions: 0,
      averageProcessingTime: null,
      activeUsers: 1,
    });
    expect(values.map((v) => [v.label, v.value, v.missing])).toEqual([
      ['Tools Used Today', '3', false],
      ['Total Conversions', '0', false],
      ['Avg. Processing Time', MISSING_VALUE, true],
      ['Active Users', '1', false],
    ]);
    expect(values[2]?.missingReason).toBe('no job has finished yet');
  });

  it('refreshes every 30 s', () => {
    expect(METRICS_REFETCH_MS).toBe(30_000);
  });

  it('labels usage badges', () => {
    expect(usesLabel(1)).toBe('1 use');
    expect(usesLabel(2500)).toBe('2.5K uses');
  });
});
