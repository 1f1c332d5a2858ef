import type { SectionOf } from '@candor/domain/portal/portalView';
import { CardTile } from '../cards/CardTile.js';
import { CARDS_SECTION_LABEL } from '../portal/sectionLinks.js';
import { useAbilities } from '../portal/viewerContext.js';
import { viewerParts } from '../portal/viewerParts.js';
import columns from '../ui/Columns.module.css';
import { SectionFrame, sectionTitleId } from './SectionFrame.js';
import classes from './CardsSection.module.css';

/** The security cards: three per row on large screens, two on medium, one on small. */
export function CardsSection({ section }: { section: SectionOf<'cards'> }) {
  const titleId = sectionTitleId('cards');
  // 'Add card' and 'Re-order cards' are for editors: the viewer's chunk.
  const { reorderCards } = useAbilities();
  const toolbar = Boolean(section.addableKinds) || reorderCards;
  const CardsToolbar = toolbar ? viewerParts().CardsToolbar : null;
  return (
    <SectionFrame id="cards" hidden={section.hidden} labelledBy={titleId}>
      <h2 className="candor-visually-hidden" id={titleId}>
        {CARDS_SECTION_LABEL}
      </h2>
      {CardsToolbar ? <CardsToolbar addableKinds={section.addableKinds} /> : null}
      <div className={`${columns.upToThree} ${classes.grid}`}>
        {section.cards.map((card) => (
          <CardTile key={card.kind} card={card} />
        ))}
      </div>
    </SectionFrame>
  );
}
