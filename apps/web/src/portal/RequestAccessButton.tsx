import { Button } from '@mantine/core';
import { setAccessIntent } from '../access/accessApi.js';
import { replaceUrlState } from './urlState.js';
import { useAbilities } from './viewerContext.js';

/**
 * The access affordance of restricted content: 'Get access' on a restricted item
 * (staff-content.md §6) opens the access modal's login tab (the item is restricted, so the
 * visitor may already have access to reclaim); 'Request access' on the documents card's
 * request-access button (§2) opens the request tab. Both record it in the URL
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
  if (!useAbilities().canRequestAccess) return null;
  return (
    <Button
      size="compact-sm"
      variant="light"
      onClick={() => {
        setAccessIntent({
          ...(itemUid ? { itemUid } : {}),
          ...(itemKind ? { itemKind } : {}),
        });
        replaceUrlState(
          label === 'Get access' ? { loginRequest: true, source } : { requestAccess: true, source },
        );
      }}
    >
      {label}
    </Button>
  );
}
