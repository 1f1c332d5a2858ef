/**
 * The check every document goes through before a byte leaves the server: the file must belong
 * to the item, and canSee must allow the viewer the access asked for (viewing in the browser,
 * or downloading). A document the viewer may not know of is not found; one they may see listed
 * but not open that way is forbidden, with the reason.
 */
import {
  canSee,
  DomainError,
  FILE_MESSAGES,
  notFound,
  type Viewer,
  type FileAccess,
} from '@candor/domain';
import { and, eq } from 'drizzle-orm';
import { cards, files, itemFiles, items, products } from '../../db/schema/index.js';
import type { ServiceContext } from '../serviceContext.js';

export interface AuthorizeItemFileInput {
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
  { db, viewer }: ServiceContext,
  input: AuthorizeItemFileInput,
): Promise<AuthorizedFile> {
  const { orgId } = viewer;
  const [row] = await db
    .select({
      file: {
        id: files.id,
        originalName: files.originalName,
        contentType: files.contentType,
        storageKey: files.storageKey,
        size: files.size,
        sha256: files.sha256,
      },
      documentAccessType: files.documentAccessType,
      item: {
        id: items.id,
        productId: items.productId,
        publicAccess: items.publicAccess,
        hidden: items.hidden,
      },
      cardHidden: cards.hidden,
      productShown: products.show,
    })
    .from(itemFiles)
    .innerJoin(files, and(eq(files.id, itemFiles.fileId), eq(files.orgId, orgId)))
    .innerJoin(items, and(eq(items.id, itemFiles.itemId), eq(items.orgId, orgId)))
    .innerJoin(cards, eq(cards.id, items.cardId))
    .innerJoin(products, eq(products.id, items.productId))
    .where(
      and(
        eq(itemFiles.orgId, orgId),
        eq(itemFiles.fileId, input.fileId),
        eq(items.uid, input.itemUid),
      ),
    )
    .limit(1);
  if (!row) throw notFound();

  assertFileSight(
    viewer,
    {
      type: 'file',
      id: row.file.id,
      documentAccessType: row.documentAccessType,
      item: row.item,
      cardHidden: row.cardHidden,
      productShown: row.productShown,
    },
    input.access,
  );
  return row.file;
}

type FileThing = Extract<Parameters<typeof canSee>[1], { type: 'file' }>;

/**
 * canSee's answer for a document (uploaded or generated), as the file routes give it: not
 * found when the viewer may not know of it, forbidden with the reason when they may see it
 * listed but not open it the way they asked.
 */
export function assertFileSight(
  viewer: Viewer,
  file: Omit<FileThing, 'access'>,
  access: FileAccess,
): void {
  const sight = canSee(viewer, { ...file, access });
  if (sight === 'omitted') throw notFound();
  if (sight === 'restricted') {
    // Readable, but not downloadable: say so rather than a bare 'no access'.
    const viewable =
      access === 'download' && canSee(viewer, { ...file, access: 'view' }) === 'visible';
    throw new DomainError(
      'forbidden',
      viewable ? FILE_MESSAGES.viewOnly : DOCUMENT_FORBIDDEN_MESSAGE,
    );
  }
}
