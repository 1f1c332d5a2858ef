import { assertAuthorized } from '@candor/domain';
import { asc, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.js';
import type { ServiceContext } from '../serviceContext.js';

/** The actions the organisation's log holds, for the listing's filter. */
export async function auditActions(ctx: ServiceContext): Promise<string[]> {
  const { actor, orgId } = ctx.viewer;
  assertAuthorized(actor, 'audit.view', { orgId });
  const rows = await ctx.db
    .selectDistinct({ action: auditLog.action })
    .from(auditLog)
    .where(eq(auditLog.orgId, orgId))
    .orderBy(asc(auditLog.action));
  return rows.map((row) => row.action);
}
