/** Who may add companies to 'Trusted by' and remove them: content editors. */
import type { Actor } from '../auth/actor.js';
import { canEditContent, type OrgSubject } from '../auth/scopes.js';

export const TRUSTED_BY_POLICY_ACTIONS = ['trustedBy.add', 'trustedBy.remove'] as const;
export type TrustedByPolicyAction = (typeof TRUSTED_BY_POLICY_ACTIONS)[number];

const RULES: Record<TrustedByPolicyAction, (actor: Actor, subject: OrgSubject) => boolean> = {
  'trustedBy.add': canEditContent,
  'trustedBy.remove': canEditContent,
};

export const trustedByPolicy = (
  actor: Actor,
  action: TrustedByPolicyAction,
  subject: OrgSubject,
): boolean => RULES[action](actor, subject);
