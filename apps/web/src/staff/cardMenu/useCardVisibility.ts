/**
 * Hide or show a card in the Trust Center. The server's answer carries the snack to show; the
 * card takes or loses the hidden mark at once, and the page data reloads behind it.
 */
import type { CardKind } from '@candor/domain/cards/constants';
import { useState } from 'react';
import { ApiError, jsonRequest } from '../../api/jsonRequest.js';
import { usePortalRefresh } from '../../portal/portalRefresh.js';
import { usePortalViewer } from '../../portal/viewerContext.js';
import { useSnack } from '../../ui/Snack.js';

interface CardVisibility {
  kind: CardKind;
  hidden: boolean;
  message: string;
}

export function useCardVisibility(
  kind: CardKind,
  hidden: boolean,
  onChange: (hidden: boolean) => void,
) {
  const { productId } = usePortalViewer();
  const snack = useSnack();
  const refresh = usePortalRefresh();
  const [saving, setSaving] = useState(false);

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
      await refresh().catch(() => undefined);
    } catch (error) {
      snack(error instanceof ApiError ? error.message : String(error), 'error');
    } finally {
      setSaving(false);
    }
  };

  return { saving, toggle };
}
