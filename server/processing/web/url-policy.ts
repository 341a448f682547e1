import { isIP } from 'node:net';
import { ProcessingError } from '../../processing-error.ts';
import { classifyAddress } from './ip-policy.ts';

export const MAX_URL_LENGTH = 2048;

/** Parses a visitor's URL: http or https only, no user name or password, a host. */
export function parseRemoteUrl(input: string, field = 'url'): URL {
  const text = input.trim();
  if (!text || text.length > MAX_URL_LENGTH) {
    throw new ProcessingError('invalid_url', 'Please enter a valid web address (URL).', { field });
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ProcessingError(
      'invalid_url',
      'Please enter a valid web address (URL), starting with https://.',
      { field },
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ProcessingError(
      'unsupported_protocol',
      'Only http:// and https:// addresses can be downloaded.',
      { field },
    );
  }
  if (url.username || url.password) {
    throw new ProcessingError(
      'invalid_url',
      'Addresses with a user name or password are not accepted.',
      { field },
    );
  }
  if (!url.hostname) {
    throw new ProcessingError('invalid_url', 'Please enter a valid web address (URL).', { field });
  }
  return url;
}

/** The host as connected to: lower case, without IPv6 brackets. */
export function bareHostname(url: URL): string {
  const host = url.hostname.toLowerCase();
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

export function effectivePort(url: URL): number {
  if (url.port) return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

/**
 * Whether the ALLOWED_URL_HOSTS setting lets this URL's host skip the public-address rule. An
 * entry is a host name or address (`media.test`, `127.0.0.1`, `[::1]`), which allows every port,
 * or the same with a port (`127.0.0.1:41234`), which allows only that port. Meant for tests.
 */
export function isHostAllowed(url: URL, allowedHosts: readonly string[]): boolean {
  if (allowedHosts.length === 0) return false;
  const host = bareHostname(url);
  const port = effectivePort(url);
  return allowedHosts.some((entry) => {
    const match = /^\[?([^\]]*?)\]?(?::(\d+))?$/.exec(entry.trim().toLowerCase());
    if (!match?.[1]) return false;
    // An IPv6 address without brackets has colons of its own: the whole entry is the host.
    const unbracketedV6 = !entry.includes('[') && isIP(entry.trim()) === 6;
    const entryHost = unbracketedV6 ? entry.trim().toLowerCase() : match[1];
    const entryPort = unbracketedV6 ? undefined : match[2];
    return entryHost === host && (entryPort === undefined || Number(entryPort) === port);
  });
}

export function blockedAddressError(detail: string): ProcessingError {
  return new ProcessingError(
    'blocked_address',
    'This address points to a private or local network and cannot be downloaded.',
    { field: 'url', detail },
  );
}

/**
 * The checks that need no DNS: for a URL whose host is an IP address, that address must be
 * public unless the host is allowed. (Names are checked when they are resolved, at connect time.)
 */
export function assertUrlTarget(url: URL, allowedHosts: readonly string[]): void {
  if (isHostAllowed(url, allowedHosts)) return;
  const host = bareHostname(url);
  if (isIP(host)) {
    const verdict = classifyAddress(host);
    if (!verdict.public) throw blockedAddressError(`${host} is ${verdict.range}`);
  }
}
