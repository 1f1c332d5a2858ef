/** GET /api/documents/trust-center: the staff document library (documents and count). */
import { z } from 'zod';
import { DOCUMENT_ACCESS_TYPES } from '../cards/constants.js';

export const libraryDocumentLinkSchema = z.object({
  itemId: z.string(),
  itemUid: z.string(),
  itemTitle: z.string(),
  productId: z.string(),
});
export type LibraryDocumentLink = z.output<typeof libraryDocumentLinkSchema>;

export const libraryDocumentSchema = z.object({
  id: z.string(),
  /** The original name, as staff named it. */
  name: z.string(),
  mimeType: z.string(),
  size: z.number(),
  createdAt: z.string(),
  /** YYYY-MM-DD, or null. */
  expiresOn: z.string().nullable(),
  /** How the bytes are encrypted at rest (null: stored as they are). */
  encryptedType: z.string().nullable(),
  /** 'view-only' or 'view-and-download' on the portals; null: the Trust Center's setting. */
  documentAccessType: z.enum(DOCUMENT_ACCESS_TYPES).nullable(),
  links: z.array(libraryDocumentLinkSchema),
});
export type LibraryDocument = z.output<typeof libraryDocumentSchema>;

export const documentLibraryResponseSchema = z.object({
  documents: z.array(libraryDocumentSchema),
  count: z.number(),
});
export type DocumentLibraryResponse = z.output<typeof documentLibraryResponseSchema>;

/** A document saved (uploaded, replaced, renamed): it and the snack that says so. */
export const documentSavedSchema = z.object({
  document: libraryDocumentSchema,
  message: z.string(),
});

/** An item of the organisation with its linked documents (GET /api/documents/trust-center/items). */
export const linkableItemSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  itemUid: z.string(),
  title: z.string(),
  kind: z.string(),
  /** The title of the item's card as the portal shows it (staff's, else the kind's default). */
  cardTitle: z.string(),
  fileIds: z.array(z.string()),
});
export type LinkableItem = z.output<typeof linkableItemSchema>;

/**
 * The picker's choices for an item: documents neither linked nor pending, sorted by name
 * (staff-content.md §5).
 */
export function pickableDocuments<D extends { id: string; name: string }>(
  library: readonly D[],
  linkedOrPendingIds: ReadonlySet<string>,
): D[] {
  return library
    .filter((d) => !linkedOrPendingIds.has(d.id))
    .sort(
      (a, b) =>
        a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) ||
        a.id.localeCompare(b.id),
    );
}

/** Whether an expiry date (YYYY-MM-DD) lies before `today` (YYYY-MM-DD). */
export const isDocumentExpired = (expiresOn: string | null, today: string) =>
  expiresOn !== null && expiresOn < today;
