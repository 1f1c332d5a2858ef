import { renderToString } from 'react-dom/server';
import { App } from './App.js';
import type { PageData } from './pageData.js';
import { pageHead, pageStatus } from './document/pageHead.js';
import { renderDocument } from './document/renderDocument.js';
import { ServerDrawerContext } from './cards/serverDrawer.js';
import { StaticCardDrawer } from './cards/StaticCardDrawer.js';
import type { PageAssets } from './document/renderDocument.js';
import { loadOtherPages } from './pages/otherPages.js';
import { loadViewerParts } from './portal/viewerParts.js';

export type { PageAssets, PageData };

// Every kind of page renders synchronously: the chunks an anonymous portal visitor never loads
// (the other pages', staff's and members' parts), loaded once.
await Promise.all([loadOtherPages(), loadViewerParts()]);

/** Renders one page to a complete HTML document with the status the server should send. */
export function renderPage(page: PageData, assets: PageAssets): { html: string; status: number } {
  const appHtml = renderToString(
    <ServerDrawerContext value={StaticCardDrawer}>
      <App page={page} />
    </ServerDrawerContext>,
  );
  return { html: renderDocument(page, pageHead(page), appHtml, assets), status: pageStatus(page) };
}
