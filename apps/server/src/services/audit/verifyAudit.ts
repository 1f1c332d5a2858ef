import type { KeyObject } from 'node:crypto';
import { assertAuthorized, type AuditVerification } from '@candor/domain';
import { desc, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.js';
import type { ServiceContext } from '../serviceContext.js';
import { DATABASE, listCheckpoints, verifyAgainstCheckpoints } from './auditCheckpoints.js';

/**
 * Recomputes the organisation's hash chain and checks it against its published checkpoints
 * (under the feed key); names the first row that does not hold, or the rows deleted after one.
 */
export async function verifyAudit(
  ctx: ServiceContext,
  publicKey: KeyObject | null,
): Promise<AuditVerification> {
  const { actor, orgId } = ctx.viewer;
  assertAuthorized(actor, 'audit.verify', { orgId });
  const sources = (await listCheckpoints(ctx)).map((signed) => ({
    signed,
    from: DATABASE,
  }));
  const report = await verifyAgainstCheckpoints(ctx.db, orgId, sources, publicKey);
  const [newest] = report.ok
    ? await ctx.db
        .select({ id: auditLog.id, at: auditLog.createdAt })
        .from(auditLog)
        .where(eq(auditLog.orgId, orgId))
        .orderBy(desc(auditLog.id))
        .limit(1)
    : [];
  return {
    ok: report.ok,
    checked: report.count,
    brokenAt: report.brokenAt,
    verifiedUpTo: newest ? { id: newest.id, at: newest.at.toISOString() } : null,
    problems: report.problems,
  };
}
