/**
 * 'Accept NDA to open' on a document locked only by the pending NDA (an account member whose
 * account requires one): opens the clickwrap dialog. The button is in the viewer's chunk
 * (portal/viewerParts.ts), loaded for every page that has an NDA.
 */
import { viewerParts } from '../../portal/viewerParts.js';
import { usePortalNda } from './ndaContext.js';

export function AcceptNdaButton() {
  const nda = usePortalNda();
  if (!nda?.pending) return null;
  const { NdaAcceptButton } = viewerParts();
  return <NdaAcceptButton nda={nda} />;
}
