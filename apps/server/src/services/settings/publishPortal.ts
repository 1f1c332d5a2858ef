/**
 * Publishes the organisation's portal (the set-up checklist's last step): share links work from
 * then on ('Share links will be disabled until a public portal is published'). Publishing twice
 * keeps the first date.
 */
import { sql } from 'drizzle-orm';
import { portalCustomizations } from '../../db/schema/index.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';

export const PORTAL_PUBLISHED_MESSAGE = 'Your portal is published';

export async function publishPortal(ctx: ServiceContext): Promise<{ message: string }> {
  const { orgId } = ctx.viewer;
  await mutate(ctx, {
    action: 'settings.edit',
    subject: { changesScripts: false },
    revision: 'organisation',
    async run(tx) {
      const [row] = await tx
        .insert(portalCustomizations)
        .values({ orgId, publishedAt: sql`now()` })
        .onConflictDoUpdate({
          target: portalCustomizations.orgId,
          set: {
            publishedAt: sql`coalesce(${portalCustomizations.publishedAt}, now())`,
            updatedAt: sql`now()`,
          },
        })
        .returning({ publishedAt: portalCustomizations.publishedAt });
      return row?.publishedAt ?? null;
    },
    audit: (publishedAt) => ({
      action: 'portal.published',
      entityType: 'settings',
      entityId: orgId,
      after: { publishedAt: publishedAt?.toISOString() ?? null },
    }),
  });
  return { message: PORTAL_PUBLISHED_MESSAGE };
}
