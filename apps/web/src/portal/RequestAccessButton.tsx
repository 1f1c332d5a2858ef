import { Button } from '@mantine/core';
import { replaceUrlState } from './urlState.js';
import { useAbilities } from './viewerContext.js';

/**
 * The 'Request access' affordance of restricted content. The access modal is a later issue; the
 * button already records the request in the URL (`requestAccess=true&source=...`, a shallow
 * replace, visitor-portal.md §2) where that modal will pick it up.
 */
export function RequestAccessButton({ source }: { source: string }) {
  if (!useAbilities().canRequestAccess) return null;
  return (
    <Button
      size="compact-sm"
      variant="light"
      onClick={() => replaceUrlState({ requestAccess: true, source })}
    >
      Request access
    </Button>
  );
}
