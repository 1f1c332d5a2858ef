/** Absolute addresses the access mails carry. */
import type { OrgRoute } from '../../viewer/portalDirectory.js';

export interface AccessLinks {
  /** The portal as the visitor sees it: origin and base path (no trailing slash). */
  portalUrl: string;
  /** The platform's origin: the mails' logo and the staff queue. */
  baseUrl: string;
}

/**
 * The portal of an organisation as links in mail name it: its stored custom domain, else its
 * path on BASE_URL. Never built from a request's Host, which the sender of the request chose.
 */
export function portalUrlOfOrg(baseUrl: string, org: Pick<OrgRoute, 'slug' | 'customDomain'>) {
  const base = new URL(baseUrl);
  return org.customDomain ? `${base.protocol}//${org.customDomain}` : `${base.origin}/${org.slug}`;
}

/** What every mail of the organisation links to (sign-in, subscribe, invitations, decisions). */
export const mailLinksOf = (
  baseUrl: string,
  org: Pick<OrgRoute, 'slug' | 'customDomain'>,
): AccessLinks => ({ portalUrl: portalUrlOfOrg(baseUrl, org), baseUrl });

export const signInUrl = (portalUrl: string, token: string): string =>
  `${portalUrl}/api/auth/sign-in?token=${encodeURIComponent(token)}`;

/** The link that files an expired member's extension request (`extendAccess.ts`). */
export const extendAccessLinkUrl = (portalUrl: string, token: string): string =>
  `${portalUrl}/api/auth/extend-access?token=${encodeURIComponent(token)}`;

export const queueUrl = (baseUrl: string): string =>
  `${new URL(baseUrl).origin}/admin/access/requests`;
