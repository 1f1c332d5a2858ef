import type { CardView } from '@candor/domain/portal/portalView';
import panel from '../ui/Panel.module.css';
import { LogoTile, logoGridClass } from './LogoTile.js';
import { PanelHeader } from './PanelHeader.js';

/** The Certifications card: each certification's logo (56x56) and name. */
export function CertificationsPanel({ card, titleId }: { card: CardView; titleId: string }) {
  return (
    <div className={panel.panel} data-card-kind={card.kind}>
      <PanelHeader
        titleId={titleId}
        title={card.title}
        card={card}
        description={card.displayText}
      />
      {card.items.length > 0 ? (
        <ul className={logoGridClass}>
          {card.items.map((item) => (
            <LogoTile
              key={item.uid}
              item={item}
              cardKind={card.kind}
              expandable={card.expandable}
            />
          ))}
        </ul>
      ) : (
        <p className={panel.empty}>{card.placeholder ?? 'No certifications yet.'}</p>
      )}
    </div>
  );
}
