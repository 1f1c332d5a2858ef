/**
 * visitor-portal.md §4: 'collapsing logs the duration'. When an expanded card closes, the
 * browser tells the portal which card (and item) was open, what opened it and for how long;
 * the server keeps it as a first-party, cookie-free analytics event (`card_view`).
 */
import { z } from 'zod';
import { CARD_KINDS } from '../cards/constants.js';

/**
 * staff-content.md §2, 'clicking a card opens it and records a click source': what opened it.
 * The card's title or tile, one of its items, its 'View more', the overview's tabs, the
 * documents card's counts, a search result, an Ask AI source, the staff menu's Edit, or an
 * address (a shared link, a reload, Back and Forward).
 */
export const CARD_OPEN_SOURCES = [
  'card',
  'item',
  'view_more',
  'overview',
  'documents',
  'search',
  'ask_ai',
  'edit',
  'link',
] as const;
export type CardOpenSource = (typeof CARD_OPEN_SOURCES)[number];

/** A day: a longer duration is a tab left open, not reading. */
export const CARD_VIEW_MAX_MS = 24 * 60 * 60 * 1000;

export const cardViewEventSchema = z.object({
  kind: z.enum(CARD_KINDS),
  itemUid: z.string().min(1).max(200).nullable(),
  durationMs: z.number().int().min(0).max(CARD_VIEW_MAX_MS),
  source: z.enum(CARD_OPEN_SOURCES).optional(),
});
export type CardViewEvent = z.infer<typeof cardViewEventSchema>;
export { cardViewEventPath } from './portalLists.js';
