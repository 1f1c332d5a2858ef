/**
 * Saving an order: the server's snack on success, the page data fetched again (so the portal
 * shows the new order at once, without a reload, and the snack stays on screen), the dialog
 * closed; on failure the spec's failure snack, the server's reason in the dialog, and the dialog
 * kept open.
 */
import { useState } from 'react';
import { ApiError } from '../../api/jsonRequest.js';
import { usePortalRefresh } from '../../portal/portalRefresh.js';
import { useSnack } from '../../ui/Snack.js';
import type { Saved } from './reorderApi.js';

export function useReorderSave(options: { failedMessage: string; onClose: () => void }) {
  const snack = useSnack();
  const refresh = usePortalRefresh();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async (request: () => Promise<Saved>) => {
    setSaving(true);
    setError(null);
    try {
      const saved = await request();
      snack(saved.message);
      // A failed refresh leaves the saved order in place; the next load shows it.
      await refresh().catch(() => undefined);
      options.onClose();
    } catch (failure) {
      snack(options.failedMessage, 'error');
      setError(failure instanceof ApiError ? failure.message : null);
    } finally {
      setSaving(false);
    }
  };
  return { saving, error, save };
}
