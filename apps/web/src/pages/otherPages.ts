/**
 * The pages a portal visit never shows (sign-in, request access, subscribe, search results,
 * errors…) are one chunk the portal's first screen does not load. The browser loads it before
 * hydrating such a page (entry-client.tsx), the server once at start (entry-server.tsx), so that
 * both render it synchronously, the same markup.
 */
import type { PageData } from '../pageData.js';
import type * as OtherPagesModule from './OtherPages.js';

type OtherPages = typeof OtherPagesModule;
let loaded: OtherPages | null = null;

/** Whether `page` is drawn by the other pages' chunk. */
export const isOtherPage = (
  page: PageData,
): page is Exclude<PageData, { kind: 'portal' | 'admin' }> =>
  page.kind !== 'portal' && page.kind !== 'admin';

export async function loadOtherPages(): Promise<OtherPages> {
  loaded ??= await import('./OtherPages.js');
  return loaded;
}

/** The loaded chunk; rendering one of its pages before `loadOtherPages` settled is a bug. */
export function otherPages(): OtherPages {
  if (!loaded) throw new Error('The other pages are rendered before their chunk is loaded.');
  return loaded;
}
