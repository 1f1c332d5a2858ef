/**
 * The Content-Disposition header carrying a file's original name, from the `content-disposition`
 * package: an ISO-8859-1 fallback for old clients and the exact UTF-8 name (RFC 6266 / RFC 8187).
 * Every such header the server sends is written here; the web app reads it back with the same
 * package's `parse`.
 */
import { create } from 'content-disposition';

export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  return create(fileName, { type });
}
