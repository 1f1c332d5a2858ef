/**
 * 'Accept NDA to open' on a document locked only by the pending NDA (an account member whose
 * account requires one): opens the clickwrap dialog.
 */
import { NDA_UI } from '@candor/domain/access/access.constants';
import { Button } from '@mantine/core';
import { usePortalNda } from './ndaContext.js';

export function AcceptNdaButton() {
  const nda = usePortalNda();
  if (!nda?.pending) return null;
  return (
    <Button size="compact-sm" variant="light" onClick={nda.openDialog}>
      {NDA_UI.acceptToOpen}
    </Button>
  );
}
