/**
 * Single sign-on with OpenID Connect (issue 23): an organisation's provider, the e-mail domains
 * it has verified (a DNS TXT record, as custom domains are), and the messages staff read. Pure:
 * the server talks to the provider and to DNS.
 */
import { z } from 'zod';
import { emailDomain } from '../access/access.schema.js';
import { normalizeDomain, txtRecordSchema } from '../domains/customDomain.js';
import { ROLE_PRESET_IDS } from '../staff/rolePresets.js';

export const SSO_MESSAGES = {
  issuerInvalid: 'Enter the https address of your identity provider (its issuer URL)',
  clientIdRequired: 'Enter the client ID your identity provider gave Candor',
  secretRequired: 'Enter the client secret your identity provider gave Candor',
  domainInvalid: 'Enter an e-mail domain such as example.com',
  domainTaken: 'This e-mail domain is already verified by another organisation',
  domainAdded: 'Domain added: create the TXT record, then verify',
  domainVerified: 'Domain verified: staff with this e-mail domain can sign in with SSO',
  domainRemoved: 'Domain removed',
  domainUnknown: 'This domain is not one of your organisation’s',
  saved: 'Single sign-on saved',
  notConfigured: 'Single sign-on is not set up for this organisation',
  requiredWithoutDomain: 'Verify an e-mail domain before making single sign-on required',
  // What /login says.
  ssoRequired:
    'Your organisation signs in with single sign-on (SSO): use “Continue with SSO” instead of a password.',
  noSso: 'Single sign-on is not available for this e-mail address.',
  stateInvalid:
    'This sign-in attempt has expired or was already used. Start again with “Continue with SSO”.',
  providerRefused:
    'Your identity provider did not sign you in. Try again, or ask your administrator.',
  providerFailed: 'We could not complete the sign-in with your identity provider. Try again later.',
  emailUnverified:
    'Your identity provider did not confirm your e-mail address, so Candor cannot sign you in.',
  wrongOrganisation:
    'Your identity provider’s answer does not match this organisation’s single sign-on. Ask your administrator.',
  noAccount:
    'There is no staff account for this e-mail address, and single sign-on does not create one. Ask your administrator for an invitation.',
} as const;

/** The e-mail's domain as SSO domains are stored (normalised), or null. */
export const ssoDomainOf = (email: string): string | null =>
  email.includes('@') ? normalizeDomain(emailDomain(email)) : null;

const issuerUrl = z
  .string()
  .trim()
  .max(2000, SSO_MESSAGES.issuerInvalid)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.hash;
    } catch {
      return false;
    }
  }, SSO_MESSAGES.issuerInvalid);

/** PUT /api/admin/sso: the secret is only sent to set or change it (absent keeps the stored one). */
export const ssoSettingsBodySchema = z
  .object({
    issuerUrl,
    clientId: z.string().trim().min(1, SSO_MESSAGES.clientIdRequired).max(500),
    clientSecret: z.string().min(1, SSO_MESSAGES.secretRequired).max(2000).optional(),
    required: z.boolean(),
    jitEnabled: z.boolean(),
    jitRole: z.enum(ROLE_PRESET_IDS),
  })
  .strict();
export type SsoSettingsBody = z.infer<typeof ssoSettingsBodySchema>;

export const ssoDomainBodySchema = z
  .object({
    domain: z
      .string()
      .max(300, SSO_MESSAGES.domainInvalid)
      .transform((value, ctx) => {
        const domain = normalizeDomain(emailDomain(value));
        if (!domain) {
          ctx.addIssue({ code: 'custom', message: SSO_MESSAGES.domainInvalid });
          return z.NEVER;
        }
        return domain;
      }),
  })
  .strict();

export const ssoDomainViewSchema = z.object({
  id: z.string(),
  domain: z.string(),
  record: txtRecordSchema,
  verifiedAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type SsoDomainView = z.output<typeof ssoDomainViewSchema>;

/** What staff see of their single sign-on (GET /api/admin/sso); never the secret itself. */
export const ssoSettingsViewSchema = z.object({
  issuerUrl: z.string().nullable(),
  clientId: z.string().nullable(),
  secretSet: z.boolean(),
  required: z.boolean(),
  jitEnabled: z.boolean(),
  jitRole: z.enum(ROLE_PRESET_IDS),
  /** The redirect URI to register at the provider. */
  callbackUrl: z.string(),
  domains: z.array(ssoDomainViewSchema),
});
export type SsoSettingsView = z.output<typeof ssoSettingsViewSchema>;

/** The single sign-on routes' answer: the view, and after a change the message staff read. */
export const ssoAnswerSchema = z.object({
  sso: ssoSettingsViewSchema,
  message: z.string().optional(),
});
export type SsoAnswer = z.output<typeof ssoAnswerSchema>;

/** POST /api/admin/sso/test: what discovery found at the saved provider. */
export const ssoTestResultSchema = z.object({
  ok: z.literal(true),
  issuer: z.string(),
  authorizationEndpoint: z.string().nullable(),
  tokenEndpoint: z.string().nullable(),
  jwksUri: z.string().nullable(),
  message: z.string(),
});
export type SsoTestResult = z.output<typeof ssoTestResultSchema>;

/** What /login learns of an e-mail (GET /api/sso/lookup): nothing about users, only the domain. */
export interface SsoLookup {
  sso: boolean;
  required: boolean;
}
