import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { DocumentViewerContext, type ViewedDocument } from './documentViewer.js';

// The modal and pdf.js load only when a visitor opens a document.
const DocumentViewModal = lazy(() => import('./DocumentViewModal.js'));

export function DocumentViewerProvider({ children }: { children: ReactNode }) {
  const [viewed, setViewed] = useState<ViewedDocument | null>(null);
  const viewer = useMemo(() => ({ open: setViewed }), []);
  return (
    <DocumentViewerContext value={viewer}>
      {children}
      {viewed ? (
        <Suspense fallback={null}>
          <DocumentViewModal
            key={viewed.fileId}
            document={viewed}
            onClose={() => setViewed(null)}
          />
        </Suspense>
      ) : null}
    </DocumentViewerContext>
  );
}
