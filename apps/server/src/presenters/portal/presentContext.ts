import { authorize, type Action, type Viewer } from '@candor/domain';
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

/**
 * Whether the viewer may take a staff action on this page's content: only in main mode (a
 * previewing staff member sees the page as the account would), and only as the policy allows.
 */
export const mayOnPage = (ctx: PresentContext, action: Action): boolean =>
  ctx.viewer.mode === 'main' && authorize(ctx.viewer.actor, action, { orgId: ctx.orgId });

export const cardAbilities = (ctx: PresentContext) => ({
  edit: mayOnPage(ctx, 'card.edit'),
  hide: mayOnPage(ctx, 'card.hide'),
});
