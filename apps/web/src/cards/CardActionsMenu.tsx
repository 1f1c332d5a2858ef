/**
 * A card's actions menu for staff (staff-content.md §2): shown when the server granted any of
 * its entries. Only staff are granted any, so the menu's trigger is in the viewer's chunk
 * (portal/viewerParts.ts, staff/cardMenu/CardActionsTrigger.tsx).
 */
import type { CardAbilities, CardView } from '@candor/domain/portal/portalView';
import { viewerParts } from '../portal/viewerParts.js';

export const hasCardActions = (abilities: CardAbilities): boolean =>
  Object.values(abilities).some(Boolean);

export const cardActionsLabel = (card: CardView): string => `${card.title} card actions`;

export function CardActionsMenu(props: {
  card: CardView;
  /** The card's hidden state as the page shows it (it changes before the page data reloads). */
  hidden: boolean;
  onHiddenChange: (hidden: boolean) => void;
}) {
  if (!hasCardActions(props.card.abilities)) return null;
  const { CardActionsTrigger } = viewerParts();
  return <CardActionsTrigger {...props} />;
}
