/**
 * Which addresses the server may connect to when a URL comes from a user (an integration's link):
 * public unicast only. Private (10/8, 172.16/12, 192.168/16), loopback, link-local (including
 * the cloud metadata address 169.254.169.254), carrier-grade NAT (100.64/10), multicast,
 * broadcast, unspecified, reserved and documentation ranges, IPv6 unique-local, and every IPv6
 * form that carries an IPv4 address (IPv4-mapped, IPv4-translated, NAT64, 6to4, Teredo) are
 * refused. The classes are ipaddr.js's, which follows the IANA special-purpose registries.
 *
 * The operator's allowlist (SAFE_FETCH_ALLOW, config.ts) names what is reachable besides: host
 * names (`idp.corp.example`, or `*.corp.example` for its subdomains), addresses and CIDR ranges
 * (`10.0.0.0/8`), for an identity provider or CRM on the company's own network.
 */
import ipaddr from 'ipaddr.js';

export type AddressVerdict = { allowed: true } | { allowed: false; reason: string };

/** Whether a connection to this literal address is allowed without the operator's allowlist. */
export function outboundAddressVerdict(address: string): AddressVerdict {
  if (!ipaddr.isValid(address)) return { allowed: false, reason: 'not an IP address' };
  const range = ipaddr.parse(address).range();
  if (range === 'unicast') return { allowed: true };
  return { allowed: false, reason: `${range} address` };
}

const HOST_NAME = /^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

/** An address or range of the allowlist, IPv6 brackets dropped; null when the entry is a name. */
function rangeOf(entry: string): [ipaddr.IPv4 | ipaddr.IPv6, number] | null {
  const text = entry.replace(/^\[(.*)\]$/, '$1');
  if (ipaddr.isValid(text)) {
    const address = ipaddr.process(text);
    return [address, address.kind() === 'ipv4' ? 32 : 128];
  }
  try {
    return ipaddr.parseCIDR(text);
  } catch {
    return null;
  }
}

/** One allowlist entry as the operator wrote it: a host name, `*.` and a name, an address or a range. */
export function isAllowlistEntry(entry: string): boolean {
  return rangeOf(entry) !== null || HOST_NAME.test(entry.toLowerCase());
}

/**
 * Whether the allowlist names this destination: the URL's host name (exactly, or under a `*.`
 * entry) or the address it resolved to (in an address or range entry; IPv4-mapped IPv6 counts
 * as its IPv4 address).
 */
export function isAllowlisted(
  allow: readonly string[],
  destination: { hostname: string } | { address: string },
): boolean {
  if ('hostname' in destination) {
    const host = destination.hostname.toLowerCase();
    return allow.some((entry) => {
      const name = entry.toLowerCase();
      return name.startsWith('*.') ? host.endsWith(name.slice(1)) : host === name;
    });
  }
  if (!ipaddr.isValid(destination.address)) return false;
  const address = ipaddr.process(destination.address);
  return allow.some((entry) => {
    const range = rangeOf(entry);
    return range !== null && range[0].kind() === address.kind() && address.match(range);
  });
}
