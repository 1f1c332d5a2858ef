import { assertAuthorized, type AdminSettings } from '@candor/domain';
import type { ServiceContext } from '../serviceContext.js';
import { loadSettings } from './loadSettings.js';

export function getSettings(ctx: ServiceContext): Promise<AdminSettings> {
  const { actor, orgId } = ctx.viewer;
  assertAuthorized(actor, 'settings.view', { orgId });
  return loadSettings(ctx.db, orgId);
}
