import type { SectionOf } from '@candor/domain/portal/portalView';
import panel from '../ui/Panel.module.css';
import { LogoTile, logoGridClass } from './LogoTile.js';
import { PanelHeader } from './PanelHeader.js';
import { SectionFrame } from './SectionFrame.js';

/** Trusted by: the logos (56) and names of the organisation's customers. */
export function TrustedBySection({ section }: { section: SectionOf<'trusted_by'> }) {
  const { card } = section;
  const titleId = 'section-trusted_by-title';
  return (
    <SectionFrame id="trusted_by" hidden={section.hidden} labelledBy={titleId}>
      <div className={panel.panel} data-card-kind={card.kind}>
        <PanelHeader
          titleId={titleId}
          title={card.title}
          card={card}
          description={card.displayText}
        />
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
      </div>
    </SectionFrame>
  );
}
