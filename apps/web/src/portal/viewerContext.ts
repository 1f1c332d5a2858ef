/**
 * What the viewer may do on this page, as the server decided it, and the product the page is
 * for. Components show or hide controls from these abilities alone; none looks at the mode.
 */
import { NO_ORDERING_ABILITIES } from '@candor/domain/ordering/orderingAbilities';
import type { PortalAbilities } from '@candor/domain/portal/mode';
import { createContext, useContext } from 'react';

export interface PortalViewer {
  abilities: PortalAbilities;
  productId: string;
  /** The portal's base path ('/{orgSlug}', or '' on a custom domain). */
  basePath?: string;
}

export const PortalViewerContext = createContext<PortalViewer>({
  abilities: {
    canEdit: false,
    canSeeHidden: false,
    canRequestAccess: false,
    ...NO_ORDERING_ABILITIES,
  },
  productId: '',
});

export const usePortalViewer = (): PortalViewer => useContext(PortalViewerContext);

export const useAbilities = (): PortalAbilities => usePortalViewer().abilities;
