/**
 * visitor-portal.md §4: 'collapsing logs the duration'. When an expanded card closes, the
 * browser tells the portal which card (and item) was open and for how long; the server keeps it
 * as a first-party, cookie-free analytics event (`card_view`).
 */
import { z } from 'zod';
import { CARD_KINDS } from '../cards/constants.js';

/** A day: a longer duration is a tab left open, not reading. */
export const CARD_VIEW_MAX_MS = 24 * 60 * 60 * 1000;

export const cardViewEventSchema = z.object({
  kind: z.enum(CARD_KINDS),
  itemUid: z.string().min(1).max(200).nullable(),
  durationMs: z.number().int().min(0).max(CARD_VIEW_MAX_MS),
});
export type CardViewEvent = z.infer<typeof cardViewEventSchema>;
export { cardViewEventPath } from './portalLists.js';
