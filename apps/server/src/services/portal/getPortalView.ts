/** The read side of the portal: one product's page for one viewer. */
import { askAiLevel, isFlagOn, notFound, type PortalView, type Viewer } from '@candor/domain';
import { loadAiSettings } from '../../ai/aiIndex.js';
import type { Db } from '../../db/client.js';
import type { PortalLinks } from '../../presenters/portal/portalLinks.js';
import { presentPortalView } from '../../presenters/portal/presentPortalView.js';
import { loadPortalContent } from './loadPortalContent.js';

export interface GetPortalViewInput {
  viewer: Viewer;
  links: PortalLinks;
  staff: { email: string; displayName: string } | null;
  openItemUid?: string | null;
  now?: Date;
  /** An AI provider is configured: Ask AI's datastore is set up. */
  aiDatastoreSetUp?: boolean;
}

export async function getPortalView(db: Db, input: GetPortalViewInput): Promise<PortalView> {
  const { viewer } = input;
  if (viewer.productId === null) throw notFound();
  const content = await loadPortalContent(db, viewer.orgId, viewer.productId);
  if (!content) throw notFound();
  const datastoreSetUp = input.aiDatastoreSetUp ?? false;
  // Without a provider the level is None whatever the settings say: no need to read them.
  const aiSettings = datastoreSetUp
    ? await loadAiSettings(db, viewer.orgId)
    : { generativeAiEnabled: false, trustCenterAiEnabled: false };
  return presentPortalView(content, {
    ctx: { viewer, links: input.links, now: input.now ?? new Date() },
    staff: input.staff,
    openItemUid: input.openItemUid ?? null,
    askAi: askAiLevel({
      mode: viewer.mode,
      previewingAs: viewer.previewingAs,
      datastoreSetUp,
      ...aiSettings,
      planIncludesTrustCenterAi: isFlagOn(content.flags, 'trustCenterAi'),
    }),
  });
}
