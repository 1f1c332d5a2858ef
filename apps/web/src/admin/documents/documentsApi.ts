/** The document library's calls (staff-content.md §7 GET /api/documents/trust-center). */
import type { DocumentLibraryResponse, DocumentPatch, LibraryDocument } from '@candor/domain';
import { jsonRequest } from '../../api/jsonRequest.js';

export interface LinkableItem {
  productId: string;
  productName: string;
  itemUid: string;
  title: string;
  kind: string;
  /** The card's title as the portal shows it. */
  cardTitle: string;
  fileIds: string[];
}

export interface DocumentSaved {
  document: LibraryDocument;
  message: string;
}

const LIBRARY = '/api/documents/trust-center';
const id = encodeURIComponent;

const fileForm = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

export const documentsApi = {
  list: () => jsonRequest<DocumentLibraryResponse>('GET', LIBRARY),
  items: () => jsonRequest<{ items: LinkableItem[] }>('GET', `${LIBRARY}/items`),
  upload: (file: File) => jsonRequest<DocumentSaved>('POST', LIBRARY, fileForm(file)),
  replace: (fileId: string, file: File) =>
    jsonRequest<DocumentSaved>('PUT', `${LIBRARY}/${id(fileId)}/file`, fileForm(file)),
  update: (fileId: string, patch: DocumentPatch) =>
    jsonRequest<DocumentSaved>('PATCH', `${LIBRARY}/${id(fileId)}`, patch),
  remove: (fileId: string) =>
    jsonRequest<{ message: string }>('DELETE', `${LIBRARY}/${id(fileId)}`),
  saveItemDocuments: (item: Pick<LinkableItem, 'productId' | 'itemUid'>, fileIds: string[]) =>
    jsonRequest<{ message: string }>(
      'PUT',
      `/api/trust-center/products/${id(item.productId)}/items/${id(item.itemUid)}/documents`,
      { fileIds },
    ),
};

export const documentKeys = {
  library: ['documents', 'library'] as const,
  items: ['documents', 'items'] as const,
};
