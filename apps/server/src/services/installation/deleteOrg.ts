/**
 * The installation operator deletes an organisation, typing its slug to confirm. One
 * transaction: the organisation's operators are kept (re-inserted without an organisation, same
 * id, e-mail and password; their sessions of it end), its audit chain goes, and deleting its row
 * cascades to every tenant row; the deletion is audited in the installation's log. Its stored
 * files are removed after the commit (a file that cannot be removed is logged, not fatal).
 */
import { DomainError, notFound } from '@candor/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { lockAuditChain } from '../../db/audit.js';
import type { Tx } from '../../db/client.js';
import {
  assets,
  auditLog,
  files,
  organizations,
  questionnaires,
  staffUsers,
} from '../../db/schema/index.js';
import { announcePortalChange } from '../../fleet/portalChangeChannel.js';
import { notifyPortalChanged } from '../../fleet/portalChanges.js';
import type { FileStore } from '../../storage/fileStore.js';
import { mutateInstallation } from '../mutate.js';
import type { InstallationContext } from '../serviceContext.js';
import { ORGANISATION_NOT_FOUND } from './changeOrgPlan.js';

export const CONFIRM_WITH_SLUG = "Type the organisation's slug to confirm.";

export interface DeletedOrg {
  id: string;
  slug: string;
  name: string;
}

/** Every key of the organisation's bytes in the file store: documents, images, questionnaires. */
async function storedKeysOf(tx: Tx, orgId: string): Promise<string[]> {
  const { rows } = await tx.execute<{ key: string | null }>(sql`
    select ${files.storageKey} as key from ${files} where ${files.orgId} = ${orgId}
    union all select ${assets.storageKey} from ${assets} where ${assets.orgId} = ${orgId}
    union all select ${questionnaires.file} ->> 'storageKey' from ${questionnaires}
      where ${questionnaires.orgId} = ${orgId}
    union all select ${questionnaires.answerFile} ->> 'storageKey' from ${questionnaires}
      where ${questionnaires.orgId} = ${orgId}`);
  return rows.flatMap((row) => (row.key ? [row.key] : []));
}

export async function deleteOrg(
  ctx: InstallationContext & { fileStore: FileStore; log: FastifyBaseLogger },
  input: { orgId: string; confirm: string },
): Promise<DeletedOrg> {
  const { orgId } = input;
  const { deleted, keys } = await mutateInstallation(ctx, {
    action: 'installation.deleteOrg',
    // The organisation's own log goes with it: the installation's log keeps the deletion.
    orgId: null,
    revision: 'none',
    async run(tx) {
      const [org] = await tx
        .select()
        .from(organizations)
        .where(eq(organizations.id, orgId))
        .for('update');
      if (!org) throw notFound(ORGANISATION_NOT_FOUND);
      if (input.confirm.trim() !== org.slug)
        throw new DomainError('bad_request', CONFIRM_WITH_SLUG);
      // No audit row or checkpoint of the organisation is written meanwhile.
      await lockAuditChain(tx, orgId);
      const stored = await storedKeysOf(tx, orgId);
      const operators = await tx
        .select()
        .from(staffUsers)
        .where(sql`${staffUsers.orgId} = ${orgId} and ${staffUsers.isOperator}`);
      await tx.delete(auditLog).where(eq(auditLog.orgId, orgId));
      // Cascades to every row of the organisation: staff and their sessions included.
      await tx.delete(organizations).where(eq(organizations.id, orgId));
      if (operators.length > 0) {
        await tx
          .insert(staffUsers)
          .values(operators.map((operator) => ({ ...operator, orgId: null, scopes: [] })));
      }
      if (org.isDefault) await makeOldestDefault(tx);
      await announcePortalChange(ctx.db, tx, orgId);
      return { deleted: { id: org.id, slug: org.slug, name: org.name }, keys: stored };
    },
    audit: ({ deleted }) => ({
      action: 'organisation.delete',
      entityType: 'organization',
      entityId: deleted.id,
      after: { slug: deleted.slug, name: deleted.name },
    }),
  });
  notifyPortalChanged(null, ctx.db);
  for (const key of keys) {
    await ctx.fileStore.delete(key).catch((error: unknown) => {
      ctx.log.warn({ err: error, key, orgId }, 'a deleted organisation’s file was not removed');
    });
  }
  return deleted;
}

/** '/' serves the oldest organisation left, or says there is no trust center yet. */
async function makeOldestDefault(tx: Tx): Promise<void> {
  const [next] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .orderBy(asc(organizations.createdAt), asc(organizations.slug))
    .limit(1);
  if (next) {
    await tx.update(organizations).set({ isDefault: true }).where(eq(organizations.id, next.id));
  }
}
