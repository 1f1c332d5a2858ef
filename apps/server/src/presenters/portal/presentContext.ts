import type { Actor, DocumentAccessType, PortalMode, PublicAccessLevel } from '@candor/domain';
import type { PortalLinks } from './portalLinks.js';

/** What presenting one portal page for one viewer depends on. */
export interface PresentContext {
  actor: Actor;
  mode: PortalMode;
  orgId: string;
  /** Customization revision: versions asset URLs so browsers may cache them for long. */
  revision: number;
  publicAccessLevel: PublicAccessLevel;
  orgDocumentAccessType: DocumentAccessType;
  links: PortalLinks;
  /** Product slug used in shared item links; null for the `{org}/item/{slug}` form. */
  shareProductSlug: string | null;
  now: Date;
}
