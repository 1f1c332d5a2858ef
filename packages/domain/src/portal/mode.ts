/** The portal mode of visitor-portal.md §4/§6, derived from the actor and the query in one place. */
import type { Actor } from '../auth/actor.js';
import { hasScope, isMemberOf, isStaffOf } from '../auth/scopes.js';
import type { FeatureFlags } from '../features/featureFlags.js';
import { orderingAbilities, type OrderingAbilities } from '../ordering/ordering.policy.js';
import {
  PORTAL_IDENTIFIER_PATTERN,
  PREVIEW_AS_VISITOR,
  type ViewerQueryParam,
} from './portalQuery.js';
import type { PortalMode } from './portalView.js';

export interface PreviewingAs {
  accountId: string | null;
  permissionProfileId: string | null;
  /** An anonymous visitor (`?previewAs=visitor`): the page a visitor with no session gets. */
  anonymous?: boolean;
}

/** The viewer's parameters (`VIEWER_QUERY_PARAMS`) as they come, unvalidated. */
export interface PortalModeQuery extends Partial<Record<ViewerQueryParam, unknown>> {
  /** Accepted for completeness; it asks the drawer to open in edit mode and never changes the mode. */
  edit?: unknown;
}

export interface ResolvePortalModeInput {
  actor: Actor;
  /** The organisation whose portal is shown: staff and members of other organisations are visitors here. */
  orgId: string;
  query: PortalModeQuery;
  /** The member is an authorised member of query.accountId (checked by the caller). */
  accountAuthorized: boolean;
}

export interface ResolvedPortalMode {
  mode: PortalMode;
  previewingAs: PreviewingAs | null;
}

/** Malformed query values (arrays, empty, odd characters) are ignored. */
const queryId = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return PORTAL_IDENTIFIER_PATTERN.test(trimmed) ? trimmed : null;
};

/**
 * - Staff of the organisation: preview as an anonymous visitor when the query says
 *   `previewAs=visitor` (whatever else it names), preview when it names an account or a
 *   permission profile to preview as, else main (editing additionally needs statuspage:edit, see portalAbilities).
 * - An account member of the organisation, with the query naming their own account and the
 *   membership authorised: account_external.
 * - Everyone else, and every fallback: public.
 */
export function resolvePortalMode(input: ResolvePortalModeInput): ResolvedPortalMode {
  const { actor, orgId, query, accountAuthorized } = input;
  const accountId = queryId(query.accountId);
  const permissionProfileId = queryId(query.permissionProfileId);

  if (isStaffOf(actor, orgId)) {
    if (query.previewAs === PREVIEW_AS_VISITOR) {
      return {
        mode: 'preview',
        previewingAs: { accountId: null, permissionProfileId: null, anonymous: true },
      };
    }
    if (accountId || permissionProfileId) {
      return { mode: 'preview', previewingAs: { accountId, permissionProfileId } };
    }
    return { mode: 'main', previewingAs: null };
  }
  if (isMemberOf(actor, orgId) && accountId === actor.accountId && accountAuthorized) {
    return { mode: 'account_external', previewingAs: null };
  }
  return { mode: 'public', previewingAs: null };
}

/**
 * visitor-portal.md §1: account-external mode needs the account id in the address. A signed-in
 * member who opens their organisation's portal without one is sent to their account's view (the
 * address naming their account) unless they asked for the public page (`view=public`). The
 * account to name, or null: the caller checks the membership is authorised before sending them.
 */
export function memberHomeAccount(
  actor: Actor,
  orgId: string,
  query: { accountId: string | null; permissionProfileId: string | null; view: string | null },
): string | null {
  if (!isMemberOf(actor, orgId)) return null;
  if (query.accountId !== null || query.permissionProfileId !== null) return null;
  return query.view === 'public' ? null : actor.accountId;
}

export interface PortalAbilities extends OrderingAbilities {
  canEdit: boolean;
  /** Hidden content, and settings not yet made (the help card's hints), are shown marked. */
  canSeeHidden: boolean;
  /**
   * Visitors who are not members may ask for access: the 'Start your security review' banner
   * and the 'Get access' buttons of restricted items (visitor-portal.md §2).
   */
  canRequestAccess: boolean;
}

/**
 * What the viewer may do on the portal page; sent with the page so the UI never re-derives it.
 * Without the organisation's effective features, plan features count as missing.
 */
export const portalAbilities = (
  actor: Actor,
  mode: PortalMode,
  features: FeatureFlags = {},
  previewingAs: PreviewingAs | null = null,
): PortalAbilities => ({
  canEdit: mode === 'main' && hasScope(actor, 'statuspage:edit'),
  canSeeHidden: mode === 'main' && actor.type === 'staff',
  // Staff previewing as an anonymous visitor see the visitor's buttons too.
  canRequestAccess: mode === 'public' || previewingAs?.anonymous === true,
  ...orderingAbilities(actor, mode, features),
});
