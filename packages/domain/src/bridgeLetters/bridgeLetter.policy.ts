/**
 * Who may write an item's bridge letter (staff-content.md §1, §6): staff of the organisation
 * who may edit items (statuspage:edit), when the plan includes bridge letters. Without the
 * scope a plain 403; without the feature the control shows locked and the server answers
 * 'This feature is not included in your plan'.
 */
import type { Actor } from '../auth/actor.js';
import { authorize } from '../auth/policy.js';
import type { OrgSubject } from '../auth/scopes.js';
import { forbidden } from '../errors/domainError.js';
import { isFlagOn, type FeatureFlags } from '../features/featureFlags.js';
import { FEATURE_NOT_IN_PLAN } from '../features/requireFeature.js';

export interface BridgeLetterSubject extends OrgSubject {
  /** The organisation's effective features (plan, then flags). */
  features: FeatureFlags;
}

/** allowed; locked: the scope is there but the plan lacks the feature; refused: no scope. */
export type BridgeLetterDecision = 'allowed' | 'locked' | 'refused';

export function bridgeLetterDecision(
  actor: Actor,
  { orgId, features }: BridgeLetterSubject,
): BridgeLetterDecision {
  if (!authorize(actor, 'item.edit', { orgId })) return 'refused';
  return isFlagOn(features, 'bridgeLetters') ? 'allowed' : 'locked';
}

export function assertBridgeLetterAllowed(actor: Actor, subject: BridgeLetterSubject): void {
  const decision = bridgeLetterDecision(actor, subject);
  if (decision === 'refused') throw forbidden();
  if (decision === 'locked') throw forbidden(FEATURE_NOT_IN_PLAN);
}
