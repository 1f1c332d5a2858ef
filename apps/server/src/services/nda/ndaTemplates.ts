/**
 * Versioned NDA templates (staff, access.manage): a new version is a new row (version + 1, the
 * SHA-256 of its body kept beside it); a version may be edited only until its first acceptance,
 * after which it is evidence and frozen (409). The highest version is the one members accept.
 */
import { createHash } from 'node:crypto';
import {
  ACCOUNT_ADMIN_MESSAGES,
  assertAuthorized,
  DomainError,
  notFound,
  type NdaTemplateAdmin,
  type NdaTemplateInput,
  type NdaTemplateView,
  ndaTemplateInputSchema,
} from '@candor/domain';
import { and, count, desc, eq, max } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { ndaAcceptances, ndaTemplates } from '../../db/schema/index.js';
import { renderUpdateMarkdown } from '../../updates/updateMarkdown.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { actingStaffId } from '../staff/staffActor.js';

export const sha256Hex = (text: string): string =>
  createHash('sha256').update(text, 'utf8').digest('hex');

/** NDA Markdown as safe HTML: raw HTML escaped, only web/mail/relative links, no images. */
export const ndaHtml = (body: string): string => renderUpdateMarkdown(body);

type TemplateRow = typeof ndaTemplates.$inferSelect;

export async function currentNdaTemplate(db: Db | Tx, orgId: string): Promise<TemplateRow | null> {
  const [row] = await db
    .select()
    .from(ndaTemplates)
    .where(eq(ndaTemplates.orgId, orgId))
    .orderBy(desc(ndaTemplates.version))
    .limit(1);
  return row ?? null;
}

export const templateView = (row: TemplateRow): NdaTemplateView => ({
  id: row.id,
  version: row.version,
  title: row.title,
  html: ndaHtml(row.body),
  sha256: row.sha256,
});

export async function listNdaTemplates(ctx: ServiceContext): Promise<NdaTemplateAdmin[]> {
  const { orgId, actor } = ctx.viewer;
  assertAuthorized(actor, 'access.manage', { orgId });
  const rows = await ctx.db
    .select()
    .from(ndaTemplates)
    .where(eq(ndaTemplates.orgId, orgId))
    .orderBy(desc(ndaTemplates.version));
  const counts = await ctx.db
    .select({ templateId: ndaAcceptances.templateId, n: count() })
    .from(ndaAcceptances)
    .where(eq(ndaAcceptances.orgId, orgId))
    .groupBy(ndaAcceptances.templateId);
  const byTemplate = new Map(counts.map((row) => [row.templateId, row.n]));
  return rows.map((row, index) => {
    const acceptanceCount = byTemplate.get(row.id) ?? 0;
    return {
      id: row.id,
      version: row.version,
      title: row.title,
      body: row.body,
      html: ndaHtml(row.body),
      sha256: row.sha256,
      acceptanceCount,
      frozen: acceptanceCount > 0,
      current: index === 0,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

export async function createNdaTemplate(
  ctx: ServiceContext,
  input: NdaTemplateInput,
): Promise<TemplateRow> {
  const { orgId, actor } = ctx.viewer;
  const { title, body } = ndaTemplateInputSchema.parse(input);
  return mutate(ctx, {
    action: 'access.manage',
    subject: {},
    revision: 'none',
    async run(tx) {
      const [{ highest } = { highest: 0 }] = await tx
        .select({ highest: max(ndaTemplates.version) })
        .from(ndaTemplates)
        .where(eq(ndaTemplates.orgId, orgId));
      const [row] = await tx
        .insert(ndaTemplates)
        .values({
          orgId,
          version: (highest ?? 0) + 1,
          title,
          body,
          sha256: sha256Hex(body),
          createdByStaffId: actingStaffId(actor),
        })
        .returning();
      return row!;
    },
    audit: (row) => ({
      action: 'nda_template.created',
      entityType: 'nda_template',
      entityId: row.id,
      after: { version: row.version, title: row.title, sha256: row.sha256 },
    }),
  });
}

export async function updateNdaTemplate(
  ctx: ServiceContext,
  templateId: string,
  input: NdaTemplateInput,
): Promise<TemplateRow> {
  const { orgId } = ctx.viewer;
  const { title, body } = ndaTemplateInputSchema.parse(input);
  return mutate(ctx, {
    action: 'access.manage',
    subject: {},
    revision: 'none',
    async run(tx) {
      // Locked against a concurrent acceptance, which reads the version FOR SHARE.
      const [before] = await tx
        .select()
        .from(ndaTemplates)
        .where(and(eq(ndaTemplates.orgId, orgId), eq(ndaTemplates.id, templateId)))
        .for('update');
      if (!before) throw notFound(ACCOUNT_ADMIN_MESSAGES.ndaTemplateNotFound);
      const accepted = await tx.$count(
        ndaAcceptances,
        and(eq(ndaAcceptances.orgId, orgId), eq(ndaAcceptances.templateId, templateId)),
      );
      if (accepted > 0) throw new DomainError('conflict', ACCOUNT_ADMIN_MESSAGES.ndaFrozen);
      const [row] = await tx
        .update(ndaTemplates)
        .set({ title, body, sha256: sha256Hex(body) })
        .where(and(eq(ndaTemplates.orgId, orgId), eq(ndaTemplates.id, templateId)))
        .returning();
      return { before, row: row! };
    },
    audit: ({ before, row }) => ({
      action: 'nda_template.updated',
      entityType: 'nda_template',
      entityId: row.id,
      before: { title: before.title, sha256: before.sha256 },
      after: { title: row.title, sha256: row.sha256 },
    }),
  }).then(({ row }) => row);
}
