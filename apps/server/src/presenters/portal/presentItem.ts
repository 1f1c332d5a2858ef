/** One item as the viewer may see it: visibility, tags, documents and their links decided here. */
import {
  authorize,
  isFileDownloadable,
  isItemUnlocked,
  itemTags,
  itemVisibility,
  type CardKind,
  type DocumentAccessType,
  type EnabledState,
  type ItemDocumentView,
  type ItemView,
} from '@candor/domain';
import type { ItemRow } from '../../db/rows.js';
import type { ItemFileRow } from '../../services/portal/loadPortalContent.js';
import type { PresentContext } from './presentContext.js';
import { assetUrl, fileUrl, itemSharePath } from './portalLinks.js';

function presentDocuments(
  item: ItemRow,
  files: readonly ItemFileRow[],
  unlocked: boolean,
  ctx: PresentContext,
): ItemDocumentView[] {
  return files.map((file) => {
    const mayView = authorize(ctx.actor, 'file.view', {
      orgId: ctx.orgId,
      mode: ctx.mode,
      unlocked,
      downloadable: isFileDownloadable(
        { documentAccessType: file.documentAccessType as DocumentAccessType | null },
        ctx.orgDocumentAccessType,
        ctx.mode,
      ),
    });
    return {
      fileId: file.fileId,
      name: file.originalName,
      contentType: file.contentType,
      url: mayView ? fileUrl(ctx.orgId, file.fileId, item.uid) : null,
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
  const visibility = itemVisibility(item, {
    mode: ctx.mode,
    publicAccessLevel: ctx.publicAccessLevel,
    // Account access and preview profiles arrive with the access issues.
    hasAccess: false,
  });
  if (visibility === 'omitted') return null;
  const unlocked = isItemUnlocked(visibility);
  const enabledState = item.enabledState as EnabledState;
  const ruleTags = itemTags(
    { enabledState, recurrence: item.recurrence, publicAccess: item.publicAccess },
    ctx.mode,
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
    documents: presentDocuments(item, files, unlocked, ctx),
    lastModified: item.lastModified.toISOString(),
  };
}
