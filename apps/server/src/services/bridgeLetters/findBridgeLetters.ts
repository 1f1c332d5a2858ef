/**
 * The published bridge letters of the organisation's items among `itemUids`, in that order, with
 * what making their PDF needs: for a zip whose signed link already carries the access decision
 * made when it was prepared. A letter disabled or unpublished since is left out.
 */
import { bridgeLetterFileName, isBridgeLetterPublished, type BridgeLetter } from '@candor/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { items, organizations } from '../../db/schema/index.js';
import { loadEffectiveFeatures } from '../features/loadEffectiveFeatures.js';

export interface FoundBridgeLetter {
  itemId: string;
  itemUid: string;
  letter: BridgeLetter;
  orgName: string;
  lastModified: Date;
  fileName: string;
}

export async function findBridgeLetters(
  db: Db,
  orgId: string,
  itemUids: readonly string[],
): Promise<FoundBridgeLetter[]> {
  if (itemUids.length === 0) return [];
  const rows = await db
    .select({
      id: items.id,
      uid: items.uid,
      kind: items.kind,
      bridgeLetter: items.bridgeLetter,
      lastModified: items.lastModified,
      orgName: organizations.name,
    })
    .from(items)
    .innerJoin(organizations, eq(organizations.id, items.orgId))
    .where(and(eq(items.orgId, orgId), inArray(items.uid, [...itemUids])));
  const features = await loadEffectiveFeatures(db, orgId);
  const byUid = new Map(rows.map((row) => [row.uid, row]));
  return itemUids.flatMap((uid) => {
    const row = byUid.get(uid);
    if (!row || !isBridgeLetterPublished(row.kind, row.bridgeLetter, features)) return [];
    return [
      {
        itemId: row.id,
        itemUid: row.uid,
        letter: row.bridgeLetter,
        orgName: row.orgName,
        lastModified: row.lastModified,
        fileName: bridgeLetterFileName(row.bridgeLetter.letterType, row.orgName),
      },
    ];
  });
}
