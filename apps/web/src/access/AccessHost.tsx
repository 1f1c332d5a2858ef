/**
 * Where the access modal lives: it follows the address (`?loginRequest=true` opens the login
 * tab, `?requestAccess=true` the request tab, with `source`; both set by a shallow replace) and
 * loads the modal's chunk only when it opens. Closing removes the flags from the address.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { PortalQuery } from '@candor/domain/portal/portalQuery';
import type { PortalView } from '@candor/domain/portal/portalView';
import { readUrlState, replaceUrlState, subscribeUrlState } from '../portal/urlState.js';
import { useHydrated } from '../ui/useHydrated.js';
import { takeAccessIntent } from './accessIntent.js';

const AccessModal = lazy(() =>
  import('./AccessModal.js').then((m) => ({ default: m.AccessModal })),
);

export function AccessHost({ view }: { view: PortalView }) {
  const hydrated = useHydrated();
  const [url, setUrl] = useState<PortalQuery | null>(null);
  const [hidden, setHidden] = useState<{ itemUid?: string; itemKind?: string }>({});

  useEffect(() => {
    let wasOpen = false;
    const update = (state: PortalQuery) => {
      const open = state.loginRequest || state.requestAccess;
      // The item asked from is taken when the modal opens; later address changes keep it.
      if (open && !wasOpen) setHidden(takeAccessIntent());
      wasOpen = open;
      setUrl(state);
    };
    update(readUrlState());
    return subscribeUrlState(update);
  }, []);

  if (!hydrated || !url || !view.viewer.abilities.canRequestAccess) return null;
  const open = url.loginRequest || url.requestAccess;
  if (!open) return null;
  const close = () => replaceUrlState({ loginRequest: false, requestAccess: false, source: null });
  return (
    <Suspense fallback={null}>
      <AccessModal
        key={url.loginRequest ? 'login' : 'request'}
        portal={{
          basePath: view.basePath,
          orgName: view.org.name,
          portalTitle: view.customization.portalTitle,
          productId: view.product.id,
          customizationRevision: view.customization.revision,
        }}
        initialTab={url.loginRequest ? 'reclaim-access' : 'request-access'}
        source={url.source}
        inviteToken={url.inviteToken}
        hidden={{ ...hidden, ...(url.itemUid && !hidden.itemUid ? { itemUid: url.itemUid } : {}) }}
        onClose={close}
      />
    </Suspense>
  );
}
