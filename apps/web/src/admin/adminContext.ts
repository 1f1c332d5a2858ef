import type { AdminPageData } from '@candor/domain';
import { createContext, useContext } from 'react';

/** Who is signed in and which organisation they run, from the page data. */
export const AdminContext = createContext<AdminPageData | null>(null);

export function useAdmin(): AdminPageData {
  const admin = useContext(AdminContext);
  if (!admin) throw new Error('useAdmin outside the private area');
  return admin;
}

/** What the private area is named after: the organisation, or the installation for its operator. */
export const adminAreaName = (admin: AdminPageData): string => admin.org?.name ?? 'Installation';
