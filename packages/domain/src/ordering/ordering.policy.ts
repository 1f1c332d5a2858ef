/**
 * Who may re-order a product page (staff-content.md §6): staff of the organisation with
 * statuspage:edit, in main mode on the page; sections only when the plan includes section
 * customisation. The scope half is the policy of each action (portal.reorderSections,
 * portal.reorderCards, card.reorderItems); this module adds the plan and turns both into the
 * decision the server enforces and the page's abilities.
 */
import type { Actor } from '../auth/actor.js';
import { authorize } from '../auth/policy.js';
import type { OrgSubject } from '../auth/scopes.js';
import { forbidden } from '../errors/domainError.js';
import type { FeatureFlags } from '../features/featureFlags.js';
import type { PortalMode } from '../portal/portalView.js';
import { ORDERING_MESSAGES } from './ordering.messages.js';
import { sectionCustomizationLocked } from './ordering.rules.js';
import { NO_ORDERING_ABILITIES, type OrderingAbilities } from './orderingAbilities.js';

export { NO_ORDERING_ABILITIES, type OrderingAbilities };

export const ORDERING_ACTIONS = [
  'portal.reorderSections',
  'portal.reorderCards',
  'card.reorderItems',
] as const;
export type OrderingAction = (typeof ORDERING_ACTIONS)[number];

export interface OrderingSubject extends OrgSubject {
  /** The organisation's effective features (plan, then flags). */
  features: FeatureFlags;
}

/** allowed; locked: the scope is there but the plan lacks the feature; refused: no scope. */
export type OrderingDecision = 'allowed' | 'locked' | 'refused';

export function orderingDecision(
  actor: Actor,
  action: OrderingAction,
  { orgId, features }: OrderingSubject,
): OrderingDecision {
  if (!authorize(actor, action, { orgId })) return 'refused';
  if (action === 'portal.reorderSections' && sectionCustomizationLocked(features)) return 'locked';
  return 'allowed';
}

/** 403 without the scope; 403 with the upgrade message when only the plan is missing. */
export function assertOrderingAllowed(
  actor: Actor,
  action: OrderingAction,
  subject: OrderingSubject,
): void {
  const decision = orderingDecision(actor, action, subject);
  if (decision === 'refused') throw forbidden();
  if (decision === 'locked') throw forbidden(ORDERING_MESSAGES.sectionCustomizationLocked);
}

/**
 * What the page offers the viewer. Only in main mode, where the viewer is staff of the page's
 * organisation (a previewing staff member sees the page as the account would).
 */
export function orderingAbilities(
  actor: Actor,
  mode: PortalMode,
  features: FeatureFlags,
): OrderingAbilities {
  if (mode !== 'main' || actor.type !== 'staff') return { ...NO_ORDERING_ABILITIES };
  const subject = { orgId: actor.orgId, features };
  const sections = orderingDecision(actor, 'portal.reorderSections', subject);
  return {
    reorderSections: sections === 'allowed',
    reorderSectionsLocked: sections === 'locked',
    reorderCards: orderingDecision(actor, 'portal.reorderCards', subject) === 'allowed',
  };
}
