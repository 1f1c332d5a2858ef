/** Real images, made with sharp, for upload tests. */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export function solidImage(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'webp' = 'png',
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .toFormat(format)
    .toBuffer();
}

/** Random pixels do not compress: a PNG of about width × height × 3 bytes. */
export function noiseImage(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);

export async function imageSize(bytes: Buffer) {
  const { width, height, format } = await sharp(bytes).metadata();
  return { width, height, format };
}
