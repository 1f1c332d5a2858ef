/**
 * What Ask AI can ground an answer in: every item, knowledge-base entry, trust update and
 * document (its name and the text extracted at upload) of an organisation, cut into passages small enough to embed and quote. Which of
 * them a viewer may read is decided at question time (`visibleSources.ts`), never here.
 */
import { createHash } from 'node:crypto';
import { cardTitle, type AskAiSourceKind } from '@candor/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import {
  cards,
  files,
  itemFiles,
  items,
  kbEntries,
  updateTopics,
  updates,
} from '../db/schema/index.js';

export interface SourceText {
  sourceKind: AskAiSourceKind;
  sourceId: string;
  /** An item's product; null for what carries its own product links or lives on several. */
  productId: string | null;
  title: string;
  body: string;
}

export interface Passage {
  sourceKind: AskAiSourceKind;
  sourceId: string;
  productId: string | null;
  chunkIndex: number;
  text: string;
}

/** A document's extracted text embedded at most (about 40 passages): its substance, bounded. */
export const DOCUMENT_TEXT_EMBEDDED_MAX = 50_000;

/** A passage's body at most: a few paragraphs, enough to quote, small enough to embed well. */
export const PASSAGE_MAX_CHARS = 1200;

/** Splits a long body at paragraph, then sentence, then word boundaries. */
export function splitBody(body: string, max = PASSAGE_MAX_CHARS): string[] {
  const text = body.replace(/\r\n?/g, '\n').trim();
  if (text.length <= max) return text ? [text] : [];
  const pieces = text
    .split(/\n\s*\n/)
    .flatMap((paragraph) =>
      paragraph.length <= max ? [paragraph] : paragraph.split(/(?<=[.!?])\s+/),
    )
    .flatMap((piece) => {
      if (piece.length <= max) return [piece];
      const words: string[] = [];
      for (let at = 0; at < piece.length; at += max) words.push(piece.slice(at, at + max));
      return words;
    });
  const chunks: string[] = [];
  let current = '';
  for (const piece of pieces) {
    const joined = current ? `${current}\n${piece}` : piece;
    if (joined.length <= max) {
      current = joined;
    } else {
      if (current) chunks.push(current);
      current = piece;
    }
  }
  if (current) chunks.push(current);
  return chunks.map((chunk) => chunk.trim()).filter(Boolean);
}

/** Each passage repeats its source's title, so it stands on its own when quoted. */
export function passagesOf(source: SourceText): Passage[] {
  const bodies = splitBody(source.body);
  const texts = bodies.length > 0 ? bodies.map((b) => `${source.title}\n${b}`) : [source.title];
  return texts.map((text, chunkIndex) => ({
    sourceKind: source.sourceKind,
    sourceId: source.sourceId,
    productId: source.productId,
    chunkIndex,
    text,
  }));
}

/** Unchanged text under the same model is never embedded twice. */
export const passageHash = (model: string, text: string): string =>
  createHash('sha256').update(model).update('\0').update(text).digest('hex');

const lines = (...parts: (string | null | undefined)[]) =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join('\n');

/** Every source text of the organisation, whatever its visibility. */
export async function loadSourceTexts(db: DbOrTx, orgId: string): Promise<SourceText[]> {
  const [itemRows, entryRows, updateRows, documentRows] = await Promise.all([
    db
      .select({
        id: items.id,
        productId: items.productId,
        kind: items.kind,
        title: items.title,
        subtitle: items.subtitle,
        explanation: items.explanation,
        cardTitle: cards.title,
      })
      .from(items)
      .innerJoin(cards, eq(cards.id, items.cardId))
      .where(eq(items.orgId, orgId)),
    db
      .select({ id: kbEntries.id, question: kbEntries.question, answer: kbEntries.answer })
      .from(kbEntries)
      .where(eq(kbEntries.orgId, orgId)),
    db
      .select({ id: updates.id, message: updates.message, subject: updateTopics.subject })
      .from(updates)
      .innerJoin(updateTopics, eq(updateTopics.id, updates.topicId))
      .where(eq(updates.orgId, orgId)),
    db
      .selectDistinctOn([files.id], {
        id: files.id,
        name: files.originalName,
        text: files.extractedText,
        itemTitle: items.title,
      })
      .from(files)
      .innerJoin(itemFiles, eq(itemFiles.fileId, files.id))
      .innerJoin(items, eq(items.id, itemFiles.itemId))
      .where(eq(files.orgId, orgId)),
  ]);
  return [
    ...itemRows.map((row): SourceText => ({
      sourceKind: 'item',
      sourceId: row.id,
      productId: row.productId,
      title: `${cardTitle({ kind: row.kind, title: row.cardTitle })}: ${row.title}`,
      body: lines(row.subtitle, row.explanation),
    })),
    ...entryRows.map((row): SourceText => ({
      sourceKind: 'kb_entry',
      sourceId: row.id,
      productId: null,
      title: `FAQ: ${row.question}`,
      body: row.answer,
    })),
    ...updateRows.map((row): SourceText => ({
      sourceKind: 'update',
      sourceId: row.id,
      productId: null,
      title: `Trust Center Update: ${row.subject}`,
      body: row.message,
    })),
    ...documentRows.map((row): SourceText => ({
      sourceKind: 'document',
      sourceId: row.id,
      productId: null,
      // Every passage of a long document names it and its item, so each is found and quoted
      // on its own.
      title: `Document: ${row.name} (a document of ${row.itemTitle})`,
      body: row.text?.slice(0, DOCUMENT_TEXT_EMBEDDED_MAX) ?? '',
    })),
  ];
}
