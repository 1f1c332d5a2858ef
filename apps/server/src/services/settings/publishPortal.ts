/**
 * Publishes or unpublishes the organisation's portal (Settings → General, and the set-up
 * checklist's last step). Published, share links work; unpublished, the share popover's ways are
 * disabled with 'Share links will be disabled until a public portal is published'. Either way
 * visitors still read the portal as the settings allow (visitor-portal.md §2). Publishing twice
 * keeps the first date; unpublishing forgets it.
 */
import { sql } from 'drizzle-orm';
import { portalCustomizations } from '../../db/schema/index.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';

export const PORTAL_PUBLISHED_MESSAGE = 'Your portal is published';
export const PORTAL_UNPUBLISHED_MESSAGE = 'Your portal is unpublished: share links are off';

export async function publishPortal(
  ctx: ServiceContext,
  publish: boolean,
): Promise<{ message: string }> {
  const { orgId } = ctx.viewer;
  const publishedAt = publish
    ? sql`coalesce(${portalCustomizations.publishedAt}, now())`
    : sql`null`;
  await mutate(ctx, {
    action: 'settings.edit',
    subject: { changesScripts: false },
    revision: 'organisation',
    async run(tx) {
      const [row] = await tx
        .insert(portalCustomizations)
        .values({ orgId, publishedAt: publish ? sql`now()` : null })
        .onConflictDoUpdate({
          target: portalCustomizations.orgId,
          set: { publishedAt, updatedAt: sql`now()` },
        })
        .returning({ publishedAt: portalCustomizations.publishedAt });
      return row?.publishedAt ?? null;
    },
    audit: (after) => ({
      action: publish ? 'portal.published' : 'portal.unpublished',
      entityType: 'settings',
      entityId: orgId,
      after: { publishedAt: after?.toISOString() ?? null },
    }),
  });
  return { message: publish ? PORTAL_PUBLISHED_MESSAGE : PORTAL_UNPUBLISHED_MESSAGE };
}
