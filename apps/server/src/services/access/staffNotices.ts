/**
 * Who hears of a new access request: the organisation's access-requests mailbox, else its
 * support mailbox, else every staff member holding access:manage.
 */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { portalCustomizations, staffUsers } from '../../db/schema/index.js';

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
