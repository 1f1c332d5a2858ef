/** Who may change an item (staff-content.md §6). */
import type { Actor } from '../auth/actor.js';
import type { OrgSubject } from '../auth/scopes.js';
import { canEditContent } from '../auth/scopes.js';
import type { CardKind } from '../cards/constants.js';
import { canMoveItem } from './itemFields.js';

export const ITEM_POLICY_ACTIONS = [
  'item.edit',
  'item.move',
  'item.createCustomUrl',
  'item.addCustom',
  'item.deleteCustom',
] as const;
export type ItemPolicyAction = (typeof ITEM_POLICY_ACTIONS)[number];
export interface ItemSubject extends OrgSubject {
  /** Only custom items can be deleted. */
  isCustom?: boolean;
  /** The item's card: items of some cards never move. */
  kind?: CardKind;
}

const RULES: Record<ItemPolicyAction, (actor: Actor, subject: ItemSubject) => boolean> = {
  'item.edit': canEditContent,
  'item.move': (actor, subject) =>
    (subject.kind === undefined || canMoveItem(subject.kind)) && canEditContent(actor, subject),
  'item.createCustomUrl': canEditContent,
  'item.addCustom': canEditContent,
  'item.deleteCustom': (actor, subject) =>
    subject.isCustom === true && canEditContent(actor, subject),
};

export const itemPolicy = (actor: Actor, action: ItemPolicyAction, subject: ItemSubject): boolean =>
  RULES[action](actor, subject);
