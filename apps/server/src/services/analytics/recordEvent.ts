/**
 * First-party, cookie-free analytics: one row per event, written in the transaction of the use
 * case it belongs to (or on its own for reads such as a document view). No visitor identifier
 * is kept: anonymous events carry no account or member.
 */
import type { Actor, AnalyticsEventKind, Viewer } from '@candor/domain';
import type { Db, Tx } from '../../db/client.js';
import { analyticsEvents } from '../../db/schema/index.js';

export interface AnalyticsEvent {
  kind: AnalyticsEventKind;
  orgId: string;
  productId?: string | null;
  accountId?: string | null;
  memberId?: string | null;
  fileId?: string | null;
  itemUid?: string | null;
  detail?: Record<string, string | number | boolean | null>;
}

export async function recordEvent(db: Db | Tx, event: AnalyticsEvent): Promise<void> {
  await db.insert(analyticsEvents).values({
    kind: event.kind,
    orgId: event.orgId,
    productId: event.productId ?? null,
    accountId: event.accountId ?? null,
    memberId: event.memberId ?? null,
    fileId: event.fileId ?? null,
    itemUid: event.itemUid ?? null,
    detail: event.detail ?? null,
  });
}

/** The account and member an event is attributed to: a signed-in member's, nobody else's. */
/** Staff, the installation's operator and the system are not the portal's audience: not counted. */
export const isUncountedActor = (actor: Actor): boolean =>
  actor.type === 'staff' || actor.type === 'operator' || actor.type === 'system';

export const eventWho = (viewer: Viewer): Pick<AnalyticsEvent, 'accountId' | 'memberId'> =>
  viewer.actor.type === 'member' && viewer.mode === 'account_external'
    ? { accountId: viewer.actor.accountId, memberId: viewer.actor.memberId }
    : {};

/**
 * What a signed document link carries for analytics: the product and the account and member of
 * a signed-in member; undefined for staff (main mode and preview), whose reads are not counted.
 */
export const visitOf = (
  viewer: Viewer,
): { p: string | null; acc: string | null; mem: string | null } | undefined => {
  if (isUncountedActor(viewer.actor)) return undefined;
  const who = eventWho(viewer);
  return { p: viewer.productId, acc: who.accountId ?? null, mem: who.memberId ?? null };
};
