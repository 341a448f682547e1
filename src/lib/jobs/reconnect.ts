import { TRPCClientError } from '@trpc/client';

/**
 * Waits between looks at a job whose progress stream broke: a web process restarting (a rolling
 * deploy) or a proxy with no process ready answers for a few seconds, then another takes over.
 * About a minute and a half in all before the page gives up and says the server was lost.
 */
const RECHECK_DELAYS_MS = [1000, 1000, 2000, 3000, 5000, 8000, 10_000, 15_000, 15_000, 20_000];

/** How long to wait before look `attempt` (0 first), or undefined once it is time to give up. */
export function recheckDelayMs(attempt: number): number | undefined {
  return RECHECK_DELAYS_MS[attempt];
}

/**
 * Whether a failed look at the job may work later: no answer at all (the connection failed) or
 * a 5xx from the server or a proxy. A 4xx (the job is unknown, the id malformed) will not change.
 */
export function isPassingFailure(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return true;
  const status = (error.data as { httpStatus?: number } | undefined)?.httpStatus;
  return status === undefined || status >= 500;
}
