import ipaddr from 'ipaddr.js';

export interface AddressVerdict {
  /** True only for a globally routable unicast address. */
  public: boolean;
  /** The special range it falls in (`loopback`, `private`, `linkLocal`...), or `unicast`. */
  range: string;
}

/** Global unicast IPv6 is 2000::/3; everything outside it is special or unassigned. */
const globalUnicastV6 = ipaddr.parseCIDR('2000::/3');

/**
 * Whether a server may connect to `address` on a visitor's behalf. Refused: loopback, private
 * (10/8, 172.16/12, 192.168/16), link-local (169.254/16, where cloud metadata lives, and
 * fe80::/10), carrier-grade NAT (100.64/10), multicast, broadcast, unspecified, documentation and
 * benchmarking ranges, IPv6 unique-local (fc00::/7), and every IPv6 form that embeds an IPv4
 * address (mapped ::ffff:0:0/96, NAT64, 6to4, Teredo), which are judged by the IPv4 inside or
 * refused. Anything that does not parse is refused.
 */
export function classifyAddress(address: string): AddressVerdict {
  const text = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  // Zone indexes (fe80::1%eth0) name a link-local interface.
  if (text.includes('%')) return { public: false, range: 'linkLocal' };
  if (!ipaddr.isValid(text)) return { public: false, range: 'invalid' };
  let parsed = ipaddr.parse(text);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
  }
  const range = parsed.range();
  if (parsed.kind() === 'ipv4') {
    // ipaddr.js lists 0/8 as 'unspecified', 192.0.0/24, TEST-NETs and 240/4 as 'reserved'.
    return { public: range === 'unicast', range };
  }
  const inGlobalUnicast = (parsed as ipaddr.IPv6).match(globalUnicastV6);
  return {
    public: range === 'unicast' && inGlobalUnicast,
    range: range === 'unicast' && !inGlobalUnicast ? 'unassigned' : range,
  };
}

export function isPublicAddress(address: string): boolean {
  return classifyAddress(address).public;
}
