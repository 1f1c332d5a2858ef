/**
 * The signed-in member's NDA on the portal page: whether restricted documents wait for it, and
 * how to open the clickwrap dialog. Outside account-external mode there is none, and the NDA
 * controls render nothing.
 */
import { createContext, useContext } from 'react';

export interface PortalNda {
  accountId: string;
  /** The portal's API base (`{basePath}/api`). */
  portalApi: string;
  pending: boolean;
  openDialog: () => void;
}

export const NdaContext = createContext<PortalNda | null>(null);

export const usePortalNda = (): PortalNda | null => useContext(NdaContext);
