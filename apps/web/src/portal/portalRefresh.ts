import { createContext, use } from 'react';

/**
 * Reloads the portal's data after a staff save, without reloading the page: the view is fetched
 * again for the same product and viewer, and the cached card lists are dropped. Resolves once
 * the page shows the new data; rejects (an ApiError) when it could not be fetched.
 */
export type PortalRefresh = () => Promise<void>;

export const PortalRefreshContext = createContext<PortalRefresh>(() => Promise.resolve());

export function usePortalRefresh(): PortalRefresh {
  return use(PortalRefreshContext);
}
