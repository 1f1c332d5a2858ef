/**
 * The scopes a staff admin may grant, with what the private area says about each. The
 * installation operator's scope is never among them: no staff screen or API grants it.
 */
import type { Scope } from '../auth/actor.js';

export type GrantableScope = Exclude<Scope, 'installation:admin'>;

export interface ScopeDescription {
  scope: GrantableScope;
  label: string;
  description: string;
}

export const GRANTABLE_SCOPES = [
  'statuspage:edit',
  'assets:edit',
  'files:view',
  'files:download',
  'updates:edit',
  'access:manage',
  'settings:edit',
  'scripts:edit',
  'audit:view',
  'mail:read',
  'staff:manage',
  'sso:manage',
  'data:export',
  'webhooks:manage',
] as const satisfies readonly GrantableScope[];

export const SCOPE_DESCRIPTIONS: readonly ScopeDescription[] = [
  {
    scope: 'statuspage:edit',
    label: 'Edit Trust Center',
    description: 'Edit cards and items, their order, display texts and visibility.',
  },
  {
    scope: 'assets:edit',
    label: 'Edit images',
    description: 'Change card icons, logos and other images.',
  },
  { scope: 'files:view', label: 'View files', description: 'Open documents in the browser.' },
  { scope: 'files:download', label: 'Download files', description: 'Download documents.' },
  {
    scope: 'updates:edit',
    label: 'Edit updates',
    description: 'Write and publish trust updates.',
  },
  {
    scope: 'access:manage',
    label: 'Manage access',
    description: 'Decide access requests and manage accounts.',
  },
  {
    scope: 'settings:edit',
    label: 'Edit settings',
    description: 'Change portal settings and products.',
  },
  {
    scope: 'scripts:edit',
    label: 'Edit third-party scripts',
    description: 'Choose the analytics, chat and cookie banner scripts the portal loads.',
  },
  { scope: 'audit:view', label: 'View audit log', description: 'Read the audit log.' },
  { scope: 'mail:read', label: 'Read sent mail', description: 'Read the mail the server sent.' },
  {
    scope: 'staff:manage',
    label: 'Manage staff',
    description: 'Invite staff, set their scopes and remove them.',
  },
  {
    scope: 'sso:manage',
    label: 'Manage single sign-on',
    description: 'Configure single sign-on and verify the e-mail domains it applies to.',
  },
  {
    scope: 'data:export',
    label: 'Export data',
    description: "Download all of the organisation's data and documents as one file.",
  },
  {
    scope: 'webhooks:manage',
    label: 'Manage webhooks',
    description:
      'Add, change and remove webhook endpoints and Slack channels, and read their deliveries.',
  },
];

/**
 * What a raw scope name looks like (`audit:view`, and any scope added later): the tests sweep
 * the private area's pages and the messages users read for it.
 */
export const SCOPES_PATTERN = /\b[a-z]+:[a-z]+\b/;

/** The installation operator's scope, as the private area names it (never granted there). */
export const INSTALLATION_SCOPE_LABEL = 'Operate the installation';

/**
 * What the private area calls a scope: people read labels, never `installation:admin`. A scope
 * this version does not know (a row written by a newer one) is named as such, not shown raw.
 */
export function scopeLabel(scope: string): string {
  if (scope === 'installation:admin') return INSTALLATION_SCOPE_LABEL;
  return (
    SCOPE_DESCRIPTIONS.find((description) => description.scope === scope)?.label ??
    'Unknown permission'
  );
}

export const isGrantableScope = (value: string): value is GrantableScope =>
  GRANTABLE_SCOPES.some((scope) => scope === value);
