/**
 * A multipart/form-data request body with one file part, after any text `fields`, as a browser's
 * FormData sends it.
 */
import { randomBytes } from 'node:crypto';

export interface MultipartRequest {
  payload: Buffer;
  headers: Record<string, string>;
}

export function multipartFile(
  bytes: Buffer,
  options: {
    field?: string;
    filename?: string;
    contentType?: string;
    fields?: Record<string, string>;
  } = {},
): MultipartRequest {
  const { field = 'file', filename = 'upload.png', contentType = 'image/png' } = options;
  const boundary = `----candor${randomBytes(8).toString('hex')}`;
  const texts = Object.entries(options.fields ?? {}).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head =
    texts.join('') +
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
    `Content-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
