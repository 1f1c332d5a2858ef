/**
 * 'Add card' (staff main mode): choose one of the card kinds not yet on the product, by its
 * default title; the card is added with its defaults and shows on the page at once.
 */
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import { CARD_DEFAULT_TITLES, type CardKind } from '@candor/domain/cards/constants';
import { Select, Text } from '@mantine/core';
import { useState } from 'react';
import { usePortalViewer } from '../../portal/viewerContext.js';
import { cardEditApi } from '../cardEdit/cardEditApi.js';
import { FormDialog, usePortalSave } from '../FormDialog.js';

export const ADD_CARD_TEXTS = {
  title: 'Add card',
  field: 'Card',
  placeholder: 'Choose a card',
  required: 'Choose a card to add',
  none: 'Every card is already on this product.',
  failed: 'The card could not be added',
} as const;

export default function AddCardDialog({
  kinds,
  onClose,
}: {
  /** The kinds not yet on the product, in the order to offer them. */
  kinds: readonly CardKind[];
  onClose: () => void;
}) {
  const { productId } = usePortalViewer();
  const saving = usePortalSave({ failed: ADD_CARD_TEXTS.failed, onClose });
  const [kind, setKind] = useState<CardKind | null>(null);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!kind) {
      setMissing(true);
      return;
    }
    setBusy(true);
    await saving.save(() => cardEditApi.addCard(productId, kind));
    setBusy(false);
  };

  return (
    <FormDialog
      title={ADD_CARD_TEXTS.title}
      saving={saving}
      busy={busy}
      onSubmit={submit}
      actionLabel={ADD_CARD_TEXTS.title}
    >
      {kinds.length === 0 ? (
        <Text size="sm">{ADD_CARD_TEXTS.none}</Text>
      ) : (
        <Select
          label={ADD_CARD_TEXTS.field}
          placeholder={ADD_CARD_TEXTS.placeholder}
          data={kinds.map((value) => ({ value, label: CARD_DEFAULT_TITLES[value] }))}
          value={kind}
          onChange={(value) => {
            setKind(kinds.find((candidate) => candidate === value) ?? null);
            setMissing(false);
          }}
          searchable
          required
          error={missing ? ADD_CARD_TEXTS.required : undefined}
          comboboxProps={{ withinPortal: false }}
        />
      )}
    </FormDialog>
  );
}
