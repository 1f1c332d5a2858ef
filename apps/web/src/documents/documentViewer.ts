import { createContext, use } from 'react';
import type { DocumentView } from '@candor/domain/portal/portalView';

/** What the view modal shows: the document's title, file name and links. */
export type ViewedDocument = Pick<
  DocumentView,
  'fileId' | 'name' | 'contentType' | 'itemTitle' | 'viewUrl' | 'downloadUrl' | 'encrypted'
>;

export interface DocumentViewer {
  open: (document: ViewedDocument) => void;
}

export const DocumentViewerContext = createContext<DocumentViewer | null>(null);

/** Null outside the documents section: links then open the document in a new tab. */
export const useDocumentViewer = (): DocumentViewer | null => use(DocumentViewerContext);
