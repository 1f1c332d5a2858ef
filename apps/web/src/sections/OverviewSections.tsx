import type { SectionOf } from '@candor/domain/portal/portalView';
import { CertificationsPanel } from './CertificationsPanel.js';
import { OverviewPanel } from './OverviewPanel.js';
import { SectionFrame, sectionTitleId } from './SectionFrame.js';
import classes from './OverviewSections.module.css';

export function OverviewSection({ section }: { section: SectionOf<'overview'> }) {
  const titleId = sectionTitleId('overview');
  return (
    <SectionFrame id="overview" hidden={section.hidden} labelledBy={titleId}>
      <OverviewPanel card={section.card} titleId={titleId} />
    </SectionFrame>
  );
}

export function CertificationsSection({ section }: { section: SectionOf<'certifications'> }) {
  const titleId = sectionTitleId('certifications');
  return (
    <SectionFrame id="certifications" hidden={section.hidden} labelledBy={titleId}>
      <CertificationsPanel card={section.card} titleId={titleId} />
    </SectionFrame>
  );
}

/** Overview and Certifications side by side (one column on small screens). */
export function OverviewAndCertificationsSection({
  section,
}: {
  section: SectionOf<'overview_and_certifications'>;
}) {
  const overviewId = sectionTitleId('overview');
  return (
    <SectionFrame id="overview_and_certifications" hidden={section.hidden} labelledBy={overviewId}>
      <div className={classes.combined}>
        <OverviewPanel card={section.overview} titleId={overviewId} />
        <CertificationsPanel
          card={section.certifications}
          titleId={sectionTitleId('certifications')}
        />
      </div>
    </SectionFrame>
  );
}
