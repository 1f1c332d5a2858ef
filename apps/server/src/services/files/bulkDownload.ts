/**
 * Bulk download (staff-content.md §3, §4, §7): the viewer names documents of the documents
 * section. Each is decided before the zip starts: one they cannot know of refuses the whole
 * request (404); one they may only see (restricted, view-only), whose bytes are gone, or whose
 * PDF cannot be stamped is left out and named in `failedFileIds` (the spec's partial success);
 * when none is left the answer is 'Failed to download N document(s)' (403, or 409 when only the
 * bytes failed). The answer is a signed link to a zip, which is written while it is sent: one
 * file at a time from the FileStore into the response, so memory stays flat whatever the total.
 */
import { PassThrough, Readable } from 'node:stream';
import {
  BULK_DOWNLOAD_MESSAGES,
  type BulkDownloadRequest,
  type BulkDownloadResponse,
} from '@candor/domain/files/bulkDownload.schema';
import { failedDocumentsTitle } from '@candor/domain/files/bulkDownload.machine';
import { DomainError, notFound } from '@candor/domain';
import type { FastifyBaseLogger } from 'fastify';
import yazl from 'yazl';
import type { FileStore } from '../../storage/fileStore.js';
import { SlotReader } from '../../storage/slotReader.js';
import { visitOf } from '../analytics/recordEvent.js';
import { recordDocumentsServed } from '../analytics/documentEvents.js';
import { getAllDocuments, type PortalListInput } from '../portal/getPortalList.js';
import { bridgeLetterPdf } from '../../bridgeLetters/bridgeLetterPdfCache.js';
import { findBridgeLetters } from '../bridgeLetters/findBridgeLetters.js';
import { useNativeCrc32ForZips } from './fastZipCrc32.js';
import { admitPdfWork } from '../../pdf/pdfPool.js';
import {
  canSend,
  documentBody,
  findDocuments,
  type CopyStamp,
  isStamped,
  watermarkWhoOf,
  type StoredDocument,
} from './documentBytes.js';
import {
  expiryIn,
  packUuids,
  signedLinkPath,
  unpackUuids,
  ZIP_LINK_TTL_SECONDS,
  type SignedLinks,
  type ZipLinkClaims,
} from './signedLinks.js';
import type { RequestContext } from '../serviceContext.js';

useNativeCrc32ForZips();

