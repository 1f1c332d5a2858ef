import type { PortalView } from '@candor/domain/portal/portalView';
import { useCallback, useRef, useState } from 'react';
import { ListSourceContext } from '../api/listSourceContext.js';
import { fetchPortalView, listSourceOf } from '../api/portalLists.js';
import { invalidatePortalLists } from '../api/queryRuntime.js';
import { PortalPage } from './PortalPage.js';
import { PortalRefreshContext } from './portalRefresh.js';

/** The portal page with its data, which a staff save can reload in place. */
export function PortalRoot({ initialView }: { initialView: PortalView }) {
  const [view, setView] = useState(initialView);
  const viewRef = useRef(view);
  viewRef.current = view;
  const refresh = useCallback(async () => {
    const next = await fetchPortalView(listSourceOf(viewRef.current));
    // The drawer's item lists and the paged lists were fetched before the save.
    await invalidatePortalLists();
    setView(next);
  }, []);
  return (
    <PortalRefreshContext value={refresh}>
      <ListSourceContext value={listSourceOf(view)}>
        <PortalPage view={view} />
      </ListSourceContext>
    </PortalRefreshContext>
  );
}
