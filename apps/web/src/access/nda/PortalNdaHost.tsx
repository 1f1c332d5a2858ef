/**
 * The portal page's NDA for an account member (account-external mode): provides the NDA
 * context (locked documents offer 'Accept NDA to open'), shows the reminder toast once per page
 * load while the NDA is pending, and the clickwrap dialog (a chunk of its own) when opened.
 */
import type { PortalView } from '@candor/domain/portal/portalView';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { portalApiOf } from './ndaApi.js';
import { NdaContext, type PortalNda } from './ndaContext.js';
import { NdaReminder } from './NdaReminder.js';

const NdaDialog = lazy(() => import('./NdaDialog.js'));

export function PortalNdaHost({ view, children }: { view: PortalView; children: ReactNode }) {
  const nda = view.viewer.nda ?? null;
  const [open, setOpen] = useState(false);
  const portalApi = portalApiOf(view.basePath);
  const value = useMemo<PortalNda | null>(
    () =>
      nda
        ? {
            accountId: nda.accountId,
            pending: nda.pending,
            portalApi,
            openDialog: () => setOpen(true),
          }
        : null,
    [nda, portalApi],
  );
  if (!value) return <>{children}</>;
  return (
    <NdaContext value={value}>
      {children}
      <NdaReminder />
      {open ? (
        <Suspense fallback={null}>
          <NdaDialog
            portalApi={portalApi}
            accountId={value.accountId}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </NdaContext>
  );
}
