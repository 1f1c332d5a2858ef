/**
 * Saves an uploaded card icon (staff-content.md §4 "Card icon form mode"): the card's existing
 * icon asset is updated when there is one, otherwise one is created. The bytes are stored first
 * under a new key; a failed transaction removes them again, and the bytes an update replaced are
 * removed only after the commit, so the portal never points at missing bytes.
 */
import { CARD_ICON_MESSAGES, type CardKind } from '@candor/domain';
import { and, eq, sql } from 'drizzle-orm';
import { assets, cards } from '../../db/schema/index.js';
import { prepareCardIcon } from '../../images/cardIconImage.js';
import type { FileStore } from '../../storage/fileStore.js';
import { blobColumns, stageBlob } from '../../storage/stagedBlob.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { assertMayChangeCardIcon } from './cardIconRules.js';

export interface SetCardIconInput {
  productId: string;
  kind: CardKind;
  bytes: Buffer;
}

export interface CardIconSaved {
  kind: CardKind;
  assetId: string;
  contentType: string;
  message: string;
}

export async function setCardIcon(
  ctx: ServiceContext,
  fileStore: FileStore,
  input: SetCardIconInput,
): Promise<CardIconSaved> {
  const { productId, kind } = input;
  const { orgId } = ctx.viewer;
  await assertMayChangeCardIcon(ctx, kind);
  const image = await prepareCardIcon(input.bytes);
  const blob = stageBlob(orgId, 'asset', image.bytes, image.contentType);
  await fileStore.put(blob.storageKey, blob.bytes, blob.contentType);

  let result: { cardId: string; assetId: string; replacedKey: string | null; created: boolean };
  try {
    result = await mutate(ctx, {
      action: 'card.changeIcon',
      subject: {},
      revision: { productId },
      async run(tx) {
        // A card the product never saved (the subprocessors section's) is created with the icon.
        const [card] = await tx
          .insert(cards)
          .values({ orgId, productId, kind })
          .onConflictDoUpdate({
            target: [cards.productId, cards.kind],
            set: { updatedAt: sql`now()` },
          })
          .returning({ id: cards.id, iconAssetId: cards.iconAssetId });
        const { id: cardId, iconAssetId } = card!;
        const columns = blobColumns(blob);
        if (iconAssetId) {
          const [old] = await tx
            .select({ storageKey: assets.storageKey })
            .from(assets)
            .where(and(eq(assets.orgId, orgId), eq(assets.id, iconAssetId)));
          await tx
            .update(assets)
            .set({
              contentType: columns.contentType,
              storageKey: columns.storageKey,
              size: columns.size,
              sha256: columns.sha256,
              revision: sql`${assets.revision} + 1`,
            })
            .where(and(eq(assets.orgId, orgId), eq(assets.id, iconAssetId)));
          return {
            cardId,
            assetId: iconAssetId,
            replacedKey: old?.storageKey ?? null,
            created: false,
          };
        }
        const [asset] = await tx
          .insert(assets)
          .values({
            ...columns,
            orgId,
            productId,
            type: 'icon',
            isGlobal: false,
            relation: { type: 'card', cardKind: kind },
          })
          .returning({ id: assets.id });
        await tx.update(cards).set({ iconAssetId: asset!.id }).where(eq(cards.id, cardId));
        return { cardId, assetId: asset!.id, replacedKey: null, created: true };
      },
      audit: (saved) => ({
        action: saved.created ? 'card.icon_created' : 'card.icon_replaced',
        entityType: 'card',
        entityId: saved.cardId,
        after: { kind, assetId: saved.assetId, contentType: blob.contentType, sha256: blob.sha256 },
      }),
    });
  } catch (error) {
    await fileStore.delete(blob.storageKey);
    throw error;
  }
  if (result.replacedKey && result.replacedKey !== blob.storageKey) {
    await fileStore.delete(result.replacedKey);
  }
  return {
    kind,
    assetId: result.assetId,
    contentType: blob.contentType,
    message: CARD_ICON_MESSAGES.saved,
  };
}
