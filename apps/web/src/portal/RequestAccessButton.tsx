import { Button } from '@mantine/core';
import { replaceUrlState } from './urlState.js';
import { useAbilities } from './viewerContext.js';

/**
 * The access affordance of restricted content: 'Get access' on a restricted item
 * (staff-content.md §6), 'Request access' on the documents card's request-access button (§2). The access modal is a later issue; the
 * button already records the request in the URL (`requestAccess=true&source=...`, a shallow
 * replace, visitor-portal.md §2) where that modal will pick it up.
 */
export function RequestAccessButton({
  source,
  label,
}: {
  source: string;
  label: 'Get access' | 'Request access';
}) {
  if (!useAbilities().canRequestAccess) return null;
  return (
    <Button
      size="compact-sm"
      variant="light"
      onClick={() => replaceUrlState({ requestAccess: true, source })}
    >
      {label}
    </Button>
  );
}
