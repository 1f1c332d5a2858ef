/** One item as the viewer may see it: visibility, tags, documents and their links decided here. */
import {
  authorize,
  canHideRestrictedItems,
  canRenameItem,
  canSee,
  itemSharePath,
  itemTags,
  type ItemAbilities,
  type ItemDocumentView,
  type ItemView,
  type SeenItem,
  type FileAccess,
} from '@candor/domain';
import {
  certificationBadgeDataUrl,
  certificationLogoUrl,
} from '../../certifications/certificationBadgeSvg.js';
import { companyLogoUrl } from './companyLogoUrl.js';
import type { ItemRow } from '../../db/rows.js';
import type { ItemFileRow } from './portalContent.js';
import { mayOnPage, type PresentContext } from './presentContext.js';
import { assetUrl, fileUrl } from './portalLinks.js';
import { presentBridgeLetterDocuments, presentBridgeLetterEdit } from './presentBridgeLetter.js';
import { presentIntegration } from './presentIntegration.js';
import { presentSecurityGrade } from './presentSecurityGrade.js';

/**
 * Each document with the links this viewer may follow: a view link (opened in the browser) and
 * a download link, each present only when canSee allows that access.
 */
function presentDocuments(
  item: ItemRow,
  files: readonly ItemFileRow[],
  ctx: PresentContext,
): ItemDocumentView[] {
  const seenItem: Omit<SeenItem, 'type'> = {
    id: item.id,
    productId: item.productId,
    publicAccess: item.publicAccess,
    hidden: item.hidden,
  };
  const { viewer } = ctx;
  return files.map((file) => {
    const may = (access: FileAccess) =>
      canSee(ctx.viewer, {
        type: 'file',
        id: file.fileId,
        access,
        documentAccessType: file.documentAccessType,
        item: seenItem,
        // The card and product are on the page, or this item would not be presented.
        cardHidden: false,
        productShown: true,
      }) === 'visible';
    return {
      fileId: file.fileId,
      name: file.originalName,
      contentType: file.contentType,
      size: file.size,
      createdAt: file.createdAt.toISOString(),
      viewUrl: may('view') ? fileUrl(viewer, file.fileId, item.uid, 'view') : null,
      downloadUrl: may('download') ? fileUrl(viewer, file.fileId, item.uid, 'download') : null,
      ...(file.encryptedType ? { encrypted: true } : {}),
    };
  });
}

/**
 * An uploaded logo first, then the catalogue's: a company's mark or a framework's badge. A small
 * upload and a drawn badge also come inside the page while its budget lasts (`PageImages`).
 */
function presentLogo(
  item: ItemRow,
  ctx: PresentContext,
): Pick<ItemView, 'logoUrl' | 'logoDataUrl'> {
  const assetId = item.logoAssetId ?? item.company?.logoAssetId;
  if (assetId) {
    return withDataUrl(assetUrl(ctx.orgId, assetId, ctx.revision), ctx.images?.take(assetId));
  }
  if (item.company) return { logoUrl: companyLogoUrl(item.company, ctx.orgId, ctx.revision) };
  const badge =
    item.kind === 'Certifications' ? certificationLogoUrl(item.logoKey, item.auditor) : null;
  if (!badge) return { logoUrl: null };
  return withDataUrl(
    badge,
    ctx.images?.carry(badge, certificationBadgeDataUrl(item.logoKey, item.auditor)),
  );
}

const withDataUrl = (logoUrl: string, dataUrl: string | null | undefined) =>
  dataUrl ? { logoUrl, logoDataUrl: dataUrl } : { logoUrl };

function itemAbilities(item: ItemRow, ctx: PresentContext): ItemAbilities {
  const edit = mayOnPage(ctx, 'item.edit');
  const main = ctx.viewer.mode === 'main';
  const { actor } = ctx.viewer;
  const { orgId } = ctx;
  return {
    edit,
    rename: edit && canRenameItem(item, ctx.features),
    move: main && authorize(actor, 'item.move', { orgId, kind: item.kind }),
    customUrl: mayOnPage(ctx, 'item.createCustomUrl'),
    delete: main && authorize(actor, 'item.deleteCustom', { orgId, isCustom: item.isCustom }),
    hide: edit && canHideRestrictedItems(ctx.features),
    linkDocuments: edit && mayOnPage(ctx, 'document.manage'),
  };
}

/** The stored risk profile answers of a RiskProfile item; anything else in `data` stays in. */
function riskProfileOf(item: ItemRow): Record<string, string> | null {
  if (item.kind !== 'RiskProfile') return null;
  const stored = item.data.riskProfile;
  if (typeof stored !== 'object' || stored === null) return {};
  return Object.fromEntries(
    Object.entries(stored).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** The letter to edit, only on the items of editors that carry one (keeps the page data small). */
function bridgeLetterEdit(item: ItemRow, ctx: PresentContext) {
  const edit = presentBridgeLetterEdit(item, ctx);
  return edit ? { bridgeLetter: edit } : {};
}

/** Null when the item is not for this viewer at all (hidden outside main mode). */
export function presentItem(
  item: ItemRow,
  files: readonly ItemFileRow[],
  ctx: PresentContext,
): ItemView | null {
  const visibility = canSee(ctx.viewer, {
    type: 'item',
    id: item.id,
    productId: item.productId,
    publicAccess: item.publicAccess,
    hidden: item.hidden,
  });
  if (visibility === 'omitted') return null;
  const { enabledState } = item;
  const ruleTags = itemTags(
    { enabledState, recurrence: item.recurrence, publicAccess: item.publicAccess },
    ctx.viewer.mode,
  );

  return {
    uid: item.uid,
    kind: item.kind,
    title: item.title,
    subtitle: item.subtitle,
    explanation: item.explanation,
    href: item.href,
    enabledState,
    publicAccess: item.publicAccess,
    hidden: item.hidden,
    restricted: visibility === 'restricted',
    isCustom: item.isCustom,
    featured: item.featured,
    customUrlSlug: item.customUrlSlug,
    shareUrl: item.customUrlSlug
      ? ctx.links.origin + itemSharePath(ctx.links, ctx.shareProductSlug, item.customUrlSlug)
      : null,
    auditor: item.auditor,
    expiry: item.expiry,
    maturity: item.maturity,
    recurrence: item.recurrence,
    type: item.type,
    ...presentLogo(item, ctx),
    tags: [...new Set([...ruleTags, ...item.tags])],
    documents: [...presentDocuments(item, files, ctx), ...presentBridgeLetterDocuments(item, ctx)],
    lastModified: item.lastModified.toISOString(),
    riskProfile: riskProfileOf(item),
    abilities: itemAbilities(item, ctx),
    ...bridgeLetterEdit(item, ctx),
    ...presentIntegration(item, ctx),
    ...presentSecurityGrade(item, ctx),
  };
}
