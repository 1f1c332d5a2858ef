/**
 * Back to the default icon: the card's custom icon asset is removed (its bytes after the
 * commit). A card without a custom icon answers the same, so a repeated reset is harmless.
 */
import { CARD_ICON_MESSAGES, type CardKind } from '@candor/domain';
import { and, eq } from 'drizzle-orm';
import { assets, cards } from '../../db/schema/index.js';
import type { FileStore } from '../../storage/fileStore.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { assertMayChangeCardIcon } from './cardIconRules.js';

export interface CardIconReset {
  kind: CardKind;
  message: string;
}

export async function resetCardIcon(
  ctx: ServiceContext,
  fileStore: FileStore,
  input: { productId: string; kind: CardKind },
): Promise<CardIconReset> {
  const { productId, kind } = input;
  const { orgId } = ctx.viewer;
  await assertMayChangeCardIcon(ctx, kind);
  const removed = await mutate(ctx, {
    action: 'card.changeIcon',
    subject: {},
    revision: { productId },
    async run(tx) {
      const [card] = await tx
        .select({ id: cards.id, iconAssetId: cards.iconAssetId })
        .from(cards)
        .where(and(eq(cards.orgId, orgId), eq(cards.productId, productId), eq(cards.kind, kind)))
        .limit(1);
      if (!card?.iconAssetId) return { cardId: card?.id ?? null, assetId: null, storageKey: null };
      await tx.update(cards).set({ iconAssetId: null }).where(eq(cards.id, card.id));
      const [asset] = await tx
        .delete(assets)
        .where(and(eq(assets.orgId, orgId), eq(assets.id, card.iconAssetId)))
        .returning({ storageKey: assets.storageKey });
      return { cardId: card.id, assetId: card.iconAssetId, storageKey: asset?.storageKey ?? null };
    },
    audit: (result) => ({
      action: 'card.icon_reset',
      entityType: 'card',
      entityId: result.cardId,
      before: { kind, assetId: result.assetId },
      after: { kind, assetId: null },
    }),
  });
  if (removed.storageKey) await fileStore.delete(removed.storageKey);
  return { kind, message: CARD_ICON_MESSAGES.reset };
}
