import { createContext, useContext } from 'react';
import type { ListSource } from './portalLists.js';

/** The portal page whose lists the sections page through (set once, at the app's root). */
export const ListSourceContext = createContext<ListSource | null>(null);

export function useListSource(): ListSource {
  const source = useContext(ListSourceContext);
  if (!source) throw new Error('useListSource outside a portal page');
  return source;
}
