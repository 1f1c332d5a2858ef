import { assertAuthorized } from '@candor/domain';
import { asc, eq } from 'drizzle-orm';
import { staffUsers } from '../../db/schema/index.js';
import type { ServiceContext } from '../serviceContext.js';

export interface AuditPerson {
  id: string;
  name: string;
  email: string;
}

/** The organisation's staff, for the log's person filter (audit:view alone may read it). */
export async function auditPeople(ctx: ServiceContext): Promise<AuditPerson[]> {
  const { actor, orgId } = ctx.viewer;
  assertAuthorized(actor, 'audit.view', { orgId });
  const rows = await ctx.db
    .select({ id: staffUsers.id, name: staffUsers.displayName, email: staffUsers.email })
    .from(staffUsers)
    .where(eq(staffUsers.orgId, orgId))
    .orderBy(asc(staffUsers.displayName), asc(staffUsers.email));
  return rows.map((row) => ({ id: row.id, name: row.name || row.email, email: row.email }));
}
