/**
 * The bytes of a document as they leave the server: the stored file as it is for staff, and for
 * anyone else a PDF stamped with their watermark and a signed receipt (other files as they are). Every read goes
 * through the FileStore with the SHA-256 the database recorded, so altered bytes never leave.
 */
import { Readable } from 'node:stream';
import { DomainError, type Viewer } from '@candor/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.js';
import { files, itemFiles, items } from '../../db/schema/index.js';
import { documentVersionColumn } from '../../db/documentLog.js';
import { inspectPdf, PdfRefusedError, watermarkedPdf } from '../../pdf/pdfPool.js';
import { writeReceipt, type Receipt } from '../../pdf/pdfReceipt.js';
import type { FileStore } from '../../storage/fileStore.js';
import { OFF_THREAD_MAX_BYTES, type SlotReader } from '../../storage/slotReader.js';
import type { WatermarkWho } from './signedLinks.js';
import { looksLikePdf, stampTime, type WatermarkStamp } from '../../pdf/watermarkPdf.js';
import type { RequestContext } from '../serviceContext.js';

export interface StoredDocument {
  id: string;
  originalName: string;
  contentType: string;
  storageKey: string;
  size: number;
  sha256: string;
  /** Its current version in the document log. */
  version: number;
}

/**
 * Whom a copy is for (the watermark) and what its signed receipt names (pdf/pdfReceipt.ts):
 * the organisation, and `sign`, the installation's key (updates/feedSigningKey.ts).
 */
export type CopyStamp = Omit<WatermarkStamp, 'who'> & {
  who: WatermarkWho;
  orgId: string;
  sign: (bytes: Buffer) => string;
};

/** Titles are short; a receipt keeps its place's size whatever a title holds. */
const RECEIPT_TITLE_MAX = 500;

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
    // Outside an organisation the operator sees a portal as a visitor does.
    case 'operator':
    case 'visitor':
      return 'Public';
  }
}

const isPdf = (file: Pick<StoredDocument, 'contentType'>) => file.contentType === 'application/pdf';

/** Whether `documentBody` stamps the file for `who` (a PDF, for anyone but staff). */
export const isStamped = (file: Pick<StoredDocument, 'contentType'>, who: WatermarkWho) =>
  who !== null && isPdf(file);

/** Whose PDF work it is (pdf/pdfPool.ts: the client address) and whether it was admitted already. */
export interface PdfWork {
  owner: string;
  admitted?: boolean;
}

/**
 * Stamped copies, shared by every download with the same stamp (the same bytes, viewer,
 * organisation and minute): a burst of downloads of one document costs one stamping.
 */
const stampedCopies = new LRUCache<string, Uint8Array>({
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (copy) => copy.length || 1,
});
const stamping = new Map<string, Promise<Uint8Array>>();

/**
 * `bytes` (proven against the file's `sha256`) stamped, its receipt signed into its place, or
 * the copy made already.
 */
function stampedCopy(
  bytes: Uint8Array,
  file: StoredDocument,
  stamp: CopyStamp & { who: string },
  work: PdfWork,
) {
  const { who, organisation, at, orgId } = stamp;
  const key = [file.sha256, file.id, file.version, orgId, who, organisation, stampTime(at)].join(
    '\n',
  );
  const done = stampedCopies.get(key);
  if (done) return Promise.resolve(done);
  let copy = stamping.get(key);
  if (!copy) {
    copy = watermarkedPdf(bytes, { who, organisation, at }, work).then((stamped) => {
      const receipt: Receipt = {
        org: orgId,
        orgName: organisation,
        document: file.id,
        title: file.originalName.slice(0, RECEIPT_TITLE_MAX),
        version: file.version,
        sha256: file.sha256,
        viewer: who,
        issuedAt: at.toISOString(),
        copySha256: stamped.copySha256,
      };
      writeReceipt(stamped.bytes, stamped.receiptAt, receipt, stamp.sign);
      return stamped.bytes;
    });
    stamping.set(key, copy);
    copy
      .then((stamped) => stampedCopies.set(key, stamped))
      .catch(() => undefined)
      .finally(() => stamping.delete(key));
  }
  return copy;
}

const bodyOf = (bytes: Uint8Array): DocumentBody => ({
  stream: Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]),
  size: bytes.length,
});

const asUnreadable = (error: unknown): unknown =>
  // A PDF that cannot be stamped (damaged, password-protected, too costly) is never sent unstamped.
  error instanceof PdfRefusedError ? new DomainError('conflict', UNREADABLE_PDF_MESSAGE) : error;

/**
 * The document's body for a stamp (null: as stored). A stamped PDF is read whole and stamped in
 * the PDF pool, one file at a time; everything else is streamed, off the main thread when a
 * `reader` is given (and the file is not too large to hold whole). Null when the bytes are missing.
 */
export async function documentBody(
  fileStore: FileStore,
  file: StoredDocument,
  stamp: CopyStamp,
  work: PdfWork & { reader?: SlotReader },
): Promise<DocumentBody | null> {
  const { who } = stamp;
  if (who === null || !isPdf(file)) {
    const offThread = file.size <= OFF_THREAD_MAX_BYTES ? work.reader : undefined;
    return fileStore.stream(file.storageKey, file.sha256, offThread);
  }
  // Read (and proven) every time, even when a stamped copy is at hand: bytes altered at rest are
  // refused, not served from a copy.
  const bytes = await fileStore.get(file.storageKey, file.sha256);
  if (!bytes) return null;
  if (!looksLikePdf(bytes)) return bodyOf(bytes);
  try {
    return bodyOf(await stampedCopy(bytes, file, { ...stamp, who }, work));
  } catch (error) {
    throw asUnreadable(error);
  }
}

/** PDFs known to be stampable (by their SHA-256): a bulk download checks each once. */
const stampable = new LRUCache<string, true>({ max: 10_000 });

/**
 * Whether `documentBody` can send the file to `who` (its bytes are there, and a PDF to stamp
 * parses within the PDF pool's limits). Busy (PdfBusyError) is passed on: it is not the file's.
 */
export async function canSend(
  fileStore: FileStore,
  file: StoredDocument,
  who: WatermarkWho,
  work: PdfWork,
): Promise<boolean> {
  if (!isStamped(file, who) || stampable.has(file.sha256)) {
    return fileStore.exists(file.storageKey);
  }
  const bytes = await fileStore.get(file.storageKey, file.sha256).catch(() => null);
  if (!bytes) return false;
  if (!looksLikePdf(bytes)) return true;
  try {
    await inspectPdf(bytes, { ...work, text: false });
  } catch (error) {
    if (error instanceof PdfRefusedError) return false;
    throw error;
  }
  stampable.set(file.sha256, true);
  return true;
}

const storedColumns = {
  id: files.id,
  originalName: files.originalName,
  contentType: files.contentType,
  storageKey: files.storageKey,
  size: files.size,
  sha256: files.sha256,
  version: documentVersionColumn,
};

/** A file of the organisation that is still a document of the item; null otherwise. */
export async function findItemDocument(
  ctx: RequestContext,
  orgId: string,
  fileId: string,
  itemUid: string,
): Promise<StoredDocument | null> {
  const { db } = ctx;
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
