/**
 * What the portal header shows of accounts (visitor-portal.md §2, §4): for anyone, the notice of
 * a refused sign-in link (`?signInLink=expired`) or of a followed extension link
 * (`?extendAccess=…`), read after hydration (LinkNotices.tsx, fetched only then); for a
 * signed-in account member, their part (MemberAccount.tsx, in the viewer's chunk:
 * portal/viewerParts.ts), so anonymous pages load none of it.
 */
import type { PortalQuery } from '@candor/domain/portal/portalQuery';
import type { PortalView } from '@candor/domain/portal/portalView';
import { lazy, Suspense, useEffect, useState } from 'react';
import { readUrlState, subscribeUrlState } from '../../portal/urlState.js';
import { viewerParts } from '../../portal/viewerParts.js';

const LinkNotices = lazy(() => import('./LinkNotices.js'));

function useUrlState(): PortalQuery | null {
  const [url, setUrl] = useState<PortalQuery | null>(null);
  useEffect(() => {
    setUrl(readUrlState());
    return subscribeUrlState(setUrl);
  }, []);
  return url;
}

export function MemberArea({ view }: { view: PortalView }) {
  const url = useUrlState();
  const member = Boolean(view.viewer.member) || view.viewer.mode === 'account_external';
  const MemberAccount = member ? viewerParts().MemberAccount : null;
  return (
    <>
      {url && (url.signInLink === 'expired' || url.extendAccess) ? (
        <Suspense fallback={null}>
          <LinkNotices url={url} />
        </Suspense>
      ) : null}
      {MemberAccount ? <MemberAccount view={view} url={url} /> : null}
    </>
  );
}
