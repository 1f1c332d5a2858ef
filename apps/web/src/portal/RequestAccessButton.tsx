import { Button } from '@mantine/core';
import { visitorPagePaths } from '@candor/domain/portal/portalLinks';
import { setAccessIntent } from '../access/accessIntent.js';
import { replaceUrlState } from './urlState.js';
import { usePortalViewer } from './viewerContext.js';
import { opensInPage } from '../ui/opensInPage.js';

/**
 * The request-access page (which works without JavaScript), for the product and where the
 * visitor asked from.
 */
export function requestAccessHref(
  basePath: string,
  from: { productId: string; source: string; itemUid?: string; itemKind?: string },
): string {
  const query = new URLSearchParams(
    Object.entries(from).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return `${visitorPagePaths({ basePath }).requestAccess}?${query.toString()}`;
}

/**
 * The access affordance of restricted content: 'Get access' on a restricted item
 * (staff-content.md §6) opens the access modal's login tab (the item is restricted, so the
 * visitor may already have access to reclaim); 'Request access' on the documents card's
 * request-access button (§2) opens the request tab. Each is a link to the request-access page,
 * which the server answers before the app has loaded or without JavaScript. Both record it in the URL
 * (`loginRequest=true` or `requestAccess=true`, with `source`; a shallow replace,
 * visitor-portal.md §2), where the access modal (`access/AccessHost.tsx`) picks it up.
 */
export function RequestAccessButton({
  source,
  label,
  itemUid,
  itemKind,
}: {
  source: string;
  label: 'Get access' | 'Request access';
  itemUid?: string;
  itemKind?: string;
}) {
  const { abilities, productId, basePath = '' } = usePortalViewer();
  if (!abilities.canRequestAccess) return null;
  return (
    <Button
      size="compact-sm"
      variant="light"
      component="a"
      role="button"
      href={requestAccessHref(basePath, { productId, source, itemUid, itemKind })}
      onClick={opensInPage(() => {
        setAccessIntent({
          ...(itemUid ? { itemUid } : {}),
          ...(itemKind ? { itemKind } : {}),
        });
        replaceUrlState(
          label === 'Get access' ? { loginRequest: true, source } : { requestAccess: true, source },
        );
      })}
    >
      {label}
    </Button>
  );
}
