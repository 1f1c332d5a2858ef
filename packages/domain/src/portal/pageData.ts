/**
 * What the server hands the web app to render one HTML page (server-rendered, then hydrated
 * from the same JSON embedded in the page).
 */
import type { PortalView } from './portalView.js';

export type PageData =
  | { kind: 'portal'; view: PortalView }
  | { kind: 'login'; error: string | null; email: string | null; next: string | null }
  /** The page an invitation links to; the token is checked when the form is sent. */
  | { kind: 'set_password'; token: string | null }
  | { kind: 'not_found'; message: string }
  | { kind: 'company_not_found' }
  | { kind: 'no_access' }
  | { kind: 'error'; message: string | null; cause: string | null };

/** Id of the <script type="application/json"> element carrying the page data. */
export const PAGE_DATA_ELEMENT_ID = '__candor_page';
