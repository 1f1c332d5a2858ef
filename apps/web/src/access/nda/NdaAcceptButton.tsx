/**
 * 'Accept NDA to open' itself (AcceptNdaButton.tsx shows it): in the viewer's chunk
 * (portal/viewerParts.ts), as only a signed-in member has an NDA to accept.
 */
import { NDA_UI } from '@candor/domain/access/access.constants';
import { Button } from '@mantine/core';
import type { PortalNda } from './ndaContext.js';

export function NdaAcceptButton({ nda }: { nda: PortalNda }) {
  return (
    <Button size="compact-sm" variant="light" onClick={nda.openDialog}>
      {NDA_UI.acceptToOpen}
    </Button>
  );
}
