/**
 * Choosing a result (visitor-portal.md §4: 'selecting a result closes the dialog and
 * navigates'): a trust item or document opens its item in the card drawer, an update goes to
 * `?tcuUid=` (the updates section shows and scrolls to it), an FAQ to the knowledge base.
 */
import type { SearchDoc } from '@candor/domain/search/searchIndex';
import type { CardKind } from '@candor/domain/cards/constants';
import { CARD_KINDS } from '@candor/domain/cards/constants';
import type { CardDrawerControls } from '../cards/cardDrawerContext.js';
import { settleOnSection } from '../portal/settleOnSection.js';
import { replaceUrlState } from '../portal/urlState.js';
import { sectionElementId } from '../sections/SectionFrame.js';

const isCardKind = (kind: string | undefined): kind is CardKind =>
  kind !== undefined && CARD_KINDS.some((known) => known === kind);

export function openSearchResult(doc: SearchDoc, drawer: CardDrawerControls): void {
  if ((doc.y === 'i' || doc.y === 'd') && doc.u && isCardKind(doc.k) && drawer.canOpen(doc.k)) {
    drawer.openCard(doc.k, { itemUid: doc.u, source: 'search' });
    return;
  }
  if (doc.y === 'u' && doc.c) {
    replaceUrlState({ tcuUid: doc.c });
    return;
  }
  // Sections below the fold take their real heights as they are passed: follow the jump.
  settleOnSection(sectionElementId(doc.y === 'f' ? 'knowledge_base' : 'cards'));
}
