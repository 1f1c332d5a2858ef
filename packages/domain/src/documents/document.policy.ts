/**
 * The staff document library (staff-content.md §7 GET /api/documents/trust-center, main mode
 * only): staff who may open files or edit the Trust Center see it; only editors change it
 * (upload, rename, replace, delete, expiry dates, links to items).
 */
import type { Actor } from '../auth/actor.js';
import type { OrgSubject } from '../auth/scopes.js';
import { canEditContent, isStaffWithScope } from '../auth/scopes.js';

export const DOCUMENT_POLICY_ACTIONS = ['document.list', 'document.manage'] as const;
export type DocumentPolicyAction = (typeof DOCUMENT_POLICY_ACTIONS)[number];

const RULES: Record<DocumentPolicyAction, (actor: Actor, subject: OrgSubject) => boolean> = {
  'document.list': (actor, { orgId }) =>
    canEditContent(actor, { orgId }) ||
    isStaffWithScope(actor, 'files:view', orgId) ||
    isStaffWithScope(actor, 'files:download', orgId),
  'document.manage': canEditContent,
};

export const documentPolicy = (
  actor: Actor,
  action: DocumentPolicyAction,
  subject: OrgSubject,
): boolean => RULES[action](actor, subject);
