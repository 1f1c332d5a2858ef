import type { SectionOf } from '@candor/domain/portal/portalView';
import { LogoGrid } from './LogoGrid.js';
import { SectionFrame, sectionTitleId } from './SectionFrame.js';
import { SectionPanel } from './SectionPanel.js';

/** Trusted by: the logos (56) and names of the organisation's customers. */
export function TrustedBySection({ section }: { section: SectionOf<'trusted_by'> }) {
  const titleId = sectionTitleId('trusted_by');
  return (
    <SectionFrame id="trusted_by" hidden={section.hidden} labelledBy={titleId}>
      <SectionPanel titleId={titleId} card={section.card}>
        <LogoGrid card={section.card} />
      </SectionPanel>
    </SectionFrame>
  );
}
