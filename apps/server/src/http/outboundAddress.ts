/**
 * Which addresses the server may connect to when a URL comes from a user (an integration's link):
 * public unicast only. Private (10/8, 172.16/12, 192.168/16), loopback, link-local (including
 * the cloud metadata address 169.254.169.254), carrier-grade NAT (100.64/10), multicast,
 * broadcast, unspecified, reserved and documentation ranges, IPv6 unique-local, and every IPv6
 * form that carries an IPv4 address (IPv4-mapped, IPv4-translated, NAT64, 6to4, Teredo) are
 * refused. The classes are ipaddr.js's, which follows the IANA special-purpose registries.
 */
import ipaddr from 'ipaddr.js';

export type AddressVerdict = { allowed: true } | { allowed: false; reason: string };

/** Loopback addresses the test-only allowance lets through (nothing else). */
export function isLoopbackAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  return parsed.range() === 'loopback';
}

/**
 * Whether a connection to this literal address is allowed. `allowLoopback` is the test-only
 * allowance (OUTBOUND_ALLOW_LOOPBACK): loopback only, never a private or link-local address.
 */
export function outboundAddressVerdict(
  address: string,
  options: { allowLoopback?: boolean } = {},
): AddressVerdict {
  if (!ipaddr.isValid(address)) return { allowed: false, reason: 'not an IP address' };
  const parsed = ipaddr.parse(address);
  const range = parsed.range();
  if (range === 'unicast') return { allowed: true };
  if (range === 'loopback' && options.allowLoopback) return { allowed: true };
  return { allowed: false, reason: `${range} address` };
}
