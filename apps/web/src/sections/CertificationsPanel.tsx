import type { CardView } from '@candor/domain/portal/portalView';
import panel from '../ui/Panel.module.css';
import { LogoGrid } from './LogoGrid.js';
import { SectionPanel } from './SectionPanel.js';

/** The Certifications card: each certification's logo (56x56) and name. */
export function CertificationsPanel({ card, titleId }: { card: CardView; titleId: string }) {
  return (
    <SectionPanel titleId={titleId} card={card}>
      {card.items.length > 0 ? (
        <LogoGrid card={card} />
      ) : (
        <p className={panel.empty}>{card.placeholder ?? 'No certifications yet.'}</p>
      )}
    </SectionPanel>
  );
}
