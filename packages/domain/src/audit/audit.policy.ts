/** Who may read the organisation's audit log and check its hash chain. */
import type { Actor } from '../auth/actor.js';
import type { OrgSubject } from '../auth/scopes.js';
import { isStaffWithScope } from '../auth/scopes.js';

export const AUDIT_POLICY_ACTIONS = ['audit.view', 'audit.verify'] as const;
export type AuditPolicyAction = (typeof AUDIT_POLICY_ACTIONS)[number];
export type AuditSubject = OrgSubject;

const canViewAudit = (actor: Actor, { orgId }: AuditSubject): boolean =>
  isStaffWithScope(actor, 'audit:view', orgId);

const RULES: Record<AuditPolicyAction, (actor: Actor, subject: AuditSubject) => boolean> = {
  'audit.view': canViewAudit,
  'audit.verify': canViewAudit,
};

export const auditPolicy = (
  actor: Actor,
  action: AuditPolicyAction,
  subject: AuditSubject,
): boolean => RULES[action](actor, subject);
