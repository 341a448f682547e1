import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { ProcessingError } from '../../processing-error.ts';
import { classifyAddress } from './ip-policy.ts';
import { blockedAddressError } from './url-policy.ts';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to all its addresses. Tests pass their own to map names to addresses. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) => {
  const found = await dnsLookup(hostname, { all: true, verbatim: true });
  return found.map((entry) => ({ address: entry.address, family: entry.family === 6 ? 6 : 4 }));
};

/**
 * Resolves `hostname` and returns its addresses only when every one of them is public (or the
 * host is allowed). One private address among public ones refuses the lot: a name that resolves
 * to both is an attack, not a misconfiguration.
 */
export async function resolvePublicAddresses(
  hostname: string,
  options: { allowed: boolean; resolver?: Resolver | undefined },
): Promise<ResolvedAddress[]> {
  const bare = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  const literalFamily = isIP(bare);
  let addresses: ResolvedAddress[];
  if (literalFamily) {
    addresses = [{ address: bare, family: literalFamily === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await (options.resolver ?? systemResolver)(bare);
    } catch (error) {
      throw new ProcessingError(
        'download_failed',
        'The address could not be found. Please check the URL.',
        { field: 'url', detail: `DNS lookup of ${bare} failed: ${String(error)}`, cause: error },
      );
    }
  }
  if (addresses.length === 0) {
    throw new ProcessingError(
      'download_failed',
      'The address could not be found. Please check the URL.',
      {
        field: 'url',
        detail: `DNS lookup of ${bare} returned nothing`,
      },
    );
  }
  if (!options.allowed) {
    for (const { address } of addresses) {
      const verdict = classifyAddress(address);
      if (!verdict.public)
        throw blockedAddressError(`${bare} resolves to ${address} (${verdict.range})`);
    }
  }
  return addresses;
}

/**
 * A `lookup` for `net.connect` / `tls.connect` (and so for undici's connector) that checks the
 * addresses it hands over. Because the check happens in the lookup the socket connects with,
 * a name cannot resolve to a public address when checked and a private one when connected (DNS
 * rebinding).
 */
export function createCheckedLookup(options: {
  allowed: boolean;
  resolver?: Resolver | undefined;
}): LookupFunction {
  return (hostname, lookupOptions, callback) => {
    resolvePublicAddresses(hostname, options).then(
      (addresses) => {
        const wanted =
          lookupOptions.family === 4 || lookupOptions.family === 6
            ? addresses.filter((entry) => entry.family === lookupOptions.family)
            : addresses;
        const usable = wanted.length > 0 ? wanted : addresses;
        if (lookupOptions.all) {
          callback(null, usable);
        } else {
          const first = usable[0]!;
          callback(null, first.address, first.family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    );
  };
}
