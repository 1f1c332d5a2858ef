import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App.js';
import { readPageData } from './pageData.js';
import { isOtherPage, loadOtherPages } from './pages/otherPages.js';
import { loadViewerParts, needsViewerParts } from './portal/viewerParts.js';

// Imported by boot.ts after the page's `load`: the page has been painted by then. Hydrating in a
// transition lets React yield to the browser every few milliseconds (a click or a key press is
// handled between slices, and the part of the page it lands on is hydrated first) instead of
// holding the main thread for the whole page at once.
const root = document.getElementById('root');
if (root) {
  // Evaluating this chunk's modules (React, Mantine, the app) is one task; reading the page data
  // and starting hydration go to the next, so a phone's main thread is not held for both at once.
  setTimeout(() => {
    const page = readPageData();
    const hydrate = () =>
      startTransition(() => {
        hydrateRoot(root, <App page={page} />);
      });
    // Not a portal page, or one of staff or a signed-in member: the chunk of that page or of
    // those parts first, so that hydration renders what the server did.
    if (isOtherPage(page)) void loadOtherPages().then(hydrate);
    else if (page.kind === 'portal' && needsViewerParts(page.view)) {
      void loadViewerParts().then(hydrate);
    } else hydrate();
  }, 0);
}
