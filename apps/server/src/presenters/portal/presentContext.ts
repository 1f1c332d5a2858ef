import {
  authorize,
  cardActions,
  isFlagOn,
  type Action,
  type CardAbilities,
  type CardKind,
  type FeatureFlags,
  type Viewer,
} from '@candor/domain';
import type { PortalContent, ProductIntegration } from './portalContent.js';
import type { PageImages } from './pageImages.js';
import type { PortalLinks } from './portalLinks.js';

/** What presenting one portal page for one viewer depends on. */
export interface PresentContext {
  /** Who the page is for: mode, grants and the organisation's visibility settings. */
  viewer: Viewer;
  orgId: string;
  /** The organisation's name (generated documents are named after it). */
  orgName: string;
  /** Customization revision: versions asset URLs so browsers may cache them for long. */
  revision: number;
  links: PortalLinks;
  /** Product slug used in shared item links; null for the `{org}/item/{slug}` form. */
  shareProductSlug: string | null;
  /** The organisation's effective features (plan and flags). */
  features: FeatureFlags;
  now: Date;
  /** The product's integrations with their last data (bug bounty, status page). */
  integrations: readonly ProductIntegration[];
  /** Small logos the page carries as data: URIs (a whole page); absent: none. */
  images?: PageImages;
}

/** The context of one product's page, from what the viewer and the request bring. */
export function presentContextOf(
  content: PortalContent,
  base: Pick<PresentContext, 'viewer' | 'links' | 'now' | 'images'>,
): PresentContext {
  return {
    ...base,
    orgId: content.org.id,
    orgName: content.org.name,
    revision: content.customization.revision,
    features: content.flags,
    integrations: content.integrations,
    // Shared item links name the product only when there is more than one.
    shareProductSlug: content.products.length > 1 ? content.product.slug : null,
  };
}

/**
 * Whether the viewer may take a staff action on this page's content: only in main mode (a
 * previewing staff member sees the page as the account would), and only as the policy allows.
 */
export const mayOnPage = (ctx: PresentContext, action: Action): boolean =>
  ctx.viewer.mode === 'main' && authorize(ctx.viewer.actor, action, { orgId: ctx.orgId });

/** The card's actions menu for this viewer: the policy, the kind's menu and the features. */
export function cardAbilities(ctx: PresentContext, kind: CardKind): CardAbilities {
  const menu = cardActions(kind);
  const edit = mayOnPage(ctx, 'card.edit');
  const icon = menu.includes('ChangeIcon') && mayOnPage(ctx, 'card.changeIcon');
  const iconFeature = isFlagOn(ctx.features, 'cardIconReplacement');
  return {
    edit: edit && menu.includes('Edit'),
    hide: menu.includes('Hide') && mayOnPage(ctx, 'card.hide'),
    displayText: edit && menu.includes('DisplayText'),
    placeholder: edit && menu.includes('Placeholder'),
    reorderItems: menu.includes('ReorderItems') && mayOnPage(ctx, 'card.reorderItems'),
    changeIcon: icon && iconFeature,
    changeIconLocked: icon && !iconFeature,
    rename: edit && menu.includes('Edit') && isFlagOn(ctx.features, 'cardRenaming'),
  };
}
