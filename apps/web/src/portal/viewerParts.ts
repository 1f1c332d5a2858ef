/**
 * What only staff and signed-in account members see on the portal (the staff bar and preview
 * banner, the account menu, the editors' toolbars and 'Add …' buttons, the cards' actions menus,
 * the NDA reminder, the questionnaire and TPRM buttons) is one chunk, ViewerParts.tsx, which an
 * anonymous visitor's first visit does not load. The browser loads it before hydrating a portal
 * page whose viewer may see any of it (entry-client.tsx), the server once at start
 * (entry-server.tsx), so that both render those parts synchronously, the same markup; the
 * server links the chunk's styles on every page, as it does the other pages' (only the rules
 * a page's markup uses are written into its head).
 */
import type { PortalView } from '@candor/domain/portal/portalView';
import type * as ViewerPartsModule from './ViewerParts.js';

type ViewerParts = typeof ViewerPartsModule;
let loaded: ViewerParts | null = null;

/**
 * Whether `view`'s viewer may see a part of the chunk: anyone but an anonymous visitor of the
 * public portal (staff in any mode, a signed-in member whatever the mode).
 */
export const needsViewerParts = ({ viewer }: PortalView): boolean =>
  viewer.mode !== 'public' ||
  Boolean(viewer.staff ?? viewer.member ?? viewer.external ?? viewer.nda);

export async function loadViewerParts(): Promise<ViewerParts> {
  loaded ??= await import('./ViewerParts.js');
  return loaded;
}

/** The loaded chunk; rendering one of its parts before `loadViewerParts` settled is a bug. */
export function viewerParts(): ViewerParts {
  if (!loaded) throw new Error("The viewer's parts are rendered before their chunk is loaded.");
  return loaded;
}
