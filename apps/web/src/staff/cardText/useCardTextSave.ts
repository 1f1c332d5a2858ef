/** Saves a card text from a menu dialog: the server's snack, then the page data again. */
import type { CardKind } from '@candor/domain/cards/constants';
import { ApiError } from '../../api/jsonRequest.js';
import { usePortalRefresh } from '../../portal/portalRefresh.js';
import { usePortalViewer } from '../../portal/viewerContext.js';
import { useSnack } from '../../ui/Snack.js';
import { cardEditApi, type CardTexts } from '../cardEdit/cardEditApi.js';

/** Resolves true once saved; on failure shows the server's message and resolves false. */
export function useCardTextSave(kind: CardKind): (texts: CardTexts) => Promise<boolean> {
  const { productId } = usePortalViewer();
  const refresh = usePortalRefresh();
  const snack = useSnack();
  return async (texts) => {
    try {
      const saved = await cardEditApi.updateCard(productId, kind, texts);
      snack(saved.message);
      await refresh();
      return true;
    } catch (error) {
      snack(error instanceof ApiError ? error.message : String(error), 'error');
      return false;
    }
  };
}
