import { describe, expect, test } from 'vitest';
import { isAllowlisted, isAllowlistEntry, outboundAddressVerdict } from './outboundAddress.js';

describe('outbound addresses: only public unicast', () => {
  test.each([
    ['8.8.8.8', 'public IPv4'],
    ['93.184.216.34', 'public IPv4'],
    ['2606:4700:4700::1111', 'public IPv6'],
  ])('%s (%s) is allowed', (address) => {
    expect(outboundAddressVerdict(address).allowed).toBe(true);
  });

  test.each([
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.1', 'loopback'],
    ['::1', 'loopback'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['fe80::1', 'link-local IPv6'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.254', 'carrier-grade NAT'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast IPv6'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified IPv6'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.1', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['240.0.0.1', 'reserved'],
    ['fc00::1', 'unique-local IPv6'],
    ['fd12:3456::1', 'unique-local IPv6'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:8.8.8.8', 'IPv4-mapped, even public'],
    ['::127.0.0.1', 'IPv4-compatible'],
    ['64:ff9b::7f00:1', 'NAT64 of loopback'],
    ['2002:7f00:1::', '6to4 of loopback'],
    ['2001::1', 'Teredo'],
    ['not-an-address', 'not an IP'],
  ])('%s (%s) is refused', (address) => {
    expect(outboundAddressVerdict(address).allowed).toBe(false);
  });

  test('the allowlist names host names, addresses and ranges, and nothing more', () => {
    const allow = ['idp.corp.example', '*.crm.example', '127.0.0.1', '10.0.0.0/8', 'fd00::/8'];
    expect(isAllowlisted(allow, { hostname: 'IDP.corp.example' })).toBe(true);
    expect(isAllowlisted(allow, { hostname: 'eu.crm.example' })).toBe(true);
    for (const hostname of [
      'corp.example',
      'crm.example',
      'evilcrm.example',
      'idp.corp.example.evil',
    ]) {
      expect(isAllowlisted(allow, { hostname })).toBe(false);
    }
    for (const address of ['127.0.0.1', '::ffff:127.0.0.1', '10.20.30.40', 'fd00::1']) {
      expect(isAllowlisted(allow, { address })).toBe(true);
    }
    for (const address of ['127.0.0.2', '11.0.0.1', '169.254.169.254', '::1', 'nonsense']) {
      expect(isAllowlisted(allow, { address })).toBe(false);
    }
    expect(allow.every(isAllowlistEntry)).toBe(true);
    for (const entry of ['http://x/', '10.0.0.0/99', 'a b', '*.', '']) {
      expect(isAllowlistEntry(entry)).toBe(false);
    }
  });
});
