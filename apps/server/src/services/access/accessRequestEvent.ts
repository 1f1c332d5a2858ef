/**
 * The access request events (issue 28): `access_request.received`, `.approved`, `.declined`,
 * built from the request's row as it stands in the caller's transaction (after its decision),
 * with what a receiver needs to act: the requester, the product and item asked for, who decided
 * and the staff queue's address.
 */
import type { WebhookEventData } from '@candor/domain/webhooks/webhookEvents';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accessRequests, items, products } from '../../db/schema/index.js';
import { emitEvent } from '../../webhooks/emitEvent.js';
import { queueUrl } from './accessLinks.js';

type AccessRequestEventType =
  'access_request.received' | 'access_request.approved' | 'access_request.declined';

export async function accessRequestEventData(
  tx: DbOrTx,
  orgId: string,
  requestId: string,
  baseUrl: string,
): Promise<WebhookEventData<'access_request.received'>> {
  const [row] = await tx
    .select({ request: accessRequests, productName: products.name, itemTitle: items.title })
    .from(accessRequests)
    .innerJoin(products, eq(products.id, accessRequests.productId))
    .leftJoin(
      items,
      and(
        eq(items.orgId, accessRequests.orgId),
        eq(items.productId, accessRequests.productId),
        eq(items.uid, accessRequests.itemUid),
      ),
    )
    .where(and(eq(accessRequests.orgId, orgId), eq(accessRequests.id, requestId)))
    .limit(1);
  if (!row) throw new Error('the access request is gone');
  const { request } = row;
  return {
    requestId: request.id,
    status: request.status,
    requester: {
      email: request.email,
      firstName: request.firstName,
      lastName: request.lastName,
      company: request.companyName,
      jobTitle: request.jobTitle,
    },
    product: { id: request.productId, name: row.productName },
    item: request.itemUid
      ? { uid: request.itemUid, title: row.itemTitle ?? request.itemUid }
      : null,
    decision:
      request.status === 'pending' || !request.decidedAt
        ? null
        : {
            source: request.decisionSource ?? 'staff',
            reason: request.declineReason,
            decidedAt: request.decidedAt.toISOString(),
          },
    reviewUrl: queueUrl(baseUrl),
    createdAt: request.createdAt.toISOString(),
  };
}

/** Emits each of `types` for the request, one shared read of its row when any is wanted. */
export async function emitAccessRequestEvents(
  tx: DbOrTx,
  orgId: string,
  requestId: string,
  baseUrl: string,
  types: AccessRequestEventType[],
): Promise<void> {
  // Read once, and only when a destination wants one of the events.
  let data: ReturnType<typeof accessRequestEventData> | undefined;
  const read = () => (data ??= accessRequestEventData(tx, orgId, requestId, baseUrl));
  for (const type of types) await emitEvent(tx, orgId, type, read);
}

/** What a request's status emits: received always when new; the decision when there is one. */
export const decisionEvent = (
  status: 'pending' | 'approved' | 'declined',
): AccessRequestEventType[] =>
  status === 'approved'
    ? ['access_request.approved']
    : status === 'declined'
      ? ['access_request.declined']
      : [];
