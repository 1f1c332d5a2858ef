/**
 * The check every document download goes through before a byte leaves the server: the file must
 * belong to the item, the item must be visible to the viewer, and the file policy must allow
 * the viewer to view (or download) it.
 */
import {
  DomainError,
  filePolicy,
  isFileDownloadable,
  isItemUnlocked,
  itemVisibility,
  notFound,
  resolvePortalMode,
  type Actor,
  type DocumentAccessType,
  type PublicAccessLevel,
} from '@candor/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  cards,
  files,
  itemFiles,
  items,
  portalCustomizations,
  products,
} from '../../db/schema/index.js';

export type FileAccess = 'view' | 'download';

export interface AuthorizeItemFileInput {
  actor: Actor;
  orgId: string;
  fileId: string;
  itemUid: string;
  access: FileAccess;
}

export interface AuthorizedFile {
  id: string;
  originalName: string;
  contentType: string;
  storageKey: string;
  size: number;
  sha256: string;
}

/** The message of the 403: the viewer can see the item but not its documents. */
export const DOCUMENT_FORBIDDEN_MESSAGE = "You don't have access to this document";

export async function authorizeItemFile(
  db: Db,
  input: AuthorizeItemFileInput,
): Promise<AuthorizedFile> {
  const [row] = await db
    .select({
      file: {
        id: files.id,
        originalName: files.originalName,
        contentType: files.contentType,
        storageKey: files.storageKey,
        size: files.size,
        sha256: files.sha256,
        documentAccessType: files.documentAccessType,
      },
      item: { publicAccess: items.publicAccess, hidden: items.hidden },
      cardHidden: cards.hidden,
      productShown: products.show,
      publicAccessLevel: portalCustomizations.publicAccessLevel,
      orgDocumentAccessType: portalCustomizations.documentAccessType,
    })
    .from(itemFiles)
    .innerJoin(files, and(eq(files.id, itemFiles.fileId), eq(files.orgId, input.orgId)))
    .innerJoin(items, and(eq(items.id, itemFiles.itemId), eq(items.orgId, input.orgId)))
    .innerJoin(cards, eq(cards.id, items.cardId))
    .innerJoin(products, eq(products.id, items.productId))
    .leftJoin(portalCustomizations, eq(portalCustomizations.orgId, input.orgId))
    .where(
      and(
        eq(itemFiles.orgId, input.orgId),
        eq(itemFiles.fileId, input.fileId),
        eq(items.uid, input.itemUid),
      ),
    )
    .limit(1);
  if (!row) throw notFound();

  const { mode } = resolvePortalMode({
    actor: input.actor,
    orgId: input.orgId,
    query: {},
    accountAuthorized: false,
  });
  // Hidden cards and products are not on the page outside main mode: their files do not exist.
  if (mode !== 'main' && (row.cardHidden || !row.productShown)) throw notFound();
  const visibility = itemVisibility(row.item, {
    mode,
    publicAccessLevel: (row.publicAccessLevel ?? 'PublicContentOnly') as PublicAccessLevel,
    hasAccess: false,
  });
  if (visibility === 'omitted') throw notFound();

  const allowed = filePolicy(input.actor, input.access === 'view' ? 'file.view' : 'file.download', {
    orgId: input.orgId,
    mode,
    unlocked: isItemUnlocked(visibility),
    downloadable: isFileDownloadable(
      { documentAccessType: row.file.documentAccessType as DocumentAccessType | null },
      (row.orgDocumentAccessType ?? 'view-and-download') as DocumentAccessType,
      mode,
    ),
  });
  if (!allowed) throw new DomainError('forbidden', DOCUMENT_FORBIDDEN_MESSAGE);
  return row.file;
}
