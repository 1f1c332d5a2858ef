const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;

/**
 * The web address a link field holds, or null when it is not one. Staff often type
 * 'acme.com/security'; that is accepted and stored with https:// so it never becomes a
 * relative link on the portal. Only http(s) addresses with a dotted host name are links.
 */
export function normalizeWebUrl(input: string): string | null {
  const value = input.trim();
  if (value === '' || /\s/.test(value)) return null;
  const withScheme = SCHEME.test(value) ? value : `https://${value}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  const labels = url.hostname.split('.');
  if (labels.length < 2) return null;
  if (!labels.every((label) => HOST_LABEL.test(label))) return null;
  const tld = labels[labels.length - 1] ?? '';
  if (!/^[a-z]{2,63}$|^xn--[a-z0-9-]+$/i.test(tld)) return null;
  return withScheme;
}
