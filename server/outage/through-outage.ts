import { setTimeout as sleep } from 'node:timers/promises';
import { outageOf, type Dependency } from './outage-error.ts';

export interface ThroughOutageOptions {
  /** Give up (the last error is thrown) once an outage has lasted this long. */
  patienceMs: number;
  /** Stops waiting at once (a cancel or a shutdown): the last error is thrown. */
  signal?: AbortSignal;
  /** Told each time an attempt fails for an outage, before the wait. */
  onOutage?(dependency: Dependency, error: unknown): void;
}

const FIRST_WAIT_MS = 250;
const LONGEST_WAIT_MS = 2000;

/**
 * Runs `work` and, while it fails because the database or the storage does not answer, runs it
 * again after a growing wait, so a job's work survives an outage of its engines instead of being
 * thrown away. Any other failure is thrown at once. `work` must be safe to run again.
 */
export async function throughOutage<T>(
  work: () => Promise<T>,
  options: ThroughOutageOptions,
): Promise<T> {
  const started = Date.now();
  let wait = FIRST_WAIT_MS;
  for (;;) {
    try {
      return await work();
    } catch (error) {
      const dependency = outageOf(error);
      if (!dependency || Date.now() - started >= options.patienceMs) {
        throw error;
      }
      options.onOutage?.(dependency, error);
      // An abort ends the wait early, and the work is not run again.
      await sleep(wait, undefined, { signal: options.signal }).catch(() => undefined);
      if (options.signal?.aborted) throw error;
      wait = Math.min(wait * 2, LONGEST_WAIT_MS);
    }
  }
}
