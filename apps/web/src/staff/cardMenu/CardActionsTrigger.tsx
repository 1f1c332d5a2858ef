/**
 * A card's actions menu for staff (staff-content.md §2), in the viewer's chunk
 * (portal/viewerParts.ts). The menu and its dialogs are a separate chunk, fetched once the page
 * has hydrated; until it is there, a same-sized trigger holds the place, and a click on it opens
 * the menu as soon as the chunk arrives, so no click is lost.
 */
import type { CardView } from '@candor/domain/portal/portalView';
import { ActionIcon } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { cardActionsLabel } from '../../cards/CardActionsMenu.js';
import { DotsIcon } from '../../ui/icons.js';
import { useHydrated } from '../../ui/useHydrated.js';

const loadCardMenu = () => import('./CardMenu.js');
const CardMenu = lazy(loadCardMenu);

export function CardActionsTrigger({
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
  const [openOnLoad, setOpenOnLoad] = useState(false);
  useEffect(() => {
    void loadCardMenu();
  }, []);
  const placeholder = (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={cardActionsLabel(card)}
      aria-haspopup="menu"
      onClick={() => setOpenOnLoad(true)}
    >
      <DotsIcon size={18} />
    </ActionIcon>
  );
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <CardMenu
        card={card}
        hidden={hidden}
        onHiddenChange={onHiddenChange}
        defaultOpened={openOnLoad}
      />
    </Suspense>
  );
}
