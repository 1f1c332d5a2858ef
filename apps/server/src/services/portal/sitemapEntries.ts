/**
 * What a sitemap lists: every product page, public item and trust update that an anonymous
 * visitor can see, exactly as their portal page shows it (the same presenter, the same canSee).
 */
import { portalHref, portalItems } from '@candor/domain';
import { anonymousProductViewers } from './anonymousViewers.js';
import type { PortalLinks } from '../../presenters/portal/portalLinks.js';
import type { OrgRoute } from '../../viewer/portalDirectory.js';
import { getAllTopics } from './getPortalList.js';
import { getPortalView } from './getPortalView.js';
import type { RequestContext } from '../serviceContext.js';

export interface SitemapEntry {
  url: string;
  lastModified: string;
}

export async function sitemapEntries(
  ctx: RequestContext,
  org: OrgRoute,
  links: PortalLinks,
): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  for (const { product, viewer } of anonymousProductViewers(org)) {
    const view = await getPortalView(ctx, { viewer, links, staff: null });
    const location = {
      basePath: links.basePath,
      productSlug: product.isDefault ? null : product.slug,
    };
    entries.push({ url: links.origin + portalHref(location), lastModified: view.seo.updatedTime });
    for (const item of portalItems(view.sections)) {
      entries.push({
        url: item.shareUrl ?? links.origin + portalHref(location, { itemUid: item.uid }),
        lastModified: item.lastModified,
      });
    }
    // The page embeds the first page of topics only; the sitemap lists them all.
    const hasUpdates = view.sections.some((section) => section.id === 'trust_center_updates');
    const topics = hasUpdates ? await getAllTopics(ctx, { viewer, links }) : [];
    for (const topic of topics) {
      const latest = topic.updates.reduce(
        (max, update) => (update.updatedAt > max ? update.updatedAt : max),
        topic.createdAt,
      );
      entries.push({
        url: links.origin + portalHref(location, { tcuUid: topic.id }),
        lastModified: latest,
      });
    }
  }
  return entries;
}
