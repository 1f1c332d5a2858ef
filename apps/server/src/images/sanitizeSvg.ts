/**
 * Uploaded and catalogue SVG is cleaned before it is stored or served: DOMPurify (over a jsdom
 * window, created once) keeps SVG drawing elements only, and the hook below drops every
 * reference that could reach outside the image. An SVG cannot then run script, load anything or
 * embed HTML even when opened on its own.
 */
import { createRequire } from 'node:module';
import type createDOMPurifyType from 'dompurify';
import type { DOMPurify } from 'dompurify';
import type * as Jsdom from 'jsdom';
import { isInertSvg } from './inertSvg.js';

// jsdom is large: it is loaded on the first sanitize, not when the server (or a test) starts.
const require = createRequire(import.meta.url);

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
/** Elements that can run, embed or fetch: never kept, whatever DOMPurify's SVG profile allows. */
const FORBIDDEN_TAGS = [
  'script',
  'foreignObject',
  'style',
  'image',
  'use',
  'a',
  'iframe',
  'embed',
  'object',
  'animate',
  'set',
  'animateMotion',
  'animateTransform',
  'feImage',
];
const LINK_ATTRIBUTES = new Set(['href', 'xlink:href', 'src']);
/** url(...) that names anything but a fragment of the same document. */
const EXTERNAL_URL = /url\(\s*['"]?\s*(?!#)/i;

interface SvgPurifier {
  dom: DOMPurify;
  serializer: { serializeToString(node: Node): string };
}
let purifier: SvgPurifier | undefined;

function svgPurifier(): SvgPurifier {
  if (purifier) return purifier;
  const { JSDOM } = require('jsdom') as typeof Jsdom;
  const createDOMPurify = require('dompurify') as typeof createDOMPurifyType;
  const { window } = new JSDOM('');
  const instance = createDOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    const value = data.attrValue.trim();
    if (name.startsWith('on')) data.keepAttr = false;
    else if (LINK_ATTRIBUTES.has(name) && !value.startsWith('#')) data.keepAttr = false;
    else if (EXTERNAL_URL.test(value)) data.keepAttr = false;
  });
  purifier = { dom: instance, serializer: new window.XMLSerializer() };
  return purifier;
}

export class UnreadableSvgError extends Error {
  constructor() {
    super('The SVG could not be read');
    this.name = 'UnreadableSvgError';
  }
}

/**
 * The cleaned SVG document (serialized as XML, as image/svg+xml is read), or UnreadableSvgError
 * when the text holds no <svg> image. It is parsed the way a browser parses inline SVG in HTML,
 * which keeps SVG's mixed-case names (viewBox, linearGradient) that DOMPurify's lists spell in
 * lower case.
 */
export function sanitizeSvg(text: string): string {
  // Plain drawing with nothing to remove (the catalogue's marks, most logos): kept as it is,
  // without loading jsdom.
  if (isInertSvg(text)) return text.trim();
  const { dom, serializer } = svgPurifier();
  const body = dom.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: FORBIDDEN_TAGS,
    RETURN_DOM: true,
  });
  const svg = [...body.childNodes].find(
    (node) =>
      node.nodeName.toLowerCase() === 'svg' &&
      'namespaceURI' in node &&
      node.namespaceURI === SVG_NAMESPACE,
  );
  if (!svg) throw new UnreadableSvgError();
  return serializer.serializeToString(svg);
}
