/** GET /api/documents/trust-center: the staff document library (documents and count). */

export interface LibraryDocumentLink {
  itemId: string;
  itemUid: string;
  itemTitle: string;
  productId: string;
}

export interface LibraryDocument {
  id: string;
  /** The original name, as staff named it. */
  name: string;
  mimeType: string;
  size: number;
  createdAt: string;
  /** YYYY-MM-DD, or null. */
  expiresOn: string | null;
  /** How the bytes are encrypted at rest (null: stored as they are). */
  encryptedType: string | null;
  links: LibraryDocumentLink[];
}

export interface DocumentLibraryResponse {
  documents: LibraryDocument[];
  count: number;
}

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
