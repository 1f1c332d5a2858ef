/** The whole PortalView of one product for one viewer: the contract the web app renders. */
import {
  externalAbilities,
  isFlagOn,
  notificationTopic,
  TPRM_PARTNERS,
  portalAbilities,
  isShown,
  portalHref,
  type AskAiView,
  type PortalView,
  type ProductSummary,
} from '@candor/domain';
import type { ProductRow } from '../../db/rows.js';
import type { PortalContent } from './portalContent.js';
import { presentContextOf, type PresentContext } from './presentContext.js';
import { presentTopics, updatesOffer } from './presentLists.js';
import { presentSections } from './presentSections.js';
import { assetUrl } from './portalLinks.js';
import { visitorShell } from './presentVisitorShell.js';
import { postureUrls } from '../../updates/postureDocuments.js';

export interface PresentPortalInput {
  ctx: Omit<
    PresentContext,
    'orgId' | 'orgName' | 'revision' | 'shareProductSlug' | 'features' | 'integrations'
  >;
  staff: { email: string; displayName: string } | null;
  openItemUid: string | null;
  /** The logo's intrinsic size and, when small, its data: URI (`storedImage`), when read. */
  logo?: { width: number; height: number; dataUrl: string | null } | null;
  /** Ask AI's level for this viewer (visitor-portal.md §4); absent: None. */
  askAi?: AskAiView;
}

const productSummary = (row: ProductRow): ProductSummary => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  show: row.show,
  isDefault: row.isDefault,
});

function latest(dates: Iterable<Date>): Date {
  let max = 0;
  for (const date of dates) max = Math.max(max, date.getTime());
  return new Date(max);
}

export function presentPortalView(content: PortalContent, input: PresentPortalInput): PortalView {
  const { org, customization, product } = content;
  const ctx = presentContextOf(content, input.ctx);
  const { viewer, links } = ctx;
  const { mode } = viewer;
  const abilities = portalAbilities(viewer.actor, mode, content.flags, viewer.previewingAs);
  const sections = presentSections(content, ctx, abilities.canEdit);
  const visibleProducts = content.products.filter(
    (p) => isShown(viewer, { type: 'product', show: p.show }) || p.id === product.id,
  );
  const asset = (id: string | null) => (id ? assetUrl(org.id, id, customization.revision) : null);
  const portalTitle = customization.portalTitle;
  const siteName = `${org.name} ${portalTitle}`;
  const canonicalPath = portalHref({
    basePath: links.basePath,
    productSlug: product.isDefault ? null : product.slug,
  });

  return {
    org: {
      id: org.id,
      slug: org.slug,
      name: org.name,
      websiteUrl: org.websiteUrl,
      logoUrl: asset(org.logoAssetId),
      ...(org.logoAssetId && input.logo
        ? {
            logoSize: { width: input.logo.width, height: input.logo.height },
            ...(input.logo.dataUrl ? { logoDataUrl: input.logo.dataUrl } : {}),
          }
        : {}),
      faviconUrl: asset(org.faviconAssetId),
    },
    customization: {
      revision: customization.revision,
      portalTitle,
      showPortalTitle: customization.showPortalTitle,
      publicAccessLevel: viewer.settings.publicAccessLevel,
      bannerLevel: customization.bannerLevel,
      // A product without a banner of its own shows the organisation's.
      bannerUrl: asset(product.bannerAssetId ?? customization.bannerAssetId),
      // visitor-portal.md §2: the 'Built on' link, hidden when the feature flag disables it.
      showBuiltOn: customization.showBuiltOn && isFlagOn(content.flags, 'builtOnLink'),
      supportMailbox: customization.supportMailbox,
      brandColor: customization.brandColor,
    },
    products: visibleProducts.map(productSummary),
    product: { ...productSummary(product), revision: product.revision },
    productLinks: content.productLinks
      .filter((link) => isShown(viewer, { type: 'product_link', show: link.show }))
      .map((link) => ({ name: link.name, link: link.link })),
    viewer: {
      mode,
      staff: abilities.canSeeHidden ? input.staff : null,
      abilities,
      // Only for a signed-in member or previewing staff: anonymous pages stay as they were.
      ...(viewer.actor.type === 'member' && viewer.actor.orgId === viewer.orgId
        ? { member: { accountId: viewer.actor.accountId } }
        : {}),
      ...(mode === 'preview' && viewer.previewingAs ? { previewingAs: viewer.previewingAs } : {}),
      // The signed-in member's NDA: restricted documents stay locked until it is accepted.
      nda:
        mode === 'account_external' && viewer.actor.type === 'member'
          ? { accountId: viewer.actor.accountId, pending: viewer.grants.ndaPending }
          : null,
      // A member in account-external mode: questionnaires, TPRM and comments as allowed.
      ...(mode === 'account_external' && viewer.actor.type === 'member'
        ? {
            external: {
              accountId: viewer.actor.accountId,
              ...externalAbilities({
                mode,
                isMember: true,
                questionnairesEnabled: customization.questionnairesEnabled,
                commentsEnabled: customization.commentsEnabled,
                partnerImport: isFlagOn(content.flags, 'partnerImport'),
                partnerCount: TPRM_PARTNERS.length,
              }),
            },
          }
        : {}),
    },
    sections,
    shell: visitorShell(customization, viewer.actor),
    notification: notificationTopic(presentTopics(content, ctx), ctx.now),
    updates: updatesOffer(content, ctx),
    openItemUid: input.openItemUid,
    openCardKind: null,
    seo: {
      title: product.isDefault ? siteName : `${siteName} · ${product.name}`,
      description:
        org.description ??
        `Security, compliance and privacy information from ${org.name}: certifications, documents, subprocessors and trust updates.`,
      canonicalUrl: links.origin + canonicalPath,
      siteName,
      imageUrl: `${links.origin}${links.basePath}/og.png?v=${customization.revision}`,
      imageAlt: siteName,
      updatedTime: latest([
        customization.updatedAt,
        product.updatedAt,
        ...content.items.map((item) => item.lastModified),
        ...content.updates.map((update) => update.updatedAt),
      ]).toISOString(),
      postureUrl: postureUrls(links, product.isDefault ? null : product.slug).trustJson,
    },
    basePath: links.basePath,
    askAi: input.askAi ?? { level: 'none', tooltip: null },
  };
}
