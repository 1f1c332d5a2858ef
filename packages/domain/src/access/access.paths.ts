/**
 * The visitor-access URLs (visitor-portal.md §7). `portalApi` is the portal's API base:
 * `/{orgSlug}/api` on the platform host, `/api` on a custom domain.
 */
export const accessPaths = {
  /** POST: the request form. */
  request: (portalApi: string, productId: string) => `${portalApi}/products/${productId}/request`,
  /** POST: the login tab (mails a sign-in link). */
  login: (portalApi: string, productId: string) => `${portalApi}/products/${productId}/login`,
  /** GET: the mailed sign-in link; sets the member session and lands on the portal. */
  signIn: (portalApi: string) => `${portalApi}/auth/sign-in`,
  /** GET: the signed-in member and their account (the account menu). */
  me: (portalApi: string) => `${portalApi}/auth/me`,
  /** POST: ends the member session. */
  logout: '/api/statuspage/share/auth/logout',
  extendAccess: (accountId: string) => `/api/statuspage/share/${accountId}/external/extend-access`,
  /**
   * POST: the access modal's 'Request extension' without a session: mails the expired member a
   * link (`extendAccessLink`, GET) that files the request; the mailbox proves the e-mail.
   */
  extendAccessByEmail: (portalApi: string, productId: string) =>
    `${portalApi}/products/${productId}/extend-access`,
  extendAccessLink: (portalApi: string) => `${portalApi}/auth/extend-access`,
  inviteColleague: (accountId: string) =>
    `/api/statuspage/share/${accountId}/external/invite-colleague`,
  /** The NDA base of an account: GET `{base}/nda`, POST `{base}/download-signed-clickwrap-nda`. */
  ndaBase: (portalApi: string, accountId: string) => `${portalApi}/accounts/${accountId}`,
  /** GET: the current NDA version to accept (clickwrap dialog). */
  ndaTemplate: (portalApi: string, accountId: string) =>
    `${portalApi}/accounts/${accountId}/nda/template`,
  /** POST: accept the clickwrap NDA. */
  ndaAccept: (portalApi: string, accountId: string) =>
    `${portalApi}/accounts/${accountId}/nda/accept`,
  /** POST: the signed clickwrap NDA as a PDF attachment. */
  ndaDownload: (portalApi: string, accountId: string) =>
    `${portalApi}/accounts/${accountId}/download-signed-clickwrap-nda`,
  byoidWelcome: (orgId: string) => `/byoid/${orgId}/welcome`,
  /** Staff: GET and PUT the byoid public key / JWKS URL. */
  byoidSettings: '/api/access/byoid',
  /** Staff: the accounts and permission profiles to preview the portal as. */
  previewOptions: '/api/access/preview-options',
} as const;
