/** The read side of the portal: one product's page for one viewer. */
import { notFound, type PortalView, type Viewer } from '@candor/domain';
import type { Db } from '../../db/client.js';
import type { PortalLinks } from '../../presenters/portal/portalLinks.js';
import { presentPortalView } from '../../presenters/portal/presentPortalView.js';
import { loadPortalContent } from './loadPortalContent.js';

export interface GetPortalViewInput {
  viewer: Viewer;
  links: PortalLinks;
  staff: { email: string; displayName: string } | null;
  openItemUid?: string | null;
  now?: Date;
}

export async function getPortalView(db: Db, input: GetPortalViewInput): Promise<PortalView> {
  const { viewer } = input;
  if (viewer.productId === null) throw notFound();
  const content = await loadPortalContent(db, viewer.orgId, viewer.productId);
  if (!content) throw notFound();
  return presentPortalView(content, {
    ctx: { viewer, links: input.links, now: input.now ?? new Date() },
    staff: input.staff,
    openItemUid: input.openItemUid ?? null,
  });
}
