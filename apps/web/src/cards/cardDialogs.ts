import type { CardView } from '@candor/domain/portal/portalView';

/**
 * What every dialog of a card's actions menu receives. The dialog is mounted only while open,
 * so it starts from the card's saved state each time; it calls `onClose` when done (saved or
 * cancelled) and refreshes the page data itself after a save (`usePortalRefresh`).
 */
export interface CardDialogProps {
  card: CardView;
  onClose: () => void;
}
