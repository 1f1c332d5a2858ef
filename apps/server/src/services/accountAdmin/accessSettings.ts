/**
 * The organisation's visitor-access settings this part owns: how many days an approved account
 * keeps access by default (1–365, or none), and the NDA provider (none, clickwrap, external).
 * A change of provider changes what members may open, so the portal's pages are retired.
 */
import {
  ACCOUNT_ADMIN_MESSAGES,
  assertAuthorized,
  accessSettingsInputSchema,
  type AccessSettingsAdmin,
  type AccessSettingsInput,
} from '@candor/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { portalCustomizations } from '../../db/schema/index.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';

async function load(db: Db | Tx, orgId: string): Promise<AccessSettingsAdmin> {
  const [row] = await db
    .select({
      defaultAccessDays: portalCustomizations.defaultAccessDays,
      ndaProvider: portalCustomizations.ndaProvider,
    })
    .from(portalCustomizations)
    .where(eq(portalCustomizations.orgId, orgId));
  return {
    defaultAccessDays: row?.defaultAccessDays ?? null,
    ndaProvider: row?.ndaProvider ?? 'none',
  };
}

export async function getAccessSettings(ctx: ServiceContext): Promise<AccessSettingsAdmin> {
  const { orgId, actor } = ctx.viewer;
  assertAuthorized(actor, 'access.manage', { orgId });
  return load(ctx.db, orgId);
}

export async function updateAccessSettings(
  ctx: ServiceContext,
  input: AccessSettingsInput,
): Promise<{ settings: AccessSettingsAdmin; message: string }> {
  const { orgId } = ctx.viewer;
  const patch = accessSettingsInputSchema.parse(input);
  const changes = {
    ...(patch.defaultAccessDays !== undefined
      ? { defaultAccessDays: patch.defaultAccessDays }
      : {}),
    ...(patch.ndaProvider !== undefined ? { ndaProvider: patch.ndaProvider } : {}),
  };
  const settings = await mutate(ctx, {
    action: 'access.manage',
    subject: {},
    revision: 'organisation',
    async run(tx) {
      const before = await load(tx, orgId);
      await tx
        .insert(portalCustomizations)
        .values({ ...changes, orgId })
        .onConflictDoUpdate({
          target: portalCustomizations.orgId,
          set: { ...changes, updatedAt: sql`now()` },
        });
      return { before, after: await load(tx, orgId) };
    },
    audit: ({ before, after }) => ({
      action: 'access_settings.updated',
      entityType: 'settings',
      entityId: orgId,
      before,
      after,
    }),
  });
  return { settings: settings.after, message: ACCOUNT_ADMIN_MESSAGES.settingsSaved };
}
