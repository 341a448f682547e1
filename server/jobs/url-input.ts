import { AppError } from '../http/errors.ts';
import { resolvePublicAddresses, type Resolver } from '../processing/web/checked-lookup.ts';
import {
  assertUrlTarget,
  bareHostname,
  isHostAllowed,
  parseRemoteUrl,
} from '../processing/web/url-policy.ts';
import { ProcessingError } from '../processing-error.ts';

/** How long the early look-up may take; past it the job goes ahead and checks at connect time. */
const LOOKUP_WAIT_MS = 5000;

/**
 * Refuses a job's URL input at once, before it is queued, when it can never be fetched: not http
 * or https, a user name in it, or a host that is (or resolves to) a loopback, private, link-local
 * or other non-public address. Nothing is requested here: only the name is resolved. The download
 * itself checks again at connect time and after every redirect (server/processing/web), so a name that
 * changes its answer in between (DNS rebinding) still gets nowhere.
 */
export async function checkUrlInput(
  input: string,
  allowedHosts: readonly string[],
  resolver?: Resolver,
): Promise<void> {
  try {
    const url = parseRemoteUrl(input);
    assertUrlTarget(url, allowedHosts);
    if (isHostAllowed(url, allowedHosts)) return;
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, LOOKUP_WAIT_MS);
    });
    try {
      await Promise.race([
        resolvePublicAddresses(bareHostname(url), { allowed: false, resolver }),
        waited,
      ]);
    } finally {
      clearTimeout(timer);
    }
  } catch (error) {
    if (error instanceof ProcessingError) {
      throw new AppError(error.status, error.code, error.message, { field: 'parameters.url' });
    }
    throw error;
  }
}
