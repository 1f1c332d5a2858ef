/** Who may set up, turn off, reset and require the second factor of staff sign-in (issue 23). */
import type { Actor } from '../auth/actor.js';
import type { OrgSubject } from '../auth/scopes.js';
import { isStaffOf, isStaffWithScope } from '../auth/scopes.js';

export const TOTP_POLICY_ACTIONS = [
  /** Set up or turn off one's own authenticator: any staff member of the organisation. */
  'totp.own',
  /** Take away another member's authenticator (they set one up again). */
  'totp.reset',
  /** Require a second factor of the organisation's staff. */
  'totp.require',
] as const;
export type TotpPolicyAction = (typeof TOTP_POLICY_ACTIONS)[number];

const canManageStaff = (actor: Actor, { orgId }: OrgSubject): boolean =>
  isStaffWithScope(actor, 'staff:manage', orgId);

const RULES: Record<TotpPolicyAction, (actor: Actor, subject: OrgSubject) => boolean> = {
  'totp.own': (actor, { orgId }) => isStaffOf(actor, orgId),
  'totp.reset': canManageStaff,
  'totp.require': canManageStaff,
};

export const totpPolicy = (actor: Actor, action: TotpPolicyAction, subject: OrgSubject): boolean =>
  RULES[action](actor, subject);
