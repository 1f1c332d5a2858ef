/**
 * Who is acting: staff, the installation's operator without an organisation, an account member,
 * an anonymous visitor or the system (a job, a command). An operator who is also staff of an
 * organisation acts as that staff member, with 'installation:admin' among the scopes.
 */
export type Actor =
  | { type: 'staff'; userId: string; orgId: string; email: string; scopes: readonly string[] }
  | { type: 'operator'; userId: string; email: string }
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
  /** Manage the organisation's outbound webhooks and chat channels (Settings → Webhooks). */
  'webhooks:manage',
  /**
   * The operator of the installation: every organisation's plan, creation and deletion. Never
   * stored: a session's actor holds it when the user is the operator (staff_users.is_operator);
   * no staff screen grants it. `isInstallationOperator` is the check.
   */
  'installation:admin',
] as const;
export type Scope = (typeof SCOPES)[number];
