/**
 * Replaces or removes the organisation's logo, favicon or banner. The logo and favicon hang off
 * the organisation, the banner (shown for every product without its own) off its portal
 * customization. The old asset goes with the change.
 */
import type { AuditAction } from '@candor/domain';
import {
  assertAuthorized,
  IMAGE_SAVED_MESSAGES,
  notFound,
  type SettingsImageKind,
} from '@candor/domain';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { organizations, portalCustomizations } from '../../db/schema/index.js';
import type { FileStore } from '../../storage/fileStore.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import {
  discardStoredBytes,
  insertImageAsset,
  retireImageAsset,
  storeImage,
} from './imageAssets.js';
import { loadSettings } from './loadSettings.js';
import { prepareImage } from './prepareImage.js';
import type { SavedSettings } from './updateSettings.js';

async function currentAssetId(tx: Tx, orgId: string, kind: SettingsImageKind) {
  if (kind === 'banner') {
    const [row] = await tx
      .select({ id: portalCustomizations.bannerAssetId })
      .from(portalCustomizations)
      .where(eq(portalCustomizations.orgId, orgId));
    return row?.id ?? null;
  }
  const [row] = await tx
    .select({ logo: organizations.logoAssetId, favicon: organizations.faviconAssetId })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return (kind === 'logo' ? row?.logo : row?.favicon) ?? null;
}

async function pointAt(tx: Tx, orgId: string, kind: SettingsImageKind, assetId: string | null) {
  if (kind === 'banner') {
    await tx
      .insert(portalCustomizations)
      .values({ orgId, bannerAssetId: assetId })
      .onConflictDoUpdate({
        target: portalCustomizations.orgId,
        set: { bannerAssetId: assetId, updatedAt: sql`now()` },
      });
    return;
  }
  await tx
    .update(organizations)
    .set(
      kind === 'logo'
        ? { logoAssetId: assetId, updatedAt: sql`now()` }
        : { faviconAssetId: assetId, updatedAt: sql`now()` },
    )
    .where(eq(organizations.id, orgId));
}

interface Swap {
  before: string | null;
  after: string | null;
  retiredKey: string | null;
}

function swapImage(
  ctx: ServiceContext,
  kind: SettingsImageKind,
  change: (tx: Tx) => Promise<string | null>,
  action: AuditAction,
): Promise<Swap> {
  const { orgId } = ctx.viewer;
  return mutate(ctx, {
    action: 'settings.edit',
    subject: {},
    revision: 'organisation',
    async run(tx) {
      const before = await currentAssetId(tx, orgId, kind);
      const after = await change(tx);
      await pointAt(tx, orgId, kind, after);
      const retiredKey = await retireImageAsset(tx, orgId, before);
      return { before, after, retiredKey };
    },
    audit: ({ before, after }) => ({
      action,
      entityType: 'settings',
      entityId: orgId,
      before: { [kind]: before },
      after: { [kind]: after },
    }),
  });
}

export async function replaceSettingsImage(
  ctx: ServiceContext,
  fileStore: FileStore,
  kind: SettingsImageKind,
  readUpload: () => Promise<Buffer>,
): Promise<SavedSettings> {
  const { orgId, actor } = ctx.viewer;
  // Before the upload is read: a refused user costs no buffering, decoding or stored file.
  assertAuthorized(actor, 'settings.edit', { orgId });
  const image = await prepareImage(await readUpload(), kind);
  const blob = await storeImage(fileStore, orgId, image);
  let swap: Swap;
  try {
    swap = await swapImage(
      ctx,
      kind,
      (tx) => insertImageAsset(tx, { orgId, type: kind, blob }),
      `settings.${kind}.replaced`,
    );
  } catch (error) {
    await discardStoredBytes(fileStore, [blob.storageKey]);
    throw error;
  }
  await discardStoredBytes(fileStore, [swap.retiredKey]);
  // Read after the commit: asset URLs carry the revision the change bumped.
  const settings = await loadSettings(ctx.db, orgId);
  return { settings, message: IMAGE_SAVED_MESSAGES[kind].saved };
}

export async function removeSettingsImage(
  ctx: ServiceContext,
  fileStore: FileStore,
  kind: SettingsImageKind,
): Promise<SavedSettings> {
  const swap = await swapImage(
    ctx,
    kind,
    async (tx) => {
      if (!(await currentAssetId(tx, ctx.viewer.orgId, kind))) {
        throw notFound(`There is no ${kind} to remove`);
      }
      return null;
    },
    `settings.${kind}.removed`,
  );
  await discardStoredBytes(fileStore, [swap.retiredKey]);
  const settings = await loadSettings(ctx.db, ctx.viewer.orgId);
  return { settings, message: IMAGE_SAVED_MESSAGES[kind].removed };
}
