/** Moving an item to another card (staff-content.md §5 "Move item"). */
import { z } from 'zod';
import type { CardKind } from '../cards/constants.js';
import { CARD_KINDS } from '../cards/constants.js';

export const MOVE_MESSAGES = {
  destinationRequired: 'A destination card is required',
  destinationNotAllowed: 'Items cannot be moved to this card',
} as const;

/** Cards never offered as a move destination. */
export const MOVE_EXCLUDED_KINDS: readonly CardKind[] = [
  'Overview',
  'Documents',
  'Certifications',
  'TrustedBy',
  'Subprocessors',
  'CustomerData',
  'RiskProfile',
];

export const canMoveTo = (from: CardKind, to: CardKind): boolean =>
  from !== to && !MOVE_EXCLUDED_KINDS.includes(to);

/** Destinations offered for an item on `currentKind`, in card-kind order. */
export const moveDestinations = (
  currentKind: CardKind,
  kinds: readonly CardKind[] = CARD_KINDS,
): CardKind[] => kinds.filter((kind) => canMoveTo(currentKind, kind));

/**
 * The move request (staff-content.md §7): `destinationCardId` names the destination card, which
 * within a product is identified by its kind.
 */
export const moveItemSchema = z.object({
  destinationCardId: z.enum(CARD_KINDS, { error: MOVE_MESSAGES.destinationRequired }),
});

/** The move request for an item currently on `currentKind`: also refuses excluded cards. */
export const moveItemSchemaFrom = (currentKind: CardKind) =>
  moveItemSchema.refine((move) => canMoveTo(currentKind, move.destinationCardId), {
    error: MOVE_MESSAGES.destinationNotAllowed,
    path: ['destinationCardId'],
  });
