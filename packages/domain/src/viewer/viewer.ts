/**
 * The one viewer of a request: who is asking, for which organisation and product, in which
 * portal mode, previewing as whom, and what their account was granted. The server resolves it
 * once per request; presenters, file routes, services and the search index all take it.
 */
import type { Actor } from '../auth/actor.js';
import type { DocumentAccessType, PublicAccessLevel } from '../cards/constants.js';
import { resolvePortalMode, type PortalModeQuery, type PreviewingAs } from '../portal/mode.js';
import type { PortalMode } from '../portal/portalView.js';

/**
 * What the viewer's account, or the account or permission profile staff preview as, was
 * granted. Ids are the database ids of items and files.
 */
export interface ViewerGrants {
  /** The account or previewed profile reads every restricted item and document. */
  all: boolean;
  /** Restricted items granted one by one (a permission profile's items). */
  itemIds: ReadonlySet<string>;
  /** Documents granted one by one (a permission profile's documents). */
  fileIds: ReadonlySet<string>;
  /**
   * The organisation (or the account's override) requires an NDA that this account has not yet
   * passed: restricted documents stay locked until it is accepted (or signed outside).
   */
  ndaPending: boolean;
}

export const NO_GRANTS: ViewerGrants = Object.freeze({
  all: false,
  itemIds: new Set<string>(),
  fileIds: new Set<string>(),
  ndaPending: false,
});

/** The organisation settings that visibility depends on. */
export interface ViewerOrgSettings {
  publicAccessLevel: PublicAccessLevel;
  documentAccessType: DocumentAccessType;
}

export interface Viewer {
  actor: Actor;
  orgId: string;
  /**
   * The product whose portal is asked for (a share link's `productId`); null for
   * organisation-wide requests. The grants count for this product's items only.
   */
  productId: string | null;
  mode: PortalMode;
  previewingAs: PreviewingAs | null;
  grants: ViewerGrants;
  settings: ViewerOrgSettings;
}

export interface BuildViewerInput {
  actor: Actor;
  orgId: string;
  productId: string | null;
  /** accountId / permissionProfileId from the portal URL. */
  query: PortalModeQuery;
  settings: ViewerOrgSettings;
  /**
   * The grants of the member's own account (when the actor is a member of this organisation
   * and the query names that account) or of the previewed account or profile. Until accounts
   * exist, nobody has any.
   */
  grants?: ViewerGrants;
  /** The member's membership of the account the query names is authorised. */
  accountAuthorized?: boolean;
}

export function buildViewer(input: BuildViewerInput): Viewer {
  const { mode, previewingAs } = resolvePortalMode({
    actor: input.actor,
    orgId: input.orgId,
    query: input.query,
    accountAuthorized: input.accountAuthorized ?? false,
  });
  const grants =
    mode === 'account_external' || mode === 'preview' ? (input.grants ?? NO_GRANTS) : NO_GRANTS;
  return {
    actor: input.actor,
    orgId: input.orgId,
    productId: input.productId,
    mode,
    previewingAs,
    grants,
    settings: input.settings,
  };
}

/**
 * A cache key part for everything besides content revisions that a viewer's page depends on:
 * two viewers with the same key see the same page.
 */
export function viewerCacheKey(viewer: Viewer): string {
  const { actor, grants, previewingAs } = viewer;
  const who =
    actor.type === 'staff'
      ? `staff:${actor.userId}:${[...actor.scopes].sort().join(',')}`
      : actor.type === 'member'
        ? `member:${actor.accountId}:${actor.memberId}`
        : actor.type;
  const as = previewingAs?.anonymous
    ? 'anonymous'
    : previewingAs
      ? `${previewingAs.accountId ?? ''}/${previewingAs.permissionProfileId ?? ''}`
      : '';
  const granted =
    (grants.all
      ? 'all'
      : `${[...grants.itemIds].sort().join(',')};${[...grants.fileIds].sort().join(',')}`) +
    (grants.ndaPending ? ';nda' : '');
  return `${viewer.mode}|${who}|${as}|${granted}`;
}

/** The anonymous public viewer: the one whose pages are shared between visitors. */
export const isAnonymousPublic = (viewer: Viewer): boolean =>
  viewer.mode === 'public' && viewer.actor.type === 'visitor';
