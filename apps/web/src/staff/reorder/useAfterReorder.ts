/**
 * After a saved order the page data is fetched again, so the portal shows the new order at
 * once without a reload (and the snack stays on screen).
 */
import { usePortalRefresh } from '../../portal/portalRefresh.js';

export function useAfterReorder(): () => Promise<void> {
  const refresh = usePortalRefresh();
  // A failed refresh leaves the saved order in place; the next load shows it.
  return () => refresh().catch(() => undefined);
}
