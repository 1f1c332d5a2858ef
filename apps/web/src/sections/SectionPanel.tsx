import type { ReactNode } from 'react';
import type { CardView } from '@candor/domain/portal/portalView';
import panel from '../ui/Panel.module.css';
import { PanelHeader } from './PanelHeader.js';

interface PanelBase {
  titleId: string;
  aside?: ReactNode;
  children: ReactNode;
}

/** A card's panel: headed by the card's title (opening its drawer when it expands) and text. */
interface CardPanelProps extends PanelBase {
  card: CardView;
  title?: undefined;
}

interface TitledPanelProps extends PanelBase {
  title: string;
  card?: undefined;
}

/** A section's white panel: its heading row, then the content. */
export function SectionPanel({
  titleId,
  aside,
  children,
  card,
  title,
}: CardPanelProps | TitledPanelProps) {
  return (
    <div className={panel.panel} data-card-kind={card?.kind}>
      <PanelHeader
        titleId={titleId}
        title={card ? card.title : title}
        card={card}
        description={card?.displayText}
        aside={aside}
      />
      {children}
    </div>
  );
}
