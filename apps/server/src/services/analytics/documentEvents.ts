/**
 * `document_view` / `document_download` events, one per file served through a signed link (a
 * zip counts each of its files as a download). The link carries whom to count (its `v` claim,
 * set when it was signed for a visitor or member; staff links have none and are not counted).
 * Recording never fails a download: an error is logged and the bytes are sent.
 */
import type { FileAccess } from '@candor/domain';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { analyticsEvents, itemFiles, items } from '../../db/schema/index.js';
import type { VisitClaims } from '../files/signedLinks.js';
import type { RequestContext } from '../serviceContext.js';

export interface ServedDocument {
  /** The stored file; null for a document made on request (a bridge letter). */
  id: string | null;
  originalName: string;
  /** The item it was opened from; looked up in the product for a zip. */
  itemUid?: string | null;
}

export async function recordDocumentsServed(
  ctx: RequestContext,
  log: FastifyBaseLogger,
  input: {
    orgId: string;
    visit: VisitClaims | undefined;
    access: FileAccess;
    files: readonly ServedDocument[];
  },
): Promise<void> {
  const { db } = ctx;
  const { orgId, visit, access, files } = input;
  if (!visit || files.length === 0) return;
  try {
    const missing = files.flatMap((f) => (!f.itemUid && f.id ? [f.id] : []));
    const uids = new Map<string, string>();
    if (missing.length > 0 && visit.p) {
      const rows = await db
        .select({ fileId: itemFiles.fileId, uid: items.uid })
        .from(itemFiles)
        .innerJoin(items, and(eq(items.orgId, itemFiles.orgId), eq(items.id, itemFiles.itemId)))
        .where(
          and(
            eq(itemFiles.orgId, orgId),
            eq(items.productId, visit.p),
            inArray(itemFiles.fileId, missing),
          ),
        );
      for (const row of rows) if (!uids.has(row.fileId)) uids.set(row.fileId, row.uid);
    }
    // A link without a product (an old or hand-made one): the product of the item it names.
    let productId = visit.p;
    const firstUid = files.find((f) => f.itemUid)?.itemUid;
    if (!productId && firstUid) {
      const [item] = await db
        .select({ productId: items.productId })
        .from(items)
        .where(and(eq(items.orgId, orgId), eq(items.uid, firstUid)))
        .limit(1);
      productId = item?.productId ?? null;
    }
    await db.insert(analyticsEvents).values(
      files.map((file) => ({
        kind: access === 'view' ? ('document_view' as const) : ('document_download' as const),
        orgId,
        productId,
        accountId: visit.acc,
        memberId: visit.mem,
        fileId: file.id,
        itemUid: file.itemUid ?? (file.id ? uids.get(file.id) : undefined) ?? null,
        detail: { name: file.originalName },
      })),
    );
  } catch (error) {
    log.warn({ err: error }, 'document analytics event could not be recorded');
  }
}
