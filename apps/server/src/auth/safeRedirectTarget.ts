/**
 * Where to send a browser after signing in or out: only a same-site relative path, so a crafted
 * `next` can never bounce the user to another site ('//evil.example', '/\evil', 'https://…',
 * '/..//evil.example', '/%2F%2Fevil.example').
 */
const BASE = 'http://candor.invalid';

/** Control characters and backslashes are how browsers get talked into other origins. */
const hasUnsafeCharacter = (value: string): boolean =>
  [...value].some((c) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** A path a browser (or a proxy that decodes) could read as another host. */
const leavesTheSite = (path: string): boolean =>
  !path.startsWith('/') || path.startsWith('//') || hasUnsafeCharacter(path);

function decodedOrNull(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

export function safeRedirectTarget(next: unknown): string | null {
  if (typeof next !== 'string' || next.length === 0 || next.length > 2000) return null;
  if (leavesTheSite(next)) return null;
  let resolved: URL;
  try {
    resolved = new URL(next, BASE);
  } catch {
    return null;
  }
  if (resolved.origin !== BASE) return null;
  // Dot segments are resolved now ('/..//x' becomes '//x'), so the check runs again on what
  // the browser will actually be sent, and once more on its decoded form ('%2F', '%5C', '%09').
  const path = resolved.pathname;
  const decoded = decodedOrNull(path);
  if (leavesTheSite(path) || decoded === null || leavesTheSite(decoded)) return null;
  return path + resolved.search + resolved.hash;
}
