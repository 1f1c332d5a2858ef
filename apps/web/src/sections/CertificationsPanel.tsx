import type { CardView } from '@candor/domain/portal/portalView';
import { useAbilities } from '../portal/viewerContext.js';
import panel from '../ui/Panel.module.css';
import { viewerParts } from '../portal/viewerParts.js';
import { MoreItems } from '../cards/MoreItems.js';
import { LogoGrid } from './LogoGrid.js';
import { SectionPanel } from './SectionPanel.js';
import classes from './SubprocessorsSection.module.css';

// The editors' dialog is a chunk of its own: visitors never download it.
const loadAddCertification = () => import('../staff/certifications/AddCertificationDialog.js');

/** The Certifications card: each certification's logo (56x56) and name. */
export function CertificationsPanel({ card, titleId }: { card: CardView; titleId: string }) {
  const AddButton = useAbilities().canEdit ? viewerParts().AddButton : null;
  return (
    <SectionPanel titleId={titleId} card={card}>
      {AddButton ? (
        <div className={classes.staffBar}>
          <AddButton label="Add certification" loadDialog={loadAddCertification} />
        </div>
      ) : null}
      {card.items.length > 0 ? (
        <>
          <LogoGrid card={card} />
          {/* The logos name the certifications; their texts are in the HTML for readers
              without JavaScript and crawlers, and in the drawer. */}
          <MoreItems card={card} from={0} />
        </>
      ) : (
        <p className={panel.empty}>{card.placeholder ?? 'No certifications yet.'}</p>
      )}
    </SectionPanel>
  );
}
