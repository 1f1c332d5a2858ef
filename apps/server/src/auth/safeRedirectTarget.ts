/**
 * Where to send a browser after signing in or out: only a same-site relative path, so a crafted
 * `next` can never bounce the user to another site ('//evil.example', '/\evil', 'https://…').
 */
export function safeRedirectTarget(next: unknown): string | null {
  if (typeof next !== 'string' || next.length === 0 || next.length > 2000) return null;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  // Control characters and backslashes are how browsers get talked into other origins.
  if ([...next].some((c) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) {
    return null;
  }
  try {
    const resolved = new URL(next, 'http://candor.invalid');
    if (resolved.origin !== 'http://candor.invalid') return null;
    return resolved.pathname + resolved.search + resolved.hash;
  } catch {
    return null;
  }
}
