import { createHmac } from 'node:crypto';
import { AppError } from '../http/errors.ts';
import type { AppConfig } from '../config.ts';
import type { JobStore } from './job-store.ts';

/** Who asks for a job, as the caps count it. */
export interface CapKeys {
  /** A keyed hash of the network address: the cap nobody can dodge. */
  clientAddress: string | undefined;
  /** The visitor, when the request brought back a cookie this server signed. */
  visitorId: string | undefined;
}

/**
 * Turns the request's cap keys (`ip:...`, `visitor:...`, see client-key.ts) into what the job
 * rows store. The address is kept only as an HMAC with the server's secret, and only while the
 * job is active.
 */
export function capKeys(clientKeys: readonly string[], secret: string): CapKeys {
  let clientAddress: string | undefined;
  let visitorId: string | undefined;
  for (const key of clientKeys) {
    if (key.startsWith('ip:')) {
      clientAddress = createHmac('sha256', secret).update(key).digest('base64url').slice(0, 22);
    } else if (key.startsWith('visitor:')) {
      visitorId = key.slice('visitor:'.length);
    }
  }
  return { clientAddress, visitorId };
}

/**
 * Refuses new work when the line is full or this client already has its share waiting or
 * running. Counted in the database, so every web process applies the same caps.
 */
export async function assertCapacity(
  store: JobStore,
  settings: AppConfig['jobs'],
  keys: CapKeys,
): Promise<void> {
  const counts = await store.capacityCounts(keys);
  if (counts.pending >= settings.queueLimit) {
    throw new AppError(
      429,
      'queue_full',
      'Too many files are waiting to be processed right now. Please try again in a minute.',
      { headers: { 'retry-after': '30' } },
    );
  }
  const caps: [number, number][] = [];
  if (keys.clientAddress) caps.push([counts.address, settings.perAddress]);
  if (keys.visitorId) caps.push([counts.visitor, settings.perClient]);
  for (const [mine, cap] of caps) {
    if (mine >= cap) {
      throw new AppError(
        429,
        'too_many_jobs',
        `You already have ${mine} files being processed. Please wait for one to finish.`,
        { headers: { 'retry-after': '5' } },
      );
    }
  }
}

/** New work asked of a process that is shutting down. */
export function restarting(): AppError {
  return new AppError(503, 'shutting_down', 'The server is restarting. Please try again shortly.', {
    headers: { 'retry-after': '10' },
  });
}
