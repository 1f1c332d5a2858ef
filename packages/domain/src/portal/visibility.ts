/**
 * What a viewer may see of an item (visitor-portal.md §4/§6, staff-content.md §4/§6).
 *
 * - 'visible': shown, documents readable.
 * - 'restricted': shown, but its documents are locked; public viewers get a 'Get access' button.
 * - 'omitted': not on the page at all.
 *
 * Decisions:
 * - Main mode (staff) sees everything; the UI marks hidden items.
 * - Public items are visible to everyone (unless hidden, below).
 * - Non-public items are readable by an account member granted access (account_external with
 *   `hasAccess`), by staff previewing (preview with `hasAccess` for the previewed account or
 *   profile; pass true until permission profiles exist), and by everyone when the organisation's
 *   publicAccessLevel is 'Full'. Otherwise, at 'Minimal' and 'PublicContentOnly', they are
 *   restricted.
 * - A hidden item ("Restricted may also be hidden") is omitted for every viewer not granted
 *   access as an account or preview; the 'Full' level does not reveal it, because hiding is a
 *   deliberate staff choice.
 */
import type { PublicAccessLevel } from '../cards/constants.js';
import type { Item } from '../items/item.js';
import type { PortalMode } from './portalView.js';

export type ItemVisibility = 'visible' | 'restricted' | 'omitted';

export interface ItemViewer {
  mode: PortalMode;
  publicAccessLevel: PublicAccessLevel;
  /** The account (or previewed account/profile) has been granted access. Ignored in public mode. */
  hasAccess: boolean;
}

const grantedAccess = (viewer: ItemViewer): boolean =>
  (viewer.mode === 'account_external' || viewer.mode === 'preview') && viewer.hasAccess;

export function itemVisibility(
  item: Pick<Item, 'publicAccess' | 'hidden'>,
  viewer: ItemViewer,
): ItemVisibility {
  if (viewer.mode === 'main') return 'visible';
  const granted = grantedAccess(viewer);
  if (item.hidden && !granted) return 'omitted';
  if (item.publicAccess || granted || viewer.publicAccessLevel === 'Full') return 'visible';
  return 'restricted';
}
