import type { ReactNode } from 'react';
import type { CardView } from '@candor/domain/portal/portalView';
import { CardActionsMenu } from '../cards/CardActionsMenu.js';
import { OpenCardButton } from '../cards/OpenCardButton.js';
import { useCardHidden } from '../cards/useCardHidden.js';
import bareButton from '../ui/BareButton.module.css';
import { HiddenMark } from '../ui/HiddenMark.js';
import panel from '../ui/Panel.module.css';
import classes from './PanelHeader.module.css';

interface PanelHeaderProps {
  titleId: string;
  title: string;
  /** The card behind the panel: its title opens the drawer when the card expands. */
  card?: CardView;
  description?: string | null;
  aside?: ReactNode;
}

/** A section panel's heading row: h2 title (a button when the card expands), text, extras. */
export function PanelHeader({ titleId, title, card, description, aside }: PanelHeaderProps) {
  const [hidden, setHidden] = useCardHidden(card?.hidden ?? false);
  return (
    <div className={panel.header}>
      <div>
        <div className={panel.titleRow}>
          <h2 className={panel.title} id={titleId}>
            {card?.expandable ? (
              <OpenCardButton
                kind={card.kind}
                source="card"
                className={`${bareButton.button} ${classes.titleButton}`}
              >
                {title}
              </OpenCardButton>
            ) : (
              title
            )}
          </h2>
          {hidden ? <HiddenMark what="card" /> : null}
          {card ? <CardActionsMenu card={card} hidden={hidden} onHiddenChange={setHidden} /> : null}
        </div>
        {description ? <p className={panel.description}>{description}</p> : null}
      </div>
      {aside}
    </div>
  );
}
