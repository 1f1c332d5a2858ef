/**
 * Whether an SVG text is plainly inert: well-formed, rooted at <svg> in the SVG namespace, and
 * made only of drawing elements and presentation attributes from the short lists below — no
 * script, style, link, event handler, entity declaration, comment or reference outside the image
 * (only `url(#id)`). Such a text needs no cleaning; sanitizeSvg returns it as it is instead of
 * loading jsdom (about 100 MB) for it: the company catalogue's marks and the demo's logo are of
 * this kind. Anything else — whatever it holds — goes through DOMPurify as before.
 */

const ELEMENTS = new Set([
  'svg',
  'g',
  'title',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'defs',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
]);

const ATTRIBUTES = new Set([
  'xmlns',
  'version',
  'width',
  'height',
  'viewBox',
  'preserveAspectRatio',
  'role',
  'aria-label',
  'aria-hidden',
  'focusable',
  'id',
  'fill',
  'fill-rule',
  'fill-opacity',
  'clip-rule',
  'clip-path',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-opacity',
  'stroke-dasharray',
  'opacity',
  'transform',
  'd',
  'x',
  'y',
  'x1',
  'x2',
  'y1',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'points',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'clipPathUnits',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
]);

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
/** Character data: no markup, and `&` only as a character reference or one of XML's five. */
const TEXT = /^(?:[^<&]|&#\d{1,7};|&#x[0-9a-fA-F]{1,6};|&(?:amp|lt|gt|quot|apos);)*$/;
/** A tag, an end tag, or character data up to the next `<`. */
const TOKEN =
  /<\/([A-Za-z]+)\s*>|<([A-Za-z]+)((?:\s+[A-Za-z-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|[^<]+/y;
const ATTRIBUTE = /([A-Za-z-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
/** url(...) is allowed only as a reference to a fragment of the same image. */
const URL_REFERENCE = /url\s*\(/gi;
const FRAGMENT_REFERENCE = /url\(#[A-Za-z][\w-]*\)/g;

function inertAttributes(source: string, root: boolean): boolean {
  const seen = new Set<string>();
  for (const [, name = '', double, single] of source.matchAll(ATTRIBUTE)) {
    const value = double ?? single ?? '';
    if (!ATTRIBUTES.has(name) || seen.has(name)) return false;
    seen.add(name);
    if (!TEXT.test(value)) return false;
    if (name === 'xmlns' && (!root || value !== SVG_NAMESPACE)) return false;
    const references = value.match(URL_REFERENCE)?.length ?? 0;
    if (references !== (value.match(FRAGMENT_REFERENCE)?.length ?? 0)) return false;
  }
  return !root || seen.has('xmlns');
}

export function isInertSvg(text: string): boolean {
  const source = text.trim();
  const open: string[] = [];
  let closedRoot = false;
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < source.length) {
    const start = TOKEN.lastIndex;
    const token = TOKEN.exec(source);
    if (!token || token.index !== start) return false;
    const [whole, endName, startName, attributes = '', selfClosing] = token;
    if (closedRoot) return false;
    if (endName !== undefined) {
      if (open.pop() !== endName) return false;
      if (open.length === 0) closedRoot = true;
    } else if (startName !== undefined) {
      const root = open.length === 0;
      if (!ELEMENTS.has(startName) || root !== (startName === 'svg')) return false;
      if (!inertAttributes(attributes, root)) return false;
      if (selfClosing) {
        if (root) closedRoot = true;
      } else {
        open.push(startName);
      }
    } else if (open.length === 0 || !TEXT.test(whole)) {
      return false;
    }
  }
  return closedRoot;
}