export async function prepareBulkDownload(
  ctx: RequestContext,
  fileStore: FileStore,
  links: SignedLinks,
  input: PortalListInput & { request: BulkDownloadRequest; owner: string },
): Promise<BulkDownloadResponse> {
  const { db } = ctx;
  const { viewer, request } = input;
  // The product is the portal's (path or ?product=); a body naming another is not this portal.
  if (viewer.productId === null || request.productId !== viewer.productId) {
    throw notFound('Product not found');
  }
  const { documents, bulkDownloadEnabled } = await getAllDocuments(ctx, input);
  if (!bulkDownloadEnabled) throw new DomainError('forbidden', BULK_DOWNLOAD_MESSAGES.disabled);

  const wanted: string[] = [];
  const letters: string[] = [];
  const refused = new Set<string>();
  for (const named of request.files) {
    const document = documents.find(
      (d) => d.fileId === named.fileId && d.itemUid === named.itemUid,
    );
    // Another organisation's file, a guessed id, a hidden one: all alike, nothing to tell apart.
    if (!document) throw notFound(BULK_DOWNLOAD_MESSAGES.notFound);
    if (document.downloadUrl === null) {
      // Listed for the viewer but not theirs to download (restricted, view-only): left out.
      refused.add(document.fileId);
    } else if (document.generated) {
      // A bridge letter: made from its item when the zip is written.
      if (!letters.includes(document.itemUid)) letters.push(document.itemUid);
    } else if (!wanted.includes(document.fileId)) {
      wanted.push(document.fileId);
    }
  }

  // Files that cannot be sent are reported, not zipped; the rest are. Only whether the bytes are
  // there is asked here (a stat or a HEAD each), and for a PDF to stamp, whether it parses (once
  // per content, in the PDF pool); they are read, and checked against their SHA-256, once, as
  // the zip is written.
  const stored = new Map(
    (await findDocuments(db, viewer.orgId, wanted)).map((file) => [file.id, file]),
  );
  const who = watermarkWhoOf(viewer);
  // One at a time: the visitor's other downloads keep their share of the PDF pool meanwhile.
  const found: boolean[] = [];
  for (const id of wanted) {
    const file = stored.get(id);
    found.push(file ? await canSend(fileStore, file, who, { owner: input.owner }) : false);
  }
  const present = wanted.filter((_, index) => found[index]);
  const failed = new Set(
    [...refused, ...wanted.filter((_, index) => !found[index])].filter(
      (id) => !present.includes(id),
    ),
  );
  // In the order they were asked for, each once.
  const failedFileIds = [...new Set(request.files.map((f) => f.fileId))].filter((id) =>
    failed.has(id),
  );
  if (present.length + letters.length === 0) {
    throw new DomainError(
      refused.size > 0 ? 'forbidden' : 'conflict',
      failedDocumentsTitle(failedFileIds.length),
    );
  }

  const claims: ZipLinkClaims = {
    k: 'zip',
    o: viewer.orgId,
    p: viewer.productId,
    ids: packUuids(present),
    ...(letters.length > 0 ? { g: letters } : {}),
    w: who,
    e: expiryIn(ZIP_LINK_TTL_SECONDS),
    v: visitOf(viewer),
  };
  return {
    fileUrl: signedLinkPath(viewer.orgId, links.sign(claims)),
    successCount: present.length + letters.length,
    failedFileIds,
  };
}

