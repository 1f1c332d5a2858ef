/**
 * Saves any subset of the portal settings (visitor-portal.md §3). The audit row records the
 * fields that changed, before and after; every page of the organisation is retired.
 */
import {
  SETTINGS_SAVED_MESSAGE,
  settingsPatchSchema,
  type AdminSettings,
  type SettingsPatch,
} from '@candor/domain';
import { sql } from 'drizzle-orm';
import { portalCustomizations } from '../../db/schema/index.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { loadSettings } from './loadSettings.js';

export interface SavedSettings {
  settings: AdminSettings;
  message: string;
}

type PatchKey = keyof SettingsPatch;
const isPatchKey = (key: string): key is PatchKey => Object.hasOwn(settingsPatchSchema.shape, key);

export async function updateSettings(
  ctx: ServiceContext,
  patch: SettingsPatch,
): Promise<SavedSettings> {
  const { orgId } = ctx.viewer;
  const keys = Object.keys(patch).filter(isPatchKey);
  await mutate(ctx, {
    action: 'settings.edit',
    subject: { changesScripts: patch.scripts !== undefined },
    revision: 'organisation',
    async run(tx) {
      const before = await loadSettings(tx, orgId);
      await tx
        .insert(portalCustomizations)
        .values({ ...patch, orgId })
        .onConflictDoUpdate({
          target: portalCustomizations.orgId,
          set: { ...patch, updatedAt: sql`now()` },
        });
      return { before, after: await loadSettings(tx, orgId) };
    },
    audit: ({ before, after }) => ({
      // security.txt's Policy alone has a sentence of its own in the log.
      action:
        keys.length === 1 && keys[0] === 'disclosurePolicyUrl'
          ? 'settings.disclosure_policy_changed'
          : 'settings.updated',
      entityType: 'settings',
      entityId: orgId,
      before: Object.fromEntries(keys.map((key) => [key, before[key]])),
      after: Object.fromEntries(keys.map((key) => [key, after[key]])),
    }),
  });
  // Read after the commit: asset URLs carry the revision the change bumped.
  return { settings: await loadSettings(ctx.db, orgId), message: SETTINGS_SAVED_MESSAGE };
}
