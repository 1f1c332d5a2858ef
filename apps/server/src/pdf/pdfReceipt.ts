/**
 * The signed receipt inside every watermarked copy (issue 27 §4). The copy is saved with a
 * fixed-size placeholder (a PDF stream of RECEIPT_BYTES, named by the catalog's /CandorReceipt);
 * the SHA-256 of every byte outside it is the copy's hash; the receipt naming the document, its
 * version, the original's hash, the viewer, the time and that hash is then signed with the
 * installation's key (updates/feedSigningKey.ts) and written into the placeholder, as PDF
 * signatures do with /ByteRange. Any byte changed outside the receipt changes the copy's hash;
 * any changed inside breaks the signature. Pure: the server, the PDF pool and the offline CLI
 * (`npm run verify`) share it.
 */
import { createHash, verify, type KeyObject } from 'node:crypto';

export const RECEIPT_MARKER = 'candor-receipt-v1 ';
export const RECEIPT_BYTES = 4096;

export interface Receipt {
  /** The organisation's id and name. */
  org: string;
  orgName: string;
  /** The document (its file id), its title and version in the document log. */
  document: string;
  title: string;
  version: number;
  /** The SHA-256 of the stored original. */
  sha256: string;
  /** Whom the copy was issued to, as the watermark names them (an e-mail, or 'Public'). */
  viewer: string;
  issuedAt: string;
  /** The SHA-256 of the copy's bytes outside the receipt. */
  copySha256: string;
}

export type ReceiptCheck =
  | { status: 'genuine'; receipt: Receipt }
  | { status: 'altered'; receipt: Receipt | null }
  | { status: 'none' };

const marker = Buffer.from(RECEIPT_MARKER, 'latin1');

/** The placeholder the watermark saves: the marker, then blanks. */
export const receiptPlaceholder = (): Buffer => {
  const slot = Buffer.alloc(RECEIPT_BYTES, ' ');
  marker.copy(slot);
  return slot;
};

const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Where the receipt's place starts in `bytes`, or null when it has none. */
export function findReceiptSlot(bytes: Uint8Array): number | null {
  const at = asBuffer(bytes).lastIndexOf(marker);
  return at >= 0 && at + RECEIPT_BYTES <= bytes.length ? at : null;
}

/** The SHA-256 of the bytes before and after the receipt's place, in one pass. */
export function hashOutsideSlot(bytes: Uint8Array, at: number): string {
  return createHash('sha256')
    .update(bytes.subarray(0, at))
    .update(bytes.subarray(at + RECEIPT_BYTES))
    .digest('hex');
}

/** Writes the signed receipt into its place (`sign`: base64 Ed25519 of the bytes). */
export function writeReceipt(
  bytes: Uint8Array,
  at: number,
  receipt: Receipt,
  sign: (bytes: Buffer) => string,
): void {
  const text = Buffer.from(JSON.stringify(receipt), 'utf8');
  const filled = Buffer.concat([marker, Buffer.from(`${sign(text)} `, 'latin1'), text]);
  if (filled.length > RECEIPT_BYTES) throw new Error('the receipt does not fit its place');
  const slot = receiptPlaceholder();
  filled.copy(slot);
  slot.copy(asBuffer(bytes), at);
}

const isReceipt = (value: unknown): value is Receipt => {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const texts = [
    'org',
    'orgName',
    'document',
    'title',
    'sha256',
    'viewer',
    'issuedAt',
    'copySha256',
  ];
  return texts.every((key) => typeof record[key] === 'string') && Number.isInteger(record.version);
};

/**
 * Whether `bytes` are a genuine copy under `publicKey`: its receipt parses, its signature holds
 * and the copy's hash matches; altered when a receipt is there but one of those fails.
 */
export function verifyReceipt(bytes: Uint8Array, publicKey: KeyObject): ReceiptCheck {
  const at = findReceiptSlot(bytes);
  if (at === null) return { status: 'none' };
  const slot = asBuffer(bytes).subarray(at + marker.length, at + RECEIPT_BYTES);
  const space = slot.indexOf(' ');
  const signature = Buffer.from(slot.subarray(0, Math.max(space, 0)).toString('latin1'), 'base64');
  const text = Buffer.from(
    slot
      .subarray(space + 1)
      .toString('utf8')
      .trimEnd(),
    'utf8',
  );
  let receipt: Receipt | null = null;
  try {
    const parsed: unknown = JSON.parse(text.toString('utf8'));
    if (isReceipt(parsed)) receipt = parsed;
  } catch {
    // An unreadable receipt is an altered one.
  }
  if (!receipt || space <= 0) return { status: 'altered', receipt };
  const signed = signature.length === 64 && verify(null, text, publicKey, signature);
  const intact = signed && receipt.copySha256 === hashOutsideSlot(bytes, at);
  return intact ? { status: 'genuine', receipt } : { status: 'altered', receipt };
}
