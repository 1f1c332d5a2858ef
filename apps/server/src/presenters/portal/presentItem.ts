/** One item as the viewer may see it: visibility, tags, documents and their links decided here. */
import {
  canSee,
  itemTags,
  type CardKind,
  type DocumentAccessType,
  type EnabledState,
  type ItemDocumentView,
  type ItemView,
  type SeenItem,
} from '@candor/domain';
import type { ItemRow } from '../../db/rows.js';
import type { ItemFileRow } from '../../services/portal/loadPortalContent.js';
import { mayOnPage, type PresentContext } from './presentContext.js';
import { assetUrl, fileUrl, itemSharePath } from './portalLinks.js';

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
    publicAccess: item.publicAccess,
    hidden: item.hidden,
  };
  return files.map((file) => {
    const may = (access: 'view' | 'download') =>
      canSee(ctx.viewer, {
        type: 'file',
        id: file.fileId,
        access,
        documentAccessType: file.documentAccessType as DocumentAccessType | null,
        item: seenItem,
        // The card and product are on the page, or this item would not be presented.
        cardHidden: false,
        productShown: true,
      }) === 'visible';
    return {
      fileId: file.fileId,
      name: file.originalName,
      contentType: file.contentType,
      viewUrl: may('view') ? fileUrl(ctx.orgId, file.fileId, item.uid, 'view') : null,
      downloadUrl: may('download') ? fileUrl(ctx.orgId, file.fileId, item.uid, 'download') : null,
    };
  });
}

function logoUrl(item: ItemRow, ctx: PresentContext): string | null {
  const assetId = item.logoAssetId ?? item.company?.logoAssetId ?? null;
  return assetId ? assetUrl(ctx.orgId, assetId, ctx.revision) : null;
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
    publicAccess: item.publicAccess,
    hidden: item.hidden,
  });
  if (visibility === 'omitted') return null;
  const enabledState = item.enabledState as EnabledState;
  const ruleTags = itemTags(
    { enabledState, recurrence: item.recurrence, publicAccess: item.publicAccess },
    ctx.viewer.mode,
  );

  return {
    uid: item.uid,
    kind: item.kind as CardKind,
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
    logoUrl: logoUrl(item, ctx),
    tags: [...new Set([...ruleTags, ...item.tags])],
    documents: presentDocuments(item, files, ctx),
    lastModified: item.lastModified.toISOString(),
    abilities: { edit: mayOnPage(ctx, 'item.edit') },
  };
}
