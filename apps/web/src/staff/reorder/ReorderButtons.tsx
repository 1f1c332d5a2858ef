/**
 * The buttons that open the section and card re-order dialogs, shown from the page's abilities
 * alone. The dialogs (dnd-kit, Mantine's Modal and Menu) load only when a button is used, and
 * start loading when the pointer or focus reaches it.
 */
import type { CardKind } from '@candor/domain/cards/constants';
import { ORDERING_MESSAGES } from '@candor/domain/ordering/ordering.messages';
import { Button } from '@mantine/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useAbilities } from '../../portal/viewerContext.js';
import { LockIcon, SortIcon } from '../../ui/icons.js';
import { AddCardButton } from '../addCard/AddCardButton.js';
import classes from './reorder.module.css';

const loadSections = () => import('./SectionsReorderDialog.js');
const loadCards = () => import('./CardsReorderDialog.js');
const SectionsReorderDialog = lazy(loadSections);
// The locked button's tooltip loads as the page hydrates (staff only), apart from the page's script.
const LockedHint = lazy(() => import('./LockedHint.js'));
const CardsReorderDialog = lazy(loadCards);

function DialogButton({
  label,
  preload,
  dialog,
  attribute,
}: {
  label: string;
  preload: () => unknown;
  dialog: (onClose: () => void) => ReactNode;
  attribute: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="default"
        size="xs"
        leftSection={<SortIcon size={14} />}
        onPointerEnter={() => void preload()}
        onFocus={() => void preload()}
        onClick={() => setOpen(true)}
        data-reorder-button={attribute}
      >
        {label}
      </Button>
      {open ? <Suspense fallback={null}>{dialog(() => setOpen(false))}</Suspense> : null}
    </>
  );
}

/** 'Re-order sections': locked with its tooltip when the plan lacks section customisation. */
export function ReorderSectionsButton() {
  const { reorderSections, reorderSectionsLocked } = useAbilities();
  if (reorderSectionsLocked) {
    const button = (
      <Button
        variant="default"
        size="xs"
        leftSection={<LockIcon size={14} />}
        // Still focusable and hoverable, so the tooltip says why it is locked.
        data-disabled
        aria-disabled="true"
        aria-description={ORDERING_MESSAGES.sectionCustomizationLocked}
        onClick={(event) => event.preventDefault()}
        data-reorder-button="sections"
      >
        Re-order sections
      </Button>
    );
    return (
      <Suspense fallback={button}>
        <LockedHint>{button}</LockedHint>
      </Suspense>
    );
  }
  if (!reorderSections) return null;
  return (
    <DialogButton
      label="Re-order sections"
      preload={loadSections}
      dialog={(onClose) => <SectionsReorderDialog onClose={onClose} />}
      attribute="sections"
    />
  );
}

/** 'Re-order cards' (main mode with statuspage:edit), near the Cards section. */
export function ReorderCardsButton() {
  const { reorderCards } = useAbilities();
  if (!reorderCards) return null;
  return (
    <DialogButton
      label="Re-order cards"
      preload={loadCards}
      dialog={(onClose) => <CardsReorderDialog onClose={onClose} />}
      attribute="cards"
    />
  );
}

/** The row above the sections holding 'Re-order sections', when the viewer is offered it. */
export function SectionsToolbar() {
  const { reorderSections, reorderSectionsLocked } = useAbilities();
  if (!reorderSections && !reorderSectionsLocked) return null;
  return (
    <div className={classes.toolbar}>
      <ReorderSectionsButton />
    </div>
  );
}

/**
 * The row of the Cards section holding 'Add card' (editors: the kinds the page may add) and
 * 'Re-order cards', when the viewer is offered either.
 */
export function CardsToolbar({ addableKinds }: { addableKinds?: readonly CardKind[] | undefined }) {
  const { reorderCards } = useAbilities();
  if (!reorderCards && !addableKinds) return null;
  return (
    <div className={classes.toolbar}>
      {addableKinds ? <AddCardButton kinds={addableKinds} /> : null}
      <ReorderCardsButton />
    </div>
  );
}