/** Names inside the zip: no folders, no empty names, each once ('report (2).pdf'). */
export function zipEntryNames(files: readonly Pick<StoredDocument, 'originalName'>[]): string[] {
  const used = new Set<string>();
  return files.map(({ originalName }) => {
    const clean =
      originalName
        .replace(/[\\/:*?"<>|]/g, '_')
        .replace(/\p{Cc}/gu, '_')
        .replace(/^\.+/, '')
        .trim() || 'Untitled';
    const dot = clean.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [clean.slice(0, dot), clean.slice(dot)] : [clean, ''];
    let name = clean;
    for (let n = 2; used.has(name.toLowerCase()); n += 1) name = `${stem} (${n})${ext}`;
    used.add(name.toLowerCase());
    return name;
  });
}

/** How many bytes of documents are read (and opened) ahead of the one being written. */
export const READ_AHEAD_BYTES = 8 * 1024 * 1024;

/**
 * Bodies read ahead of the zip, in order: while one file goes to the socket the next ones are
 * read from the store and decrypted, up to READ_AHEAD_BYTES of `cost` (and always the next
 * one), so the disk, the decryption and the network overlap instead of taking turns, and memory
 * stays bounded whatever the total.
 */
function readAhead<T, B>(
  files: readonly T[],
  read: (file: T) => Promise<B>,
  cost: (file: T) => number,
): { first: () => Promise<B> | undefined; take: (index: number) => Promise<B> } {
  const started = new Map<number, Promise<B>>();
  let next = 0;
  let ahead = 0;
  const start = () => {
    const file = files[next];
    if (!file) return;
    const body = read(file);
    // Rejections are the zip's to report, when it takes the body; none goes unhandled.
    body.catch(() => undefined);
    started.set(next, body);
    ahead += cost(file);
    next += 1;
  };
  return {
    first() {
      if (next === 0) start();
      return started.get(0);
    },
    take(index) {
      while (next <= index) start();
      const body = started.get(index)!;
      started.delete(index);
      ahead -= cost(files[index]!);
      // The next file always, then more while they fit in the window.
      if (next === index + 1) start();
      while (next < files.length && ahead + cost(files[next]!) <= READ_AHEAD_BYTES) start();
      return body;
    },
  };
}

/**
 * The zip of a signed link, as a stream. Entries are stored, not deflated: documents are PDFs
 * and images that are compressed already, and storing keeps the zip as fast as the disk. yazl
 * opens each file only when the previous one is written, and respects the response's pace.
 * Documents are read and decrypted off the main thread into a SlotReader's slots: the writer
 * must hand every chunk it has sent back to `release` (sendReleasing does).
 */
export async function streamBulkZip(
  ctx: RequestContext,
  fileStore: FileStore,
  claims: ZipLinkClaims,
  copies: Pick<CopyStamp, 'organisation' | 'sign'>,
  log: FastifyBaseLogger,
  owner: string,
): Promise<{ stream: Readable; release: (chunk: Uint8Array) => void }> {
  const { db } = ctx;
  const files = await findDocuments(db, claims.o, claims.ids ? unpackUuids(claims.ids) : []);
  const letters = await findBridgeLetters(db, claims.o, claims.g ?? []);
  if (files.length + letters.length === 0) throw notFound();
  // Its PDFs are stamped one after another, admitted now: the zip never breaks off for a busy pool.
  if (files.some((file) => isStamped(file, claims.w))) admitPdfWork(owner);
  const at = new Date();
  const reader = new SlotReader();
  const bodies = readAhead(
    files,
    (file) =>
      documentBody(
        fileStore,
        file,
        { ...copies, who: claims.w, orgId: claims.o, at },
        {
          owner,
          admitted: true,
          reader,
        },
      ),
    // A PDF being stamped takes pdf-lib's memory, many times its size: only the next one.
    (file) => (isStamped(file, claims.w) ? READ_AHEAD_BYTES : file.size),
  );
  // The first document is read before anything is answered: when it cannot be sent (altered at
  // rest, unreadable), the answer is an error and not a zip that breaks off at once.
  await bodies.first();
  // Counted while the zip is written (recording 200 rows is a few hundred ms of database work);
  // the zip ends once they are, so a finished download is a counted one. It never fails one.
  const recorded = recordDocumentsServed(ctx, log, {
    orgId: claims.o,
    visit: claims.v,
    access: 'download',
    files: [
      ...files,
      ...letters.map((l) => ({ id: null, originalName: l.fileName, itemUid: l.itemUid })),
    ],
  });
  const names = zipEntryNames([
    ...files,
    ...letters.map((letter) => ({ originalName: letter.fileName })),
  ]);
  const zip = new yazl.ZipFile();
  const output = new PassThrough();
  zip.outputStream.on('error', (error: Error) => output.destroy(error));
  zip.on('error', (error: Error) => {
    log.error({ err: error }, 'bulk download zip failed');
    output.destroy(error);
  });
  files.forEach((file, index) => {
    zip.addReadStreamLazy(names[index] ?? file.id, { compress: false, mtime: at }, (callback) => {
      const fail = (error: Error) => callback(error, Readable.from([]));
      bodies.take(index).then(
        (body) => {
          if (!body) return fail(new Error(`file ${file.id} is missing from the file store`));
          // yazl listens for no error on a stream it is given lazily: a body that fails while
          // it is sent (its reader's worker gone) breaks the zip off, and never goes unheard.
          body.stream.once('error', (error) => zip.emit('error', error));
          callback(null, body.stream);
        },
        (error: unknown) => fail(error instanceof Error ? error : new Error(String(error))),
      );
    });
  });
  letters.forEach((letter, index) => {
    const name = names[files.length + index] ?? letter.fileName;
    zip.addReadStreamLazy(name, { compress: false, mtime: at }, (callback) => {
      bridgeLetterPdf({ ...letter, now: at }).then(
        (bytes) => callback(null, Readable.from([bytes])),
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), Readable.from([])),
      );
    });
  });
  const end = () => zip.end();
  void recorded.then(end, end);
  // Once the answer is over (sent or broken off), files read ahead and never sent are dropped.
  output.once('close', () => reader.close());
  return { stream: zip.outputStream.pipe(output), release: (chunk) => reader.release(chunk) };
}
