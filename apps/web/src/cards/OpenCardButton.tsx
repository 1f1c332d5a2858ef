import type { ReactNode } from 'react';
import type { CardKind } from '@candor/domain/cards/constants';
import type { CardOpenSource } from '@candor/domain/portal/cardViewEvent';
import { useCardDrawer } from './cardDrawerContext.js';

interface OpenCardButtonProps {
  kind: CardKind;
  /** The item the drawer opens on; the card's top when absent. */
  itemUid?: string;
  /** What the click is on, recorded with the card view. */
  source: CardOpenSource;
  className?: string;
  children: ReactNode;
}

/** A button that opens a card's drawer; hovering or focusing it starts loading the drawer. */
export function OpenCardButton({
  kind,
  itemUid,
  source,
  className,
  children,
}: OpenCardButtonProps) {
  const { openCard, preload } = useCardDrawer();
  return (
    <button
      type="button"
      className={className}
      onClick={() => openCard(kind, { itemUid: itemUid ?? null, source })}
      onPointerEnter={preload}
      onFocus={preload}
    >
      {children}
    </button>
  );
}
