/**
 * An item's bridge letter on the page: for every viewer, the generated PDF among the item's
 * documents (with the view and download links canSee allows, like an uploaded file); for its
 * editors, the letter to edit in the drawer, or the locked control when the plan lacks it.
 */
import {
  bridgeLetterDecision,
  bridgeLetterFileId,
  bridgeLetterFileName,
  canSee,
  carriesBridgeLetter,
  isBridgeLetterPublished,
  type BridgeLetterEditView,
  type ItemDocumentView,
  type FileAccess,
} from '@candor/domain';
import type { ItemRow } from '../../db/rows.js';
import { bridgeLetterUrl } from './portalLinks.js';
import type { PresentContext } from './presentContext.js';

export function presentBridgeLetterDocuments(
  item: ItemRow,
  ctx: PresentContext,
): ItemDocumentView[] {
  const letter = item.bridgeLetter;
  if (!isBridgeLetterPublished(item.kind, letter, ctx.features)) return [];
  const fileId = bridgeLetterFileId(item.uid);
  const may = (access: FileAccess) =>
    canSee(ctx.viewer, {
      type: 'file',
      id: fileId,
      access,
      documentAccessType: null,
      item: {
        id: item.id,
        productId: item.productId,
        publicAccess: item.publicAccess,
        hidden: item.hidden,
      },
      cardHidden: false,
      productShown: true,
    }) === 'visible';
  return [
    {
      fileId,
      name: bridgeLetterFileName(letter.letterType, ctx.orgName),
      contentType: 'application/pdf',
      size: null,
      createdAt: item.createdAt.toISOString(),
      viewUrl: may('view') ? bridgeLetterUrl(ctx.viewer, item.uid, 'view') : null,
      downloadUrl: may('download') ? bridgeLetterUrl(ctx.viewer, item.uid, 'download') : null,
      generated: true,
    },
  ];
}

/** Null unless the viewer edits this page in main mode and the item carries a letter. */
export function presentBridgeLetterEdit(
  item: ItemRow,
  ctx: PresentContext,
): BridgeLetterEditView | null {
  if (ctx.viewer.mode !== 'main' || !carriesBridgeLetter(item.kind)) return null;
  const decision = bridgeLetterDecision(ctx.viewer.actor, {
    orgId: ctx.orgId,
    features: ctx.features,
  });
  if (decision === 'refused') return null;
  return {
    letter: item.bridgeLetter,
    locked: decision === 'locked',
    fileNames: {
      'SOC 1': bridgeLetterFileName('SOC 1', ctx.orgName),
      'SOC 2': bridgeLetterFileName('SOC 2', ctx.orgName),
    },
  };
}
