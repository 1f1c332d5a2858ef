/** Who may configure an organisation's single sign-on and its verified e-mail domains. */
import type { Actor } from '../auth/actor.js';
import type { OrgSubject } from '../auth/scopes.js';
import { isStaffWithScope } from '../auth/scopes.js';

export const SSO_POLICY_ACTIONS = ['sso.manage'] as const;
export type SsoPolicyAction = (typeof SSO_POLICY_ACTIONS)[number];

export const ssoPolicy = (actor: Actor, _action: SsoPolicyAction, { orgId }: OrgSubject): boolean =>
  isStaffWithScope(actor, 'sso:manage', orgId);
