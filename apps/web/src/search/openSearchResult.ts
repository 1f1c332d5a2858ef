/**
 * Choosing a result (visitor-portal.md §4: 'selecting a result closes the dialog and
 * navigates'): a trust item, control, fact or document opens its item in the card drawer, an
 * update goes to `?tcuUid=` (the updates section shows and scrolls to it), an FAQ to the
 * knowledge base, a webpage opens in a new tab.
 */
import type { SearchDoc } from '@candor/domain/search/searchIndex';
import { searchResultItem } from '@candor/domain/search/searchRows';
import type { CardDrawerControls } from '../cards/cardDrawerContext.js';
import { settleOnSection } from '../portal/settleOnSection.js';
import { replaceUrlState } from '../portal/urlState.js';
import { sectionElementId } from '../sections/SectionFrame.js';

export function openSearchResult(doc: SearchDoc, drawer: CardDrawerControls): void {
  const item = searchResultItem(doc);
  if (item && drawer.canOpen(item.kind)) {
    drawer.openCard(item.kind, { itemUid: item.itemUid, source: 'search' });
    return;
  }
  if (doc.y === 'u' && doc.c) {
    replaceUrlState({ tcuUid: doc.c });
    return;
  }
  if (doc.y === 'w' && doc.l) {
    window.open(doc.l, '_blank', 'noopener,noreferrer');
    return;
  }
  // Sections below the fold take their real heights as they are passed: follow the jump.
  settleOnSection(sectionElementId(doc.y === 'f' ? 'knowledge_base' : 'cards'));
}
