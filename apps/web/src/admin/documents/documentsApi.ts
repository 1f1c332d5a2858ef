/** The document library's calls (staff-content.md §7 GET /api/documents/trust-center). */
import type { DocumentPatch, LinkableItem } from '@candor/domain';
import { answerOf, api, withFile, type ApiAnswer } from '../../api/apiClient.js';

/** What the upload dialog sends with the file: its title, and view-only on the portals. */
export interface UploadDetails {
  title: string;
  viewOnly: boolean;
}

export type { LinkableItem };
const byFile = (fileId: string) => ({ params: { path: { fileId } } });

export const documentsApi = {
  list: () => answerOf(api.GET('/api/documents/trust-center')),
  items: () => answerOf(api.GET('/api/documents/trust-center/items')),
  upload: (file: File, details?: UploadDetails, onProgress?: (sent: number) => void) =>
    answerOf(
      api.POST(
        '/api/documents/trust-center',
        withFile(file, {
          fields: {
            ...(details?.title ? { title: details.title } : {}),
            ...(details?.viewOnly ? { documentAccessType: 'view-only' } : {}),
          },
          ...(onProgress ? { onProgress } : {}),
        }),
      ),
    ),
  replace: (fileId: string, file: File, onProgress?: (sent: number) => void) =>
    answerOf(
      api.PUT('/api/documents/trust-center/{fileId}/file', {
        ...byFile(fileId),
        ...withFile(file, onProgress ? { onProgress } : {}),
      }),
    ),
  update: (fileId: string, patch: DocumentPatch) =>
    answerOf(api.PATCH('/api/documents/trust-center/{fileId}', { ...byFile(fileId), body: patch })),
  remove: (fileId: string) =>
    answerOf(api.DELETE('/api/documents/trust-center/{fileId}', byFile(fileId))),
  saveItemDocuments: (item: Pick<LinkableItem, 'productId' | 'itemUid'>, fileIds: string[]) =>
    answerOf(
      api.PUT('/api/trust-center/products/{productId}/items/{itemUid}/documents', {
        params: { path: item },
        body: { fileIds },
      }),
    ),
};

export type DocumentSaved = ApiAnswer<typeof documentsApi.upload>;

export const documentKeys = {
  library: ['documents', 'library'] as const,
  items: ['documents', 'items'] as const,
};
