/**
 * The bytes of a document as they leave the server: the stored file as it is for staff, and for
 * anyone else a PDF stamped with their watermark (other files as they are). Every read goes
 * through the FileStore with the SHA-256 the database recorded, so altered bytes never leave.
 */
import { Readable } from 'node:stream';
import { DomainError, type Viewer } from '@candor/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { files, itemFiles, items } from '../../db/schema/index.js';
import type { FileStore } from '../../storage/fileStore.js';
import { OFF_THREAD_MAX_BYTES, type SlotReader } from '../../storage/slotReader.js';
import type { WatermarkWho } from './signedLinks.js';
import {
  looksLikePdf,
  UnreadablePdfError,
  watermarkPdf,
  type WatermarkStamp,
} from './watermarkPdf.js';

export interface StoredDocument {
  id: string;
  originalName: string;
  contentType: string;
  storageKey: string;
  size: number;
  sha256: string;
}

export interface DocumentBody {
  stream: Readable;
  size: number;
}

export const UNREADABLE_PDF_MESSAGE =
  'This document cannot be prepared for the portal. Please contact support.';

/** Whom a watermark names: nobody for staff, the e-mail of a member, 'Public' for a visitor. */
export function watermarkWhoOf(viewer: Viewer): WatermarkWho {
  switch (viewer.actor.type) {
    case 'staff':
    case 'system':
      return null;
    case 'member':
      return viewer.actor.email;
    case 'visitor':
      return 'Public';
  }
}

const isPdf = (file: Pick<StoredDocument, 'contentType'>) => file.contentType === 'application/pdf';

/** Whether `documentBody` stamps the file for `who` (a PDF, for anyone but staff). */
export const isStamped = (file: Pick<StoredDocument, 'contentType'>, who: WatermarkWho) =>
  who !== null && isPdf(file);

/**
 * The document's body for a stamp (null: as stored). A stamped PDF is read whole (pdf-lib needs
 * it), one file at a time; everything else is streamed, off the main thread when a `reader` is
 * given (and the file is not too large to hold whole). Null when the bytes are missing.
 */
export async function documentBody(
  fileStore: FileStore,
  file: StoredDocument,
  stamp: Omit<WatermarkStamp, 'who'> & { who: WatermarkWho },
  reader?: SlotReader,
): Promise<DocumentBody | null> {
  const { who } = stamp;
  if (who === null || !isPdf(file)) {
    const offThread = file.size <= OFF_THREAD_MAX_BYTES ? reader : undefined;
    return fileStore.stream(file.storageKey, file.sha256, offThread);
  }
  const bytes = await fileStore.get(file.storageKey, file.sha256);
  if (!bytes) return null;
  if (!looksLikePdf(bytes)) return { stream: Readable.from([bytes]), size: bytes.length };
  try {
    const stamped = Buffer.from(await watermarkPdf(bytes, { ...stamp, who }));
    return { stream: Readable.from([stamped]), size: stamped.length };
  } catch (error) {
    // An unreadable (e.g. password-protected) PDF is never sent unstamped.
    if (error instanceof UnreadablePdfError) {
      throw new DomainError('conflict', UNREADABLE_PDF_MESSAGE);
    }
    throw error;
  }
}

const storedColumns = {
  id: files.id,
  originalName: files.originalName,
  contentType: files.contentType,
  storageKey: files.storageKey,
  size: files.size,
  sha256: files.sha256,
};

/** A file of the organisation that is still a document of the item; null otherwise. */
export async function findItemDocument(
  db: Db,
  orgId: string,
  fileId: string,
  itemUid: string,
): Promise<StoredDocument | null> {
  const [row] = await db
    .select(storedColumns)
    .from(itemFiles)
    .innerJoin(files, and(eq(files.id, itemFiles.fileId), eq(files.orgId, orgId)))
    .innerJoin(items, and(eq(items.id, itemFiles.itemId), eq(items.orgId, orgId)))
    .where(and(eq(itemFiles.orgId, orgId), eq(itemFiles.fileId, fileId), eq(items.uid, itemUid)))
    .limit(1);
  return row ?? null;
}

/** The organisation's files among `ids`, in the order of `ids`; others are left out. */
export async function findDocuments(
  db: Db,
  orgId: string,
  ids: readonly string[],
): Promise<StoredDocument[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(storedColumns)
    .from(files)
    .where(and(eq(files.orgId, orgId), inArray(files.id, [...ids])));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
