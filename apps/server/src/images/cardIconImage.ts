/**
 * An uploaded card icon, checked by what its bytes are (never by a name or a declared type):
 * PNG and JPEG are decoded and resized with sharp to 40x40 (twice the 20 px it is shown at),
 * SVG is sanitized. Anything else, anything larger than 1 MB and anything that does not decode
 * is refused with a field error the dialog shows.
 */
import {
  CARD_ICON_MAX_BYTES,
  CARD_ICON_MESSAGES,
  CARD_ICON_STORED_SIZE,
  DomainError,
  type CardIconContentType,
} from '@candor/domain';
import { fileTypeFromBuffer } from 'file-type';
import { loadSharp } from './loadSharp.js';
import { sanitizeSvg, UnreadableSvgError } from './sanitizeSvg.js';

export interface CardIconImage {
  contentType: CardIconContentType;
  bytes: Buffer;
}

const refused = (message: string) =>
  new DomainError('validation_failed', message, [{ path: 'file', message }]);

/** Text that decodes as UTF-8; null for binary content. */
function utf8Text(bytes: Buffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

async function resizedPng(bytes: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  try {
    return await sharp(bytes, { limitInputPixels: 4096 * 4096 })
      .rotate()
      .resize(CARD_ICON_STORED_SIZE, CARD_ICON_STORED_SIZE, {
        fit: 'contain',
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      })
      .png()
      .toBuffer();
  } catch {
    throw refused(CARD_ICON_MESSAGES.unreadable);
  }
}

export async function prepareCardIcon(bytes: Buffer): Promise<CardIconImage> {
  if (bytes.length === 0) throw refused(CARD_ICON_MESSAGES.required);
  if (bytes.length > CARD_ICON_MAX_BYTES) throw refused(CARD_ICON_MESSAGES.tooLarge);
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.mime === 'image/png' || detected?.mime === 'image/jpeg') {
    // Both are stored as PNG: the resize pads to a square with transparency.
    return { contentType: 'image/png', bytes: await resizedPng(bytes) };
  }
  // file-type names XML text 'application/xml' and knows no SVG: text is read as SVG or refused.
  const text = !detected || detected.mime === 'application/xml' ? utf8Text(bytes) : null;
  if (text === null || !/<svg[\s>]/i.test(text)) throw refused(CARD_ICON_MESSAGES.wrongType);
  try {
    return { contentType: 'image/svg+xml', bytes: Buffer.from(sanitizeSvg(text), 'utf8') };
  } catch (error) {
    if (error instanceof UnreadableSvgError) throw refused(CARD_ICON_MESSAGES.unreadable);
    throw error;
  }
}
