import type { Viewer } from '@candor/domain';
import type { PortalLinks } from './portalLinks.js';

/** What presenting one portal page for one viewer depends on. */
export interface PresentContext {
  /** Who the page is for: mode, grants and the organisation's visibility settings. */
  viewer: Viewer;
  orgId: string;
  /** Customization revision: versions asset URLs so browsers may cache them for long. */
  revision: number;
  links: PortalLinks;
  /** Product slug used in shared item links; null for the `{org}/item/{slug}` form. */
  shareProductSlug: string | null;
  now: Date;
}
