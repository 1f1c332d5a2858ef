/**
 * Copies a text and says so with staff-content.md §8's snack, 'Copied {type} to clipboard'.
 * Answers whether it worked: a browser without clipboard access (or a refusal) shows no snack,
 * and the caller says where to copy from instead.
 */
import { useCallback } from 'react';
import { copiedToClipboard } from '@candor/domain/portal/portalUi';
import { useSnack } from './Snack.js';

export function useCopyToClipboard(): (value: string, type: string) => Promise<boolean> {
  const snack = useSnack();
  return useCallback(
    async (value, type) => {
      try {
        if (!navigator.clipboard) throw new Error('Clipboard unavailable');
        await navigator.clipboard.writeText(value);
      } catch {
        return false;
      }
      snack(copiedToClipboard(type));
      return true;
    },
    [snack],
  );
}
