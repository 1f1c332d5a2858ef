/**
 * Who may do what in visitor access (issue "Visitor access"): anybody may ask for access or for
 * a sign-in link (the answers are decided by the organisation's rules and never say more than
 * the spec's states); a signed-in member of the organisation manages their own session, asks
 * for more time, invites colleagues and accepts the NDA; staff holding access:manage run the
 * accounts, members, permission profiles, requests, rules and NDA templates, and read the
 * analytics.
 */
import type { Actor } from '../auth/actor.js';
import { isMemberOf, isStaffWithScope, type OrgSubject } from '../auth/scopes.js';

export const ACCESS_POLICY_ACTIONS = [
  /** The request form (public, rate-limited). */
  'access.request',
  /** The login tab: mails a sign-in link (public, rate-limited). */
  'access.login',
  /** A sign-in link, an invitation or a byoid token turned into a member session. */
  'access.signin',
  'access.logout',
  'access.extend',
  /** An expired member's mailed link files their extension request (the link proves the e-mail). */
  'access.extend_by_link',
  'access.invite',
  /** A member's own API tokens for the public read API (staff revoke them with access.manage). */
  'access.api_token',
  'nda.accept',
  'nda.view',
  /** Staff: accounts, members, profiles, requests, rules, NDA templates. */
  'access.manage',
  /** Staff: the access analytics page and its CSV. */
  'analytics.view',
  /** Staff: the access inventory and the access log, as CSV or JSON (each export audited). */
  'access.export',
] as const;
export type AccessPolicyAction = (typeof ACCESS_POLICY_ACTIONS)[number];

const ANYONE: readonly AccessPolicyAction[] = [
  'access.request',
  'access.login',
  'access.signin',
  'access.extend_by_link',
];
const MEMBERS: readonly AccessPolicyAction[] = [
  'access.logout',
  'access.extend',
  'access.invite',
  'access.api_token',
  'nda.accept',
  'nda.view',
];

export const accessPolicy = (
  actor: Actor,
  action: AccessPolicyAction,
  subject: OrgSubject,
): boolean => {
  if (ANYONE.includes(action)) return true;
  if (MEMBERS.includes(action)) return isMemberOf(actor, subject.orgId);
  return isStaffWithScope(actor, 'access:manage', subject.orgId);
};
