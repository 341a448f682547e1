import { describe, expect, it } from 'vitest';
import { classifyAddress, isPublicAddress } from './ip-policy.ts';

describe('classifyAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['192.0.2.10', 'reserved'],
    ['198.51.100.7', 'reserved'],
    ['203.0.113.9', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['192.0.0.8', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'linkLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456:789a::1', 'uniqueLocal'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['64:ff9b::7f00:1', 'rfc6052'],
    ['2002:7f00:1::', '6to4'],
    ['2001:0:4136:e378::1', 'teredo'],
    ['::7f00:1', 'unassigned'],
    ['fec0::1', 'deprecatedSiteLocal'],
  ])('refuses %s (%s)', (address, range) => {
    expect(classifyAddress(address)).toEqual({ public: false, range });
  });

  it('judges IPv4-mapped IPv6 addresses by the IPv4 address inside', () => {
    expect(classifyAddress('::ffff:127.0.0.1')).toEqual({ public: false, range: 'loopback' });
    expect(classifyAddress('::ffff:7f00:1')).toEqual({ public: false, range: 'loopback' });
    expect(classifyAddress('::ffff:169.254.169.254')).toEqual({
      public: false,
      range: 'linkLocal',
    });
    expect(classifyAddress('::ffff:8.8.8.8')).toEqual({ public: true, range: 'unicast' });
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001:81b::200e',
  ])('allows the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('accepts bracketed IPv6 and refuses zone indexes and garbage', () => {
    expect(classifyAddress('[::1]').range).toBe('loopback');
    expect(classifyAddress('fe80::1%eth0')).toEqual({ public: false, range: 'linkLocal' });
    expect(classifyAddress('not an address')).toEqual({ public: false, range: 'invalid' });
    expect(classifyAddress('')).toEqual({ public: false, range: 'invalid' });
  });
});
