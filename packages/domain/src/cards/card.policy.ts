/** Who may change a card (staff-content.md §6). */
import type { Actor } from '../auth/actor.js';
import type { OrgSubject } from '../auth/scopes.js';
import { canEditContent, isStaffWithScope } from '../auth/scopes.js';

export const CARD_POLICY_ACTIONS = [
  'card.edit',
  'card.hide',
  'card.reorderItems',
  'card.changeIcon',
  'card.add',
] as const;
export type CardPolicyAction = (typeof CARD_POLICY_ACTIONS)[number];
export type CardSubject = OrgSubject;

const RULES: Record<CardPolicyAction, (actor: Actor, subject: CardSubject) => boolean> = {
  'card.edit': canEditContent,
  'card.hide': canEditContent,
  'card.reorderItems': canEditContent,
  'card.add': canEditContent,
  /** Needs assets:edit; the cardIconReplacement flag is checked by canReplaceCardIcon. */
  'card.changeIcon': (actor, { orgId }) => isStaffWithScope(actor, 'assets:edit', orgId),
};

export const cardPolicy = (actor: Actor, action: CardPolicyAction, subject: CardSubject): boolean =>
  RULES[action](actor, subject);
