import type { ItemView } from '@candor/domain/portal/portalView';
import { patchSearch } from '../portal/urlState.js';
import type { PortalUrlState } from '../portal/urlState.js';

/** Where the portal lives, to build links that land on it. */
export interface PortalLocation {
  basePath: string;
  /** The selected product's slug, or null for the default product. */
  productSlug: string | null;
}

export function portalHome(location: PortalLocation): string {
  return location.basePath || '/';
}

/** A path (plus query) on the portal, with the selected product kept. */
export function portalHref(location: PortalLocation, query: Partial<PortalUrlState> = {}): string {
  return `${portalHome(location)}${patchSearch('', { product: location.productSlug, ...query })}`;
}

/** The absolute link that opens an item: its custom URL when it has one, else ?itemUid=. */
export function itemLink(location: PortalLocation, item: ItemView, origin: string): string {
  const path = item.shareUrl ?? portalHref(location, { itemUid: item.uid });
  return new URL(path, origin).href;
}
