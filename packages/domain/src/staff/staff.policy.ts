/** Who may see and manage an organisation's staff (issue 6, "Permission scopes"). */
import type { Actor } from '../auth/actor.js';
import type { OrgSubject } from '../auth/scopes.js';
import { isStaffWithScope } from '../auth/scopes.js';

export const STAFF_POLICY_ACTIONS = [
  'staff.view',
  'staff.invite',
  'staff.edit',
  'staff.remove',
] as const;
export type StaffPolicyAction = (typeof STAFF_POLICY_ACTIONS)[number];
export type StaffSubject = OrgSubject;

const canManageStaff = (actor: Actor, { orgId }: StaffSubject): boolean =>
  isStaffWithScope(actor, 'staff:manage', orgId);

const RULES: Record<StaffPolicyAction, (actor: Actor, subject: StaffSubject) => boolean> = {
  'staff.view': canManageStaff,
  'staff.invite': canManageStaff,
  'staff.edit': canManageStaff,
  'staff.remove': canManageStaff,
};

export const staffPolicy = (
  actor: Actor,
  action: StaffPolicyAction,
  subject: StaffSubject,
): boolean => RULES[action](actor, subject);
