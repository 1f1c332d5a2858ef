import { assertAuthorized, type AuditVerification } from '@candor/domain';
import { eq } from 'drizzle-orm';
import { verifyAuditChain } from '../../db/audit.js';
import { auditLog } from '../../db/schema/index.js';
import type { ServiceContext } from '../serviceContext.js';

/** Recomputes the organisation's hash chain; names the first row that does not hold. */
export async function verifyAudit(ctx: ServiceContext): Promise<AuditVerification> {
  const { actor, orgId } = ctx.viewer;
  assertAuthorized(actor, 'audit.verify', { orgId });
  const result = await verifyAuditChain(ctx.db, orgId);
  if (result.ok) return { ok: true, checked: result.count, brokenAt: null };
  const [broken] = await ctx.db
    .select({ at: auditLog.createdAt })
    .from(auditLog)
    .where(eq(auditLog.id, result.brokenAtId));
  return {
    ok: false,
    checked: result.count,
    brokenAt: { id: result.brokenAtId, at: (broken?.at ?? new Date(0)).toISOString() },
  };
}
