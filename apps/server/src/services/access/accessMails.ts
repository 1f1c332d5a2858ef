/** Queues the access mails inside the caller's transaction (sent by the mail job after commit). */
import { RELATIONSHIP_LABELS } from '@candor/domain';
import { inArray, and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import { enqueueMail } from '../../mail/enqueueMail.js';
import { issueLoginToken } from './memberLoginLinks.js';
import type { AccessRequestRowDb } from './grantAccess.js';
import { queueUrl, signInUrl, type AccessLinks } from './accessLinks.js';
import type { AccessSettings } from './accessSettings.js';

export async function mailStaffOfRequest(
  tx: Tx,
  request: AccessRequestRowDb,
  productIds: string[],
  settings: AccessSettings,
  links: AccessLinks,
): Promise<boolean> {
  const to = settings.accessRequestsMailbox ?? settings.supportMailbox;
  if (!to) return false;
  const names = await tx
    .select({ name: products.name })
    .from(products)
    .where(and(eq(products.orgId, request.orgId), inArray(products.id, productIds)));
  await enqueueMail(tx, {
    orgId: request.orgId,
    to,
    template: 'accessRequestReceived',
    data: {
      portalTitle: settings.portalTitle,
      name: `${request.firstName} ${request.lastName}`,
      email: request.email,
      companyName: request.companyName,
      jobTitle: request.jobTitle,
      relationship: request.relationship ? RELATIONSHIP_LABELS[request.relationship] : null,
      country: request.country,
      products: names.map((p) => p.name),
      itemUid: request.itemUid,
      queueUrl: queueUrl(links.baseUrl),
    },
    idempotencyKey: `access-request-staff:${request.id}`,
    baseUrl: links.baseUrl,
  });
  return true;
}

export async function mailApproval(
  tx: Tx,
  request: AccessRequestRowDb,
  approval: { memberId: string },
  expiresAt: Date | null,
  settings: AccessSettings,
  links: AccessLinks,
): Promise<void> {
  const { token } = await issueLoginToken(tx, {
    orgId: request.orgId,
    memberId: approval.memberId,
    productId: request.productId,
  });
  await enqueueMail(tx, {
    orgId: request.orgId,
    to: request.email,
    template: 'accessApproved',
    data: {
      portalTitle: settings.portalTitle,
      firstName: request.firstName,
      signInUrl: signInUrl(links.portalUrl, token),
      portalUrl: links.portalUrl,
      accessExpiresAt: expiresAt?.toISOString() ?? null,
    },
    idempotencyKey: `access-request-approved:${request.id}`,
    baseUrl: links.baseUrl,
    secrets: [token],
  });
}

export async function mailDecline(
  tx: Tx,
  request: AccessRequestRowDb,
  reason: string,
  settings: AccessSettings,
  links: AccessLinks,
): Promise<void> {
  await enqueueMail(tx, {
    orgId: request.orgId,
    to: request.email,
    template: 'accessDeclined',
    data: {
      portalTitle: settings.portalTitle,
      firstName: request.firstName,
      reason,
      supportMailbox: settings.supportMailbox,
    },
    idempotencyKey: `access-request-declined:${request.id}`,
    baseUrl: links.baseUrl,
  });
}
