/** The read side of the portal: one product's page for one viewer. */
import {
  notFound,
  resolvePortalMode,
  type Actor,
  type PortalModeQuery,
  type PortalView,
} from '@candor/domain';
import type { Db } from '../../db/client.js';
import type { PortalLinks } from '../../presenters/portal/portalLinks.js';
import { presentPortalView } from '../../presenters/portal/presentPortalView.js';
import { loadPortalContent } from './loadPortalContent.js';

export interface GetPortalViewInput {
  actor: Actor;
  orgId: string;
  productId: string;
  /** Mode-related query parameters (accountId, permissionProfileId). */
  query: PortalModeQuery;
  links: PortalLinks;
  staff: { email: string; displayName: string } | null;
  openItemUid?: string | null;
  now?: Date;
}

export async function getPortalView(db: Db, input: GetPortalViewInput): Promise<PortalView> {
  const { mode } = resolvePortalMode({
    actor: input.actor,
    orgId: input.orgId,
    query: input.query,
    // Account membership arrives with visitor accounts; until then nobody is authorised.
    accountAuthorized: false,
  });
  const content = await loadPortalContent(db, input.orgId, input.productId);
  if (!content) throw notFound();
  return presentPortalView(content, {
    ctx: { actor: input.actor, mode, links: input.links, now: input.now ?? new Date() },
    staff: input.staff,
    openItemUid: input.openItemUid ?? null,
  });
}
