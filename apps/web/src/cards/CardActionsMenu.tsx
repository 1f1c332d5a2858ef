/**
 * A card's actions menu for staff (staff-content.md §2): shown when the server granted any of
 * its entries. The menu and its dialogs are a separate chunk, loaded on first use; until then a
 * same-sized, inert trigger holds the place so nothing moves.
 */
import type { CardAbilities, CardView } from '@candor/domain/portal/portalView';
import { ActionIcon } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { DotsIcon } from '../ui/icons.js';
import { useHydrated } from '../ui/useHydrated.js';

const CardMenu = lazy(() => import('../staff/cardMenu/CardMenu.js'));

export const hasCardActions = (abilities: CardAbilities): boolean =>
  Object.values(abilities).some(Boolean);

export const cardActionsLabel = (card: CardView): string => `${card.title} card actions`;

export function CardActionsMenu({
  card,
  hidden,
  onHiddenChange,
}: {
  card: CardView;
  /** The card's hidden state as the page shows it (it changes before the page data reloads). */
  hidden: boolean;
  onHiddenChange: (hidden: boolean) => void;
}) {
  const hydrated = useHydrated();
  if (!hasCardActions(card.abilities)) return null;
  const placeholder = (
    <ActionIcon variant="subtle" color="gray" size="lg" aria-label={cardActionsLabel(card)}>
      <DotsIcon size={18} />
    </ActionIcon>
  );
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <CardMenu card={card} hidden={hidden} onHiddenChange={onHiddenChange} />
    </Suspense>
  );
}
