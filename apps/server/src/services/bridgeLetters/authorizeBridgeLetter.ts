/**
 * The check a bridge letter's PDF goes through before it is made, exactly as an uploaded
 * document of the same item: canSee decides for the access asked (view or download), a letter
 * the viewer may not know of is not found, one they may see listed but not open that way is
 * forbidden with the reason. A letter not published (disabled, or the plan lacks bridge
 * letters) does not exist for anyone.
 */
import {
  bridgeLetterFileId,
  isBridgeLetterPublished,
  notFound,
  type BridgeLetter,
  type FileAccess,
} from '@candor/domain';
import { and, eq } from 'drizzle-orm';
import { cards, items, organizations, products } from '../../db/schema/index.js';
import type { ServiceContext } from '../serviceContext.js';
import { loadEffectiveFeatures } from '../features/loadEffectiveFeatures.js';
import { assertFileSight } from '../files/authorizeItemFile.js';

export interface AuthorizedBridgeLetter {
  itemId: string;
  itemUid: string;
  letter: BridgeLetter;
  orgName: string;
  /** Changes whenever the letter (or anything else of the item) is saved. */
  lastModified: Date;
}

export async function authorizeBridgeLetter(
  { db, viewer }: ServiceContext,
  input: { itemUid: string; access: FileAccess },
): Promise<AuthorizedBridgeLetter> {
  const { orgId } = viewer;
  const [row] = await db
    .select({
      item: {
        id: items.id,
        productId: items.productId,
        uid: items.uid,
        kind: items.kind,
        publicAccess: items.publicAccess,
        hidden: items.hidden,
        bridgeLetter: items.bridgeLetter,
        lastModified: items.lastModified,
      },
      cardHidden: cards.hidden,
      productShown: products.show,
      orgName: organizations.name,
    })
    .from(items)
    .innerJoin(cards, eq(cards.id, items.cardId))
    .innerJoin(products, eq(products.id, items.productId))
    .innerJoin(organizations, eq(organizations.id, items.orgId))
    .where(and(eq(items.orgId, orgId), eq(items.uid, input.itemUid)))
    .limit(1);
  if (!row) throw notFound();
  const { item } = row;
  const features = await loadEffectiveFeatures(db, orgId);
  if (!isBridgeLetterPublished(item.kind, item.bridgeLetter, features)) throw notFound();

  assertFileSight(
    viewer,
    {
      type: 'file',
      id: bridgeLetterFileId(item.uid),
      // A generated letter follows the organisation's document access type.
      documentAccessType: null,
      item: {
        id: item.id,
        productId: item.productId,
        publicAccess: item.publicAccess,
        hidden: item.hidden,
      },
      cardHidden: row.cardHidden,
      productShown: row.productShown,
    },
    input.access,
  );
  return {
    itemId: item.id,
    itemUid: item.uid,
    letter: item.bridgeLetter,
    orgName: row.orgName,
    lastModified: item.lastModified,
  };
}
