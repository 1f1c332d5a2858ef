import { createContext, use } from 'react';

/**
 * Whether the page has been hydrated: false on the server and while hydrating, true after.
 * Parts that only the browser loads (lazy staff chunks, the hosts of dialogs) render their
 * placeholder until then, so the server's HTML and the first client render match and no
 * Suspense boundary has to give up on its server HTML.
 *
 * The app's root (`App`) provides it and turns it on in a transition once hydration committed,
 * so the parts it brings are rendered in time slices like the hydration itself. (A
 * `useSyncExternalStore` whose browser value differs from the server's would re-render every
 * such part synchronously inside hydration's commit, one long task on a phone.) Outside the app
 * (a component rendered alone in the browser) it is true, as in any render that hydrates nothing.
 */
export const HydratedContext = createContext(true);

export function useHydrated(): boolean {
  return use(HydratedContext);
}
