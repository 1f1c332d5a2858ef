/**
 * Generated letters kept in memory: the same letter on the same day for the same organisation
 * name is the same PDF, so it is made once. The key holds the item's last change, so a saved
 * letter is a new entry; the date, so tomorrow's letter carries tomorrow's date.
 */
import { formatBridgeLetterDate, type BridgeLetter } from '@candor/domain';
import { LRUCache } from 'lru-cache';
import { renderBridgeLetterPdf } from './bridgeLetterPdf.js';

const cache = new LRUCache<string, Buffer>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (bytes) => bytes.length,
  ttl: 24 * 60 * 60 * 1000,
});

export interface CachedLetterInput {
  itemId: string;
  lastModified: Date;
  letter: BridgeLetter;
  orgName: string;
  now: Date;
}

export async function bridgeLetterPdf(input: CachedLetterInput): Promise<Buffer> {
  const key = [
    input.itemId,
    input.lastModified.toISOString(),
    input.orgName,
    formatBridgeLetterDate(input.now),
  ].join('\u0000');
  const cached = cache.get(key);
  if (cached) return cached;
  const bytes = await renderBridgeLetterPdf({
    letter: input.letter,
    orgName: input.orgName,
    date: input.now,
  });
  cache.set(key, bytes);
  return bytes;
}
