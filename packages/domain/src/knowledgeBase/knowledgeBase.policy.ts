/** Who may manage the knowledge base (staff-content.md §1, §6: content editors). */
import type { Actor } from '../auth/actor.js';
import { canEditContent, type OrgSubject } from '../auth/scopes.js';

export const KB_POLICY_ACTIONS = [
  'kb.list',
  'kb.create',
  'kb.update',
  'kb.delete',
  'kb.import',
  'kb.export',
] as const;
export type KbPolicyAction = (typeof KB_POLICY_ACTIONS)[number];

const RULES: Record<KbPolicyAction, (actor: Actor, subject: OrgSubject) => boolean> = {
  'kb.list': canEditContent,
  'kb.create': canEditContent,
  'kb.update': canEditContent,
  'kb.delete': canEditContent,
  'kb.import': canEditContent,
  'kb.export': canEditContent,
};

export const kbPolicy = (actor: Actor, action: KbPolicyAction, subject: OrgSubject): boolean =>
  RULES[action](actor, subject);
