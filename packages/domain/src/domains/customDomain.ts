/**
 * Custom domains (issue 11 §7): the host name staff claim for their portal, the TXT record that
 * proves they control it, and the messages staff read. Pure: the server verifies with DNS.
 */
import { z } from 'zod';

export const CUSTOM_DOMAIN_MESSAGES = {
  invalid: 'Enter a domain name such as trust.example.com',
  platform: "This is the platform's own address: enter your organisation's domain",
  taken: 'This domain is already in use by another trust center',
  none: 'Add a domain first',
  notFound:
    'We could not find the TXT record. Create it, then try again: DNS changes can take a while to appear.',
  mismatch: 'The TXT record was found but does not hold the expected value',
  timeout: 'The DNS lookup timed out. Try again in a few minutes.',
  lookupFailed: 'The DNS lookup failed. Try again in a few minutes.',
  added: 'Domain added: create the TXT record, then verify',
  verified: 'Domain verified: your portal is served there',
  removed: 'Domain removed',
} as const;

/** The TXT record's name: `_candor-verify.{domain}`. */
export const verificationRecordName = (domain: string): string => `_candor-verify.${domain}`;

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * The host name staff typed, lower-cased, without a trailing dot, IDNs in punycode; a scheme or
 * a trailing slash is forgiven ('https://trust.acme.com/'), anything else (a path, a port, an
 * IP address, a single label) is refused.
 */
export function normalizeDomain(input: string): string | null {
  let value = input.trim().toLowerCase();
  value = value
    .replace(/^https?:\/\//, '')
    .replace(/\/$/, '')
    .replace(/\.$/, '');
  if (value === '' || value.length > 253 || /[/?#@:\s\\]/.test(value)) return null;
  let hostname: string;
  try {
    hostname = new URL(`http://${value}`).hostname;
  } catch {
    return null;
  }
  const labels = hostname.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return null;
  // The last label is a top-level domain: letters (or punycode), never digits (an IPv4 address).
  const tld = labels[labels.length - 1] ?? '';
  if (!/^[a-z]{2,63}$|^xn--[a-z0-9-]+$/.test(tld)) return null;
  return hostname;
}

export const customDomainBodySchema = z
  .object({
    domain: z
      .string()
      .max(300, CUSTOM_DOMAIN_MESSAGES.invalid)
      .transform((value, ctx) => {
        const domain = normalizeDomain(value);
        if (!domain) {
          ctx.addIssue({ code: 'custom', message: CUSTOM_DOMAIN_MESSAGES.invalid });
          return z.NEVER;
        }
        return domain;
      }),
  })
  .strict();

/** The DNS record that proves control of a domain (custom domains, single sign-on domains). */
export const txtRecordSchema = z.object({
  type: z.literal('TXT'),
  name: z.string(),
  value: z.string(),
});

/** What staff see of their domain (GET /api/admin/custom-domain). */
export const customDomainViewSchema = z.object({
  /** The domain the portal is served at now (verified), if any. */
  served: z.string().nullable(),
  /** The claim being set up or verified, with the record to create. */
  claim: z
    .object({
      domain: z.string(),
      record: txtRecordSchema,
      verifiedAt: z.string().nullable(),
      lastCheckedAt: z.string().nullable(),
      lastError: z.string().nullable(),
    })
    .nullable(),
});
export type CustomDomainView = z.output<typeof customDomainViewSchema>;

/** The custom domain routes' answer: the domain, and after a write the message staff read. */
export const customDomainAnswerSchema = z.object({
  domain: customDomainViewSchema,
  message: z.string().optional(),
});
export type CustomDomainAnswer = z.output<typeof customDomainAnswerSchema>;
