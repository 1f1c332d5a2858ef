/** The read side of the portal: one product's page for one viewer. */
import { askAiLevel, isFlagOn, notFound, type PortalView, type Viewer } from '@candor/domain';
import { loadAiSettings } from '../../ai/aiIndex.js';
import type { PortalLinks } from '../../presenters/portal/portalLinks.js';
import type { FileStore } from '../../storage/fileStore.js';
import { smallImageDataUrls, storedImage } from '../assets/storedImage.js';
import { PageImages } from '../../presenters/portal/pageImages.js';
import { presentPortalView } from '../../presenters/portal/presentPortalView.js';
import { loadPortalContent } from './loadPortalContent.js';
import type { RequestContext } from '../serviceContext.js';

export interface GetPortalViewInput {
  viewer: Viewer;
  links: PortalLinks;
  staff: { email: string; displayName: string } | null;
  openItemUid?: string | null;
  now?: Date;
  /** An AI provider is configured: Ask AI's datastore is set up. */
  aiDatastoreSetUp?: boolean;
  /**
   * Where the images' bytes are, to give the logo's `<img>` a width and height and inline the
   * small logos (the organisation's, the items'); without it, neither.
   */
  fileStore?: FileStore;
}

export async function getPortalView(
  ctx: RequestContext,
  input: GetPortalViewInput,
): Promise<PortalView> {
  const { db } = ctx;
  const { viewer } = input;
  if (viewer.productId === null) throw notFound();
  const content = await loadPortalContent(db, viewer.orgId, viewer.productId);
  if (!content) throw notFound();
  const datastoreSetUp = input.aiDatastoreSetUp ?? false;
  // Without a provider the level is None whatever the settings say: no need to read them.
  const logoAssetId = content.org.logoAssetId;
  const itemLogoIds = content.items.flatMap(
    (item) => item.logoAssetId ?? item.company?.logoAssetId ?? [],
  );
  const [aiSettings, logo, itemLogos] = await Promise.all([
    datastoreSetUp
      ? loadAiSettings(db, viewer.orgId)
      : { generativeAiEnabled: false, trustCenterAiEnabled: false },
    input.fileStore && logoAssetId
      ? storedImage(db, input.fileStore, viewer.orgId, logoAssetId)
      : null,
    input.fileStore && itemLogoIds.length > 0
      ? smallImageDataUrls(db, input.fileStore, viewer.orgId, itemLogoIds)
      : new Map<string, string>(),
  ]);
  return presentPortalView(content, {
    ctx: {
      viewer,
      links: input.links,
      now: input.now ?? new Date(),
      images: new PageImages(itemLogos),
    },
    staff: input.staff,
    openItemUid: input.openItemUid ?? null,
    logo,
    askAi: askAiLevel({
      mode: viewer.mode,
      previewingAs: viewer.previewingAs,
      datastoreSetUp,
      ...aiSettings,
      planIncludesTrustCenterAi: isFlagOn(content.flags, 'trustCenterAi'),
    }),
  });
}
