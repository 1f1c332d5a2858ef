import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while hydrating, true after: parts that only the browser loads (lazy
 * staff chunks) render their placeholder until then, so the server's HTML and the first client
 * render match and no Suspense boundary has to give up on its server HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
