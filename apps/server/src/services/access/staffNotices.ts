/**
 * Who hears of a new access request: the organisation's access-requests mailbox, else its
 * support mailbox, else every staff member holding access:manage. The staff notices of a
 * member's comment, questionnaire or extension request all go to them, one mail each, keyed
 * '{key}:{address}' so a retried request mails no one twice.
 */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { portalCustomizations, staffUsers } from '../../db/schema/index.js';
import { enqueueMail, type MailRequest } from '../../mail/enqueueMail.js';
import type { MailTemplateName } from '../../mail/mailTemplates.js';

export async function accessRequestRecipients(tx: DbOrTx, orgId: string): Promise<string[]> {
  const [settings] = await tx
    .select({
      requests: portalCustomizations.accessRequestsMailbox,
      support: portalCustomizations.supportMailbox,
    })
    .from(portalCustomizations)
    .where(eq(portalCustomizations.orgId, orgId));
  const mailbox = settings?.requests ?? settings?.support ?? null;
  if (mailbox) return [mailbox];
  const staff = await tx
    .select({ email: staffUsers.email })
    .from(staffUsers)
    .where(
      sql`${staffUsers.orgId} = ${orgId} and ${staffUsers.scopes} @> '["access:manage"]'::jsonb`,
    );
  return staff.map((row) => row.email);
}

/**
 * Queues the same staff notice to each of accessRequestRecipients, inside the caller's
 * transaction; the idempotency key is the given key and the address. Callers call
 * notifyJobsQueued() after the commit.
 */
export async function mailStaffRecipients<N extends MailTemplateName>(
  tx: DbOrTx,
  request: Omit<MailRequest<N>, 'to'>,
): Promise<void> {
  for (const to of await accessRequestRecipients(tx, request.orgId)) {
    await enqueueMail(tx, { ...request, to, idempotencyKey: `${request.idempotencyKey}:${to}` });
  }
}
