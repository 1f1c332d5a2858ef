/**
 * What a sitemap lists: every product page, public item and trust update that an anonymous
 * visitor can see, exactly as their portal page shows it (the same presenter, the same canSee).
 */
import { buildViewer, isShown } from '@candor/domain';
import { VISITOR } from '../../auth/actorResolution.js';
import type { Db } from '../../db/client.js';
import { viewItems } from '../../presenters/portal/viewItems.js';
import { portalPath, type PortalLinks } from '../../presenters/portal/portalLinks.js';
import type { OrgRoute } from './portalDirectory.js';
import { getPortalView } from './getPortalView.js';

export interface SitemapEntry {
  url: string;
  lastModified: string;
}

function withQuery(path: string, name: string, value: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;
}

export async function sitemapEntries(
  db: Db,
  org: OrgRoute,
  links: PortalLinks,
): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  for (const product of org.products) {
    const viewer = buildViewer({
      actor: VISITOR,
      orgId: org.id,
      productId: product.id,
      query: {},
      settings: org.settings,
    });
    if (!isShown(viewer, { type: 'product', show: product.show })) continue;
    const view = await getPortalView(db, { viewer, links, staff: null });
    const page = portalPath(links, product.isDefault ? null : product.slug);
    entries.push({ url: links.origin + page, lastModified: view.seo.updatedTime });
    for (const item of viewItems(view)) {
      entries.push({
        url: item.shareUrl ?? links.origin + withQuery(page, 'itemUid', item.uid),
        lastModified: item.lastModified,
      });
    }
    for (const section of view.sections) {
      if (section.id !== 'trust_center_updates') continue;
      for (const topic of section.topics) {
        const latest = topic.updates.reduce(
          (max, update) => (update.updatedAt > max ? update.updatedAt : max),
          topic.createdAt,
        );
        entries.push({
          url: links.origin + withQuery(page, 'tcuUid', topic.id),
          lastModified: latest,
        });
      }
    }
  }
  return entries;
}
