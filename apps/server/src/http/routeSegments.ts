/**
 * The first path segments the server's own routes start with ('api', 'admin', 'login', …), read
 * from the routes as registered (`app.routeTable`): an organisation's slug is its path, `/{slug}`,
 * so a slug among them would be shadowed by Candor itself. Parameters and wildcards name no
 * segment.
 */
export function reservedPathSegments(routes: readonly { url: string }[]): ReadonlySet<string> {
  const segments = new Set<string>();
  for (const { url } of routes) {
    const first = url.split('/')[1] ?? '';
    if (first !== '' && !first.startsWith(':') && !first.includes('*')) {
      segments.add(first.toLowerCase());
    }
  }
  return segments;
}
