/** A visitor or member read a card (or an item in it) for this long; staff reading are not counted. */
import type { CardViewEvent } from '@candor/domain';
import type { ServiceContext } from '../serviceContext.js';
import { eventWho, recordEvent } from './recordEvent.js';

export async function recordCardView(
  { db, viewer }: ServiceContext,
  { kind, itemUid, durationMs }: CardViewEvent,
): Promise<void> {
  if (viewer.actor.type === 'staff') return;
  await recordEvent(db, {
    kind: 'card_view',
    orgId: viewer.orgId,
    productId: viewer.productId,
    itemUid,
    ...eventWho(viewer),
    detail: { card: kind, durationMs },
  });
}
