import { describe, expect, it } from 'vitest';
import { secondsToSend, TransferRate } from './transfer-rate.ts';

describe('TransferRate', () => {
  it('measures bytes per second over its window', () => {
    const rate = new TransferRate(5000);
    rate.add(0, 0);
    expect(rate.bytesPerSecond()).toBeUndefined();
    rate.add(1000, 1_000_000);
    expect(rate.bytesPerSecond()).toBe(1_000_000);
    rate.add(2000, 3_000_000);
    expect(rate.bytesPerSecond()).toBe(1_500_000);
  });

  it('forgets samples older than the window', () => {
    const rate = new TransferRate(2000);
    rate.add(0, 0);
    rate.add(1000, 10_000_000);
    rate.add(4000, 11_000_000);
    rate.add(5000, 12_000_000);
    // Only the samples at 4000 and 5000 ms remain: 1 MB in one second.
    expect(rate.bytesPerSecond()).toBe(1_000_000);
  });

  it('starts afresh when an upload restarts from an earlier offset', () => {
    const rate = new TransferRate();
    rate.add(0, 5_000_000);
    rate.add(1000, 6_000_000);
    rate.add(1500, 2_000_000);
    expect(rate.bytesPerSecond()).toBeUndefined();
  });
});

describe('secondsToSend', () => {
  it('rounds up and needs a rate', () => {
    expect(secondsToSend(2_500_000, 1_000_000)).toBe(3);
    expect(secondsToSend(100, undefined)).toBeUndefined();
    expect(secondsToSend(100, 0)).toBeUndefined();
  });
});
