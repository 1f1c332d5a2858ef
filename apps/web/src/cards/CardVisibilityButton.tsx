/**
 * Hide or show a card in the Trust Center (staff with the ability, main mode). The server's
 * answer carries the snack to show; the card keeps its place and takes or loses the hidden mark.
 */
import type { CardKind } from '@candor/domain/cards/constants';
import { ActionIcon, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { ApiError, jsonRequest } from '../api/jsonRequest.js';
import { usePortalViewer } from '../portal/viewerContext.js';
import { useSnack } from '../ui/Snack.js';
import { EyeIcon, EyeOffIcon } from '../ui/icons.js';

interface CardVisibility {
  kind: CardKind;
  hidden: boolean;
  message: string;
}

export function CardVisibilityButton({
  kind,
  hidden,
  onChange,
}: {
  kind: CardKind;
  hidden: boolean;
  onChange: (hidden: boolean) => void;
}) {
  const { productId } = usePortalViewer();
  const snack = useSnack();
  const [saving, setSaving] = useState(false);
  const label = hidden ? 'Show card' : 'Hide card';

  const toggle = async () => {
    setSaving(true);
    try {
      const result = await jsonRequest<CardVisibility>(
        'PATCH',
        `/api/trust-center/products/${encodeURIComponent(productId)}/cards/${kind}`,
        { hidden: !hidden },
      );
      onChange(result.hidden);
      snack(result.message);
    } catch (error) {
      snack(error instanceof ApiError ? error.message : String(error), 'error');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Tooltip label={label} withinPortal={false}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={label}
        aria-pressed={hidden}
        loading={saving}
        onClick={() => void toggle()}
        data-card-visibility={kind}
      >
        {hidden ? <EyeIcon size={18} /> : <EyeOffIcon size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}
