/**
 * An uploaded image made ready to store: checked by its bytes (never its name or declared
 * type), then re-encoded and resized with sharp, so what is served is always an image sharp
 * wrote, at the size the portal shows.
 */
import {
  DomainError,
  IMAGE_MESSAGES,
  IMAGE_RULES,
  imageTooLargeMessage,
  UPLOAD_IMAGE_TYPES,
  type SettingsImageKind,
} from '@candor/domain';
import { fileTypeFromBuffer } from 'file-type';
import { loadSharp } from '../../images/loadSharp.js';

/** Decompression bombs: a small file that would unpack to a huge bitmap is refused. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface PreparedImage {
  bytes: Buffer;
  contentType: string;
}

const invalid = (message: string) =>
  new DomainError('validation_failed', message, [{ path: 'file', message }]);

const isAccepted = (mime: string): boolean =>
  UPLOAD_IMAGE_TYPES.some((accepted) => accepted === mime);

export async function prepareImage(
  upload: Buffer,
  kind: SettingsImageKind,
): Promise<PreparedImage> {
  const rule = IMAGE_RULES[kind];
  if (upload.length === 0) throw invalid(IMAGE_MESSAGES.missing);
  if (upload.length > rule.maxBytes) throw invalid(imageTooLargeMessage(kind));
  const detected = await fileTypeFromBuffer(upload);
  if (!detected || !isAccepted(detected.mime)) throw invalid(IMAGE_MESSAGES.notAnImage);

  const { width, height, fit } = rule.resize;
  const sharp = await loadSharp();
  try {
    const image = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      // Phone photos carry their orientation in EXIF; the stored image is upright instead.
      .rotate()
      .resize({ width, height, fit, withoutEnlargement: fit === 'inside' });
    // The favicon and the logo keep transparency (PNG); the banner is a photo (WebP).
    if (kind === 'banner') {
      return { bytes: await image.webp({ quality: 82 }).toBuffer(), contentType: 'image/webp' };
    }
    return { bytes: await image.png({ compressionLevel: 9 }).toBuffer(), contentType: 'image/png' };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw invalid(IMAGE_MESSAGES.tooManyPixels);
    }
    // Bytes that start like an image but do not decode: as good as not an image.
    throw invalid(IMAGE_MESSAGES.notAnImage);
  }
}
