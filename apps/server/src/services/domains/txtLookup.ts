/**
 * TXT lookups for domain verification (custom domains, SSO e-mail domains; node:dns), bounded by a timeout, at the
 * configured DNS servers (CUSTOM_DOMAIN_DNS_SERVERS; the system's when empty). Tests point it
 * at a local fake DNS server. DNS is not HTTP: no SSRF guard is involved, and the lookup only
 * ever asks for `_candor-verify.{domain}`.
 */
import { CUSTOM_DOMAIN_MESSAGES, verificationRecordName } from '@candor/domain';
import { randomBytes } from 'node:crypto';
import { Resolver } from 'node:dns/promises';
import { dnsFailureCause, withCause } from '../../http/fetchFailure.js';

export type TxtLookupResult =
  | { kind: 'found'; values: string[] }
  | { kind: 'none' }
  | { kind: 'timeout' }
  | { kind: 'failed'; code: string };

export type TxtLookup = (name: string) => Promise<TxtLookupResult>;

const NO_RECORD = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN']);

const codeOf = (error: unknown): string =>
  error !== null && typeof error === 'object' && 'code' in error && typeof error.code === 'string'
    ? error.code
    : 'UNKNOWN';

export function createTxtLookup(options: { servers: string[]; timeoutMs: number }): TxtLookup {
  return async (name) => {
    const resolver = new Resolver({ timeout: options.timeoutMs, tries: 1 });
    if (options.servers.length > 0) resolver.setServers(options.servers);
    let timer: NodeJS.Timeout | undefined;
    // c-ares' own timeout is per try; this one bounds the whole lookup whatever happens.
    const expired = new Promise<TxtLookupResult>((resolve) => {
      timer = setTimeout(() => {
        resolver.cancel();
        resolve({ kind: 'timeout' });
      }, options.timeoutMs + 50);
    });
    const lookup = resolver.resolveTxt(name).then(
      (records): TxtLookupResult => ({
        kind: 'found',
        // A TXT record may be split into strings of 255 bytes; its value is their join.
        values: records.map((chunks) => chunks.join('')),
      }),
      (error: unknown): TxtLookupResult => {
        const code = codeOf(error);
        if (NO_RECORD.has(code)) return { kind: 'none' };
        if (code === 'ETIMEOUT' || code === 'ECANCELLED') return { kind: 'timeout' };
        return { kind: 'failed', code };
      },
    );
    try {
      return await Promise.race([lookup, expired]);
    } finally {
      clearTimeout(timer);
    }
  };
}

function failureMessage(result: Exclude<TxtLookupResult, { kind: 'found' }>): string {
  switch (result.kind) {
    case 'none':
      return CUSTOM_DOMAIN_MESSAGES.notFound;
    case 'timeout':
      return CUSTOM_DOMAIN_MESSAGES.timeout;
    case 'failed':
      return withCause(CUSTOM_DOMAIN_MESSAGES.lookupFailed, dnsFailureCause(result.code));
  }
}

/**
 * Whether `_candor-verify.{domain}` holds `token`: null when it does, else why not in the words
 * staff read. Custom domains and single sign-on's e-mail domains are verified this way.
 */
export async function txtRecordFailure(
  lookup: TxtLookup,
  domain: string,
  token: string,
): Promise<string | null> {
  const result = await lookup(verificationRecordName(domain));
  if (result.kind !== 'found') return failureMessage(result);
  if (result.values.some((value) => value.trim() === token)) return null;
  return result.values.length > 0
    ? CUSTOM_DOMAIN_MESSAGES.mismatch
    : CUSTOM_DOMAIN_MESSAGES.notFound;
}

/** A fresh value for the TXT record that proves control of a domain. */
export const newVerificationToken = (): string =>
  `candor-verify=${randomBytes(24).toString('base64url')}`;
