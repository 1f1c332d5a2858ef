/** Who may change a product's subprocessors (staff-content.md §6: content editors). */
import type { Actor } from '../auth/actor.js';
import { canEditContent, type OrgSubject } from '../auth/scopes.js';

export const SUBPROCESSOR_POLICY_ACTIONS = [
  'subprocessor.create',
  'subprocessor.update',
  'subprocessor.delete',
] as const;
export type SubprocessorPolicyAction = (typeof SUBPROCESSOR_POLICY_ACTIONS)[number];

const RULES: Record<SubprocessorPolicyAction, (actor: Actor, subject: OrgSubject) => boolean> = {
  'subprocessor.create': canEditContent,
  'subprocessor.update': canEditContent,
  'subprocessor.delete': canEditContent,
};

export const subprocessorPolicy = (
  actor: Actor,
  action: SubprocessorPolicyAction,
  subject: OrgSubject,
): boolean => RULES[action](actor, subject);
