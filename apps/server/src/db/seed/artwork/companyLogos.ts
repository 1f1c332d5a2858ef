/**
 * Logos for the demo's customers (Trusted By): each fictional company has a mark of its own,
 * drawn here by hand as SVG (no real brand artwork, nothing fetched at run time). A name
 * without one gets a geometric mark in a colour of its own; the same name, the same logo.
 */
import { svgDocument } from './svg.js';

const white = '#ffffff';

/** Each customer's colour and mark, on a 112x112 canvas. */
const CUSTOMER_MARKS: Record<string, { color: string; mark: (color: string) => string }> = {
  'Bluefin Logistics': {
    color: '#1971c2',
    mark: (c) =>
      `<path d="M30 76 C44 68 54 42 80 26 C73 46 74 62 86 76 Z" fill="${c}"/>` +
      `<path d="M22 88 q11 -8 22 0 t22 0 t22 0" fill="none" stroke="${c}" stroke-width="6" stroke-linecap="round"/>`,
  },
  'Cedar Health': {
    color: '#2b8a3e',
    mark: (c) =>
      `<path d="M56 16 L78 46 H67 L86 72 H62 V94 H50 V72 H26 L45 46 H34 Z" fill="${c}"/>` +
      `<path d="M52 50 h8 v8 h8 v8 h-8 v8 h-8 v-8 h-8 v-8 h8 Z" fill="${white}"/>`,
  },
  'Halcyon Bank': {
    color: '#1d3557',
    mark: (c) =>
      `<path d="M22 44 L56 20 L90 44 Z" fill="#e0a800"/>` +
      [30, 46, 62, 78]
        .map((x) => `<rect x="${x}" y="50" width="8" height="30" fill="${c}"/>`)
        .join('') +
      `<rect x="22" y="84" width="68" height="8" rx="2" fill="${c}"/>`,
  },
  'Quarry Labs': {
    color: '#d9480f',
    mark: (c) =>
      `<path d="M56 18 L88 40 L74 92 H38 L24 40 Z" fill="${c}"/>` +
      `<path d="M24 40 H88 M56 18 L44 40 L56 92 L68 40 Z" fill="none" stroke="${white}" stroke-width="3" stroke-linejoin="round"/>`,
  },
  'Meridian Retail': {
    color: '#6741d9',
    mark: (c) =>
      `<circle cx="56" cy="56" r="32" fill="none" stroke="${c}" stroke-width="6"/>` +
      `<ellipse cx="56" cy="56" rx="13" ry="32" fill="none" stroke="${c}" stroke-width="5"/>` +
      `<path d="M24 56 H88 M30 40 H82 M30 72 H82" stroke="${c}" stroke-width="4"/>`,
  },
  'Orbital Freight': {
    color: '#364fc7',
    mark: (c) =>
      `<circle cx="56" cy="56" r="18" fill="${c}"/>` +
      `<ellipse cx="56" cy="56" rx="42" ry="14" fill="none" stroke="${c}" stroke-width="5" transform="rotate(-22 56 56)"/>` +
      `<circle cx="91" cy="40" r="6" fill="#f59f00"/>`,
  },
  'Pinecrest Insurance': {
    color: '#0b7285',
    mark: (c) =>
      `<path d="M56 14 L88 27 V54 C88 75 74 89 56 98 C38 89 24 75 24 54 V27 Z" fill="${c}"/>` +
      `<path d="M56 32 L71 56 H63 L74 74 H38 L49 56 H41 Z" fill="${white}"/><rect x="53" y="74" width="6" height="10" fill="${white}"/>`,
  },
  'Lumen Education': {
    color: '#e67700',
    mark: (c) =>
      `<path d="M40 58 A16 16 0 0 1 72 58 Z" fill="${c}"/>` +
      `<path d="M56 22 V32 M32 34 L39 41 M80 34 L73 41 M22 54 H31 M90 54 H81" stroke="${c}" stroke-width="5" stroke-linecap="round"/>` +
      `<path d="M20 70 C33 62 46 62 56 69 C66 62 79 62 92 70 V90 C79 82 66 82 56 89 C46 82 33 82 20 90 Z" fill="${c}"/>` +
      `<path d="M56 70 V88" stroke="${white}" stroke-width="3"/>`,
  },
  'Kestrel Mobility': {
    color: '#c92a2a',
    mark: (c) =>
      `<path d="M16 62 L56 30 L96 62 H78 L56 45 L34 62 Z" fill="${c}"/>` +
      `<path d="M30 82 L56 62 L82 82 H68 L56 73 L44 82 Z" fill="${c}" opacity="0.6"/>`,
  },
  'Tidewater Games': {
    color: '#087f5b',
    mark: (c) =>
      `<circle cx="56" cy="52" r="32" fill="${c}"/>` +
      `<path d="M48 36 L74 52 L48 68 Z" fill="${white}"/>` +
      `<path d="M18 94 q10 -8 19 0 t19 0 t19 0 t19 0" fill="none" stroke="${c}" stroke-width="6" stroke-linecap="round"/>`,
  },
};

/** For any other name: a simple geometric mark. */
const MARKS = [
  (c: string) => `<circle cx="56" cy="56" r="24" fill="none" stroke="${c}" stroke-width="9"/>`,
  (c: string) => `<path d="M56 26 L84 80 L28 80 Z" fill="${c}"/>`,
  (c: string) => `<path d="M56 24 L86 56 L56 88 L26 56 Z" fill="${c}"/>`,
  (c: string) => `<path d="M56 24 L84 40 L84 72 L56 88 L28 72 L28 40 Z" fill="${c}"/>`,
] as const;
const PALETTE = ['#1864ab', '#087f5b', '#862e9c', '#d9480f', '#0b7285', '#364fc7'];

function hashOf(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

/** A 112x112 logo; the same name always gives the same logo. */
export function companyLogoSvg(name: string): string {
  const h = hashOf(name);
  const known = CUSTOMER_MARKS[name];
  const color = known?.color ?? PALETTE[h % PALETTE.length]!;
  const mark = known?.mark ?? MARKS[(h >>> 3) % MARKS.length]!;
  const body = `<rect width="112" height="112" rx="24" fill="${color}" opacity="0.08"/>${mark(color)}`;
  return svgDocument(112, 112, body, `${name} logo`);
}
