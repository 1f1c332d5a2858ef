/**
 * 'Add card' beside 'Re-order cards' (staff main mode, the card policy's card.add): the dialog
 * loads only when the button is used, and starts loading when the pointer or focus reaches it.
 */
import type { CardKind } from '@candor/domain/cards/constants';
import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { PlusIcon } from '../../ui/icons.js';

const loadDialog = () => import('./AddCardDialog.js');
const AddCardDialog = lazy(loadDialog);

export function AddCardButton({ kinds }: { kinds: readonly CardKind[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="default"
        size="xs"
        leftSection={<PlusIcon size={14} />}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setOpen(true)}
        data-add-card
      >
        Add card
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <AddCardDialog kinds={kinds} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
