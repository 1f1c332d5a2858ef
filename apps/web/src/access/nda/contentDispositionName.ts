/**
 * The file name a Content-Disposition header carries: RFC 8187's `filename*=UTF-8''…` (the
 * exact name) when present, else the plain `filename="…"` fallback; null when it names none.
 */
export function fileNameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted?.[1] !== undefined) return quoted[1].replace(/\\(.)/g, '$1') || null;
  const bare = /filename\s*=\s*([^;\s]+)/i.exec(header);
  return bare?.[1] ?? null;
}
