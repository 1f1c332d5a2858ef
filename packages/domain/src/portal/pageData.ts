/**
 * What the server hands the web app to render one HTML page (server-rendered, then hydrated
 * from the same JSON embedded in the page).
 */
import type { FeatureFlags } from '../features/featureFlags.js';
import type { PortalView } from './portalView.js';

/** What the staff private area starts from: who is signed in and which organisation they run. */
export interface AdminPageData {
  user: { id: string; email: string; displayName: string; scopes: string[] };
  org: { id: string; name: string; slug: string; portalUrl: string };
  plan: string;
  /** The organisation's effective features (plan, then flags). */
  features: FeatureFlags;
}

export type PageData =
  | { kind: 'portal'; view: PortalView }
  | { kind: 'login'; error: string | null; email: string | null; next: string | null }
  /** The page an invitation links to; the token is checked when the form is sent. */
  | { kind: 'set_password'; token: string | null }
  | { kind: 'not_found'; message: string }
  | { kind: 'company_not_found' }
  | { kind: 'no_access' }
  | { kind: 'admin'; admin: AdminPageData }
  | { kind: 'error'; message: string | null; cause: string | null };

/** Id of the <script type="application/json"> element carrying the page data. */
export const PAGE_DATA_ELEMENT_ID = '__candor_page';
