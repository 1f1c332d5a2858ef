import type { SectionView } from '@candor/domain/portal/portalView';
import { CardsSection } from './CardsSection.js';
import { DocumentsSection } from './DocumentsSection.js';
import { HelpSection } from './HelpSection.js';
import { KnowledgeBaseSection } from './KnowledgeBaseSection.js';
import {
  CertificationsSection,
  OverviewAndCertificationsSection,
  OverviewSection,
} from './OverviewSections.js';
import { SubprocessorsSection } from './SubprocessorsSection.js';
import { TrustedBySection } from './TrustedBySection.js';
import { UpdatesSection } from '../updates/UpdatesSection.js';
import classes from './SectionList.module.css';

function Section({ section }: { section: SectionView }) {
  switch (section.id) {
    case 'overview':
      return <OverviewSection section={section} />;
    case 'certifications':
      return <CertificationsSection section={section} />;
    case 'overview_and_certifications':
      return <OverviewAndCertificationsSection section={section} />;
    case 'trusted_by':
      return <TrustedBySection section={section} />;
    case 'subprocessors':
      return <SubprocessorsSection section={section} />;
    case 'documents':
      return <DocumentsSection section={section} />;
    case 'cards':
      return <CardsSection section={section} />;
    case 'knowledge_base':
      return <KnowledgeBaseSection section={section} />;
    case 'trust_center_updates':
      return <UpdatesSection section={section} />;
    case 'help':
      return <HelpSection section={section} />;
  }
}

/** The portal's sections, in the order the server gives (already ordered and filtered). */
export function SectionList({ sections }: { sections: SectionView[] }) {
  return (
    <div className={classes.list}>
      {sections.map((section) => (
        <Section key={section.id} section={section} />
      ))}
    </div>
  );
}
