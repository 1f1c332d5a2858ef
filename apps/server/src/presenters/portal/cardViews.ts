/** The cards of a product page as this viewer sees them, each presented once however often asked. */
import { isShown, type CardView } from '@candor/domain';
import type { CardRow } from '../../db/rows.js';
import type { PortalContent } from './portalContent.js';
import { groupBy } from './groupBy.js';
import { presentCard, presentCardItems, type CardContent } from './presentCard.js';
import type { PresentContext } from './presentContext.js';

export interface CardViews {
  /** Whether the viewer sees the card at all (hidden cards only in main mode). */
  shown: (card: CardRow) => boolean;
  viewOf: (card: CardRow) => CardView;
}

export function cardViewsOf(
  content: PortalContent,
  ctx: PresentContext,
  canEdit: boolean,
): CardViews {
  const cardContent: CardContent = {
    itemsByCard: groupBy(content.items, (item) => item.cardId),
    filesByItem: groupBy(content.itemFiles, (file) => file.itemId),
  };
  const views = new Map<CardRow, CardView>();
  return {
    shown: (card) => isShown(ctx.viewer, { type: 'card', hidden: card.hidden }),
    viewOf: (card) => {
      let view = views.get(card);
      if (!view) {
        view = presentCard(card, presentCardItems(card, cardContent, ctx), ctx, canEdit);
        views.set(card, view);
      }
      return view;
    },
  };
}
