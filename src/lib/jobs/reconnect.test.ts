import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { isPassingFailure, recheckDelayMs } from './reconnect.ts';

const answered = (httpStatus: number) =>
  new TRPCClientError('answered', { result: { error: { data: { httpStatus } } } } as never);

describe('looking at a job again after its stream broke', () => {
  it('waits longer each time and gives up after about a minute and a half', () => {
    const delays: number[] = [];
    for (let attempt = 0; recheckDelayMs(attempt) !== undefined; attempt++) {
      delays.push(recheckDelayMs(attempt)!);
    }
    expect(delays).toEqual([...delays].sort((a, b) => a - b));
    const total = delays.reduce((sum, ms) => sum + ms, 0);
    expect(total).toBeGreaterThanOrEqual(60_000);
    expect(total).toBeLessThanOrEqual(120_000);
  });

  it('retries what may pass (no answer, 5xx) and not what will not (4xx)', () => {
    expect(isPassingFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isPassingFailure(new TRPCClientError('Failed to fetch'))).toBe(true);
    expect(isPassingFailure(answered(503))).toBe(true);
    expect(isPassingFailure(answered(502))).toBe(true);
    expect(isPassingFailure(answered(404))).toBe(false);
    expect(isPassingFailure(answered(400))).toBe(false);
  });
});
