/**
 * Reads the one document of an upload request (multipart/form-data, field `file`) as it
 * arrives: its size is counted and cut off at the limit (nothing past it is buffered), its
 * SHA-256 computed on the way, and its type decided by its bytes (file-type). The declared type
 * and the name's extension must agree with the bytes, so a renamed executable or a script posing
 * as a PDF is refused. A PDF is parsed in the PDF pool (pdf/pdfPool.ts): one that does not parse,
 * or breaks its limits (a decompression bomb), is refused here. Nothing is stored here: the
 * caller stores only a checked upload.
 */
import { createHash } from 'node:crypto';
import {
  BIDI_CONTROL_MESSAGE,
  DOCUMENT_MESSAGES,
  DomainError,
  documentTooLargeMessage,
  documentTypeOf,
  fileExtension,
  hasBidiControl,
  type DocumentType,
} from '@candor/domain';
import type { MultipartFields } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { inspectPdf, PdfRefusedError } from '../../pdf/pdfPool.js';

export const DOCUMENT_FIELD = 'file';

export interface CheckedUpload {
  originalName: string;
  contentType: string;
  bytes: Buffer;
  sha256: string;
  /** A PDF's text, when asked for (visitor search); null otherwise. */
  extractedText: string | null;
  /** The text fields sent before the file (the library's title and access type). */
  fields: Record<string, string>;
}

const refuse =
  (code: 'validation_failed' | 'payload_too_large' | 'unsupported_media_type') =>
  (message: string) =>
    new DomainError(code, message, [{ path: DOCUMENT_FIELD, message }]);
const invalid = refuse('validation_failed');
const tooLarge = refuse('payload_too_large');
const unsupported = refuse('unsupported_media_type');

/** Declared types browsers send when they do not know better; the bytes decide then. */
const GENERIC_TYPES = new Set(['application/octet-stream', 'binary/octet-stream', '']);

export async function readDocumentUpload(
  request: FastifyRequest,
  maxBytes: number,
  { extractText = false } = {},
): Promise<CheckedUpload> {
  if (!request.isMultipart()) {
    throw invalid(`Send the document as multipart/form-data in a field named ${DOCUMENT_FIELD}.`);
  }
  const { RequestFileTooLargeError } = request.server.multipartErrors;
  let part;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  } catch (error) {
    throw hasClientStatus(error) ? error : invalid(DOCUMENT_MESSAGES.unreadable);
  }
  if (!part || part.fieldname !== DOCUMENT_FIELD) throw invalid(DOCUMENT_MESSAGES.missing);

  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of part.file) {
      const piece = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      size += piece.length;
      hash.update(piece);
      chunks.push(piece);
    }
  } catch (error) {
    if (error instanceof RequestFileTooLargeError)
      throw tooLarge(documentTooLargeMessage(maxBytes));
    throw hasClientStatus(error) ? error : invalid(DOCUMENT_MESSAGES.unreadable);
  }
  if (part.file.truncated || size > maxBytes) throw tooLarge(documentTooLargeMessage(maxBytes));
  if (size === 0) throw invalid(DOCUMENT_MESSAGES.empty);

  const bytes = Buffer.concat(chunks, size);
  const originalName = cleanName(part.filename);
  const type = await checkType(bytes, part.mimetype, originalName);
  const extractedText =
    type.mime === 'application/pdf' ? await checkPdf(bytes, request.ip, extractText) : null;
  return {
    originalName,
    contentType: type.mime,
    bytes,
    sha256: hash.digest('hex'),
    extractedText,
    fields: textFields(part.fields),
  };
}

/** The multipart's text fields (the ones that came before the file), each by its name once. */
function textFields(fields: MultipartFields): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [name, field] of Object.entries(fields)) {
    if (field && !Array.isArray(field) && field.type === 'field') found[name] = String(field.value);
  }
  return found;
}

/** Refuses a PDF that does not parse (400) or is too costly to (413); its text when asked for. */
async function checkPdf(bytes: Buffer, owner: string, text: boolean): Promise<string | null> {
  try {
    return (await inspectPdf(bytes, { owner, text })).text;
  } catch (error) {
    if (!(error instanceof PdfRefusedError)) throw error;
    const unreadable = error.refusal === 'unreadable' || error.refusal === 'encrypted';
    throw (unreadable ? invalid : tooLarge)(error.message);
  }
}

/** The type of the bytes, when accepted and consistent with the declared type and the name. */
export async function checkType(
  bytes: Buffer,
  declaredType: string,
  name: string,
): Promise<DocumentType> {
  const detected = await fileTypeFromBuffer(bytes);
  const type = documentTypeOf(detected?.mime);
  const declared = (declaredType ?? '').split(';')[0]!.trim().toLowerCase();
  const claimed = documentTypeOf(declared);
  const extension = fileExtension(name);
  if (!type) {
    // Bytes that claim to be a document they are not (a script named report.pdf) are told so.
    const claimsDocument = claimed !== undefined || DOCUMENT_EXTENSIONS.has(extension);
    throw unsupported(claimsDocument ? DOCUMENT_MESSAGES.mismatch : DOCUMENT_MESSAGES.unsupported);
  }
  const declaredOk =
    GENERIC_TYPES.has(declared) || declared === type.mime || isJpegAlias(declared, type);
  const extensionOk = extension === '' || type.extensions.includes(extension);
  if (!declaredOk || !extensionOk) throw unsupported(DOCUMENT_MESSAGES.mismatch);
  return type;
}

const DOCUMENT_EXTENSIONS = new Set(['pdf', 'docx', 'xlsx', 'pptx', 'png', 'jpg', 'jpeg']);
const isJpegAlias = (declared: string, type: DocumentType) =>
  type.mime === 'image/jpeg' && declared === 'image/pjpeg';

/**
 * The name staff gave the file, without any folder part or control characters. A text direction
 * control is refused rather than dropped: the name was made to read as another.
 */
export function cleanName(filename: string | undefined): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  if (hasBidiControl(base)) throw invalid(BIDI_CONTROL_MESSAGE);
  const clean = [...base]
    .filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 255);
  return clean || 'Untitled';
}

function hasClientStatus(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return false;
  const { statusCode } = error;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500;
}
