/**
 * Saves an item's bridge letter (staff-content.md §3 "Bridge letter", §5): staff who may edit
 * items, on a plan with bridge letters, on an item that carries one. Audited; the product's
 * revision is bumped so the portal lists (or stops listing) the generated PDF at once.
 */
import {
  BRIDGE_LETTER_MESSAGES,
  bridgeLetterFileName,
  carriesBridgeLetter,
  DomainError,
  EMPTY_BRIDGE_LETTER,
  type BridgeLetter,
} from '@candor/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { ItemRow } from '../../db/rows.js';
import { items, organizations } from '../../db/schema/index.js';
import { requireOrgFeature } from '../installation/orgFeatures.js';
import { findItem } from '../items/findItem.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';

export interface SavedBridgeLetter {
  uid: string;
  bridgeLetter: BridgeLetter;
  fileName: string;
  message: string;
}

/** The letter must be on an item of a kind that carries one (report items). */
export function assertCarriesBridgeLetter(row: Pick<ItemRow, 'kind'>): void {
  if (!carriesBridgeLetter(row.kind)) {
    throw new DomainError('bad_request', BRIDGE_LETTER_MESSAGES.notOnThisCard);
  }
}

/**
 * Whether two letters say the same (a card save resending an unchanged letter changes nothing);
 * no letter is the same as an empty, disabled one.
 */
export function sameBridgeLetter(a: BridgeLetter | null, b: BridgeLetter | null): boolean {
  const left = a ?? EMPTY_BRIDGE_LETTER;
  const right = b ?? EMPTY_BRIDGE_LETTER;
  return (
    left.letterEnabled === right.letterEnabled &&
    left.letterContent === right.letterContent &&
    left.signerName === right.signerName &&
    left.signerTitle === right.signerTitle &&
    left.letterType === right.letterType
  );
}

export async function orgNameOf(db: DbOrTx, orgId: string): Promise<string> {
  const [org] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, orgId))
    .limit(1);
  return org?.name ?? '';
}

export function saveBridgeLetter(
  ctx: ServiceContext,
  input: { productId: string; itemUid: string; letter: BridgeLetter },
): Promise<SavedBridgeLetter> {
  const { orgId } = ctx.viewer;
  const { productId, itemUid, letter } = input;
  return mutate(ctx, {
    action: 'item.edit',
    subject: {},
    revision: { productId },
    async run(tx) {
      await requireOrgFeature(tx, orgId, 'bridgeLetters');
      const row = await findItem(tx, { orgId, productId, uid: itemUid });
      assertCarriesBridgeLetter(row);
      await tx
        .update(items)
        .set({ bridgeLetter: letter, lastModified: sql`now()` })
        .where(eq(items.id, row.id));
      return { row, orgName: await orgNameOf(tx, orgId) };
    },
    audit: ({ row }) => ({
      action: 'item.bridgeLetterSaved',
      entityType: 'item',
      entityId: row.id,
      before: { uid: row.uid, bridgeLetter: row.bridgeLetter },
      after: { uid: row.uid, bridgeLetter: letter },
    }),
  }).then(({ orgName }) => ({
    uid: itemUid,
    bridgeLetter: letter,
    fileName: bridgeLetterFileName(letter.letterType, orgName),
    message: BRIDGE_LETTER_MESSAGES.saved,
  }));
}
