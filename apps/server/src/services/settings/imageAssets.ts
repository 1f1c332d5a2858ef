/**
 * Storing and retiring the image assets the private area uploads (logo, favicon, banners).
 * Bytes are written before the transaction that points a row at them, and old bytes removed
 * only after the commit that stopped pointing at them, so a failure never leaves a row without
 * its bytes.
 */
import type { AssetType } from '@candor/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { isForeignKeyViolation } from '../../db/pgErrors.js';
import { assets } from '../../db/schema/index.js';
import type { FileStore } from '../../storage/fileStore.js';
import { blobColumns, stageBlob, type StagedBlob } from '../../storage/stagedBlob.js';
import type { PreparedImage } from './prepareImage.js';

/** Puts the bytes in the store; the caller inserts the row with `insertImageAsset`. */
export async function storeImage(
  fileStore: FileStore,
  orgId: string,
  image: PreparedImage,
): Promise<StagedBlob> {
  const blob = stageBlob(orgId, 'asset', image.bytes, image.contentType);
  await fileStore.put(blob.storageKey, blob.bytes, blob.contentType);
  return blob;
}

export async function insertImageAsset(
  tx: Tx,
  input: { orgId: string; type: AssetType; blob: StagedBlob; productId?: string },
): Promise<string> {
  const [row] = await tx
    .insert(assets)
    .values({
      ...blobColumns(input.blob),
      orgId: input.orgId,
      type: input.type,
      productId: input.productId ?? null,
    })
    .returning({ id: assets.id });
  return row!.id;
}

/**
 * Deletes an asset row nothing points at any more and answers its storage key, to be removed
 * from the store after the commit. An asset still in use elsewhere (the demo may share one) is
 * kept: the delete runs in a savepoint, so its refusal leaves the transaction usable.
 */
export async function retireImageAsset(
  tx: Tx,
  orgId: string,
  assetId: string | null,
): Promise<string | null> {
  if (!assetId) return null;
  try {
    return await tx.transaction(async (savepoint) => {
      const [row] = await savepoint
        .delete(assets)
        .where(and(eq(assets.orgId, orgId), eq(assets.id, assetId)))
        .returning({ storageKey: assets.storageKey });
      return row?.storageKey ?? null;
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) return null;
    throw error;
  }
}

/** Removes bytes no row refers to any more; a failure only leaves an orphan file behind. */
export async function discardStoredBytes(
  fileStore: FileStore,
  keys: readonly (string | null | undefined)[],
): Promise<void> {
  await Promise.all(
    keys
      .filter((key): key is string => Boolean(key))
      .map((key) => fileStore.delete(key).catch(() => {})),
  );
}
