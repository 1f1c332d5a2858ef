/**
 * A visitor or member read a card (or an item in it) for this long, opened from `source`
 * (staff-content.md §2's click source); staff reading are not counted.
 */
import type { CardViewEvent } from '@candor/domain';
import type { ServiceContext } from '../serviceContext.js';
import { eventWho, isUncountedActor, recordEvent } from './recordEvent.js';

export async function recordCardView(
  { db, viewer }: ServiceContext,
  { kind, itemUid, durationMs, source }: CardViewEvent,
): Promise<void> {
  if (isUncountedActor(viewer.actor)) return;
  await recordEvent(db, {
    kind: 'card_view',
    orgId: viewer.orgId,
    productId: viewer.productId,
    itemUid,
    ...eventWho(viewer),
    detail: { card: kind, durationMs, ...(source ? { source } : {}) },
  });
}
