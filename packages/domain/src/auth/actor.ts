/** Who is acting: staff, an account member, an anonymous visitor or the system (a job, a command). */
export type Actor =
  | { type: 'staff'; userId: string; orgId: string; email: string; scopes: readonly string[] }
  | { type: 'member'; memberId: string; accountId: string; orgId: string; email: string }
  | { type: 'visitor' }
  | { type: 'system'; job: string };

/** Named permission scopes. */
export const SCOPES = [
  'statuspage:edit',
  'assets:edit',
  'files:view',
  'files:download',
  'updates:edit',
  'access:manage',
  'settings:edit',
  /**
   * Load third-party scripts (the consent scripts) into the portal: code that runs on every
   * visitor's page, so apart from settings:edit.
   */
  'scripts:edit',
  'audit:view',
  /** Read the Sent mail page: what the server mailed, its tokens redacted. */
  'mail:read',
  /** Invite staff, set their scopes and remove them. */
  'staff:manage',
  /** Configure the organisation's single sign-on (OpenID Connect) and its verified e-mail domains. */
  'sso:manage',
  /** Export the organisation's data (every row and the document files) as one zip. */
  'data:export',
  /**
   * The operator of the installation: plans and feature flags of every organisation. The seeded
   * admin of a fresh installation holds it; no staff screen grants it.
   */
  'installation:admin',
] as const;
export type Scope = (typeof SCOPES)[number];
