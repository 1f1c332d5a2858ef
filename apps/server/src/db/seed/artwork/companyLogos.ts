/**
 * Logos for companies (trusted-by customers and subprocessors): a coloured tile with a simple
 * geometric mark and the company's initials. Made up for the demo; no real brand artwork.
 */
import { escapeXml, FONT, svgDocument } from './svg.js';

const MARKS = [
  // circle
  (color: string) =>
    `<circle cx="56" cy="40" r="16" fill="none" stroke="${color}" stroke-width="6"/>`,
  // triangle
  (color: string) => `<path d="M56 22 L74 54 L38 54 Z" fill="${color}"/>`,
  // diamond
  (color: string) => `<path d="M56 20 L74 40 L56 60 L38 40 Z" fill="${color}"/>`,
  // bars
  (color: string) =>
    `<rect x="38" y="38" width="8" height="18" rx="2" fill="${color}"/>` +
    `<rect x="52" y="28" width="8" height="28" rx="2" fill="${color}"/>` +
    `<rect x="66" y="20" width="8" height="36" rx="2" fill="${color}"/>`,
  // wave
  (color: string) =>
    `<path d="M34 44 q11 -18 22 0 t22 0" fill="none" stroke="${color}" stroke-width="7" stroke-linecap="round"/>`,
  // hexagon
  (color: string) => `<path d="M56 22 L72 31 L72 49 L56 58 L40 49 L40 31 Z" fill="${color}"/>`,
] as const;

const PALETTE = [
  '#1864ab',
  '#087f5b',
  '#862e9c',
  '#d9480f',
  '#0b7285',
  '#5c940d',
  '#c92a2a',
  '#364fc7',
];

function hashOf(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

export function initialsOf(name: string): string {
  const words = name
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const letters =
    words.length > 1 ? words.slice(0, 2).map((w) => w[0]) : [...(words[0] ?? '?').slice(0, 2)];
  return letters.join('').toUpperCase();
}

/** A 112x112 logo tile; the same name always gives the same logo. */
export function companyLogoSvg(name: string): string {
  const h = hashOf(name);
  const color = PALETTE[h % PALETTE.length]!;
  const mark = MARKS[(h >>> 3) % MARKS.length]!;
  const body =
    `<rect width="112" height="112" rx="24" fill="${color}" opacity="0.12"/>` +
    `<rect x="2" y="2" width="108" height="108" rx="22" fill="none" stroke="${color}" stroke-width="3"/>` +
    mark(color) +
    `<text x="56" y="92" text-anchor="middle" ${FONT} font-size="22" font-weight="800" ` +
    `letter-spacing="1" fill="${color}">${escapeXml(initialsOf(name))}</text>`;
  return svgDocument(112, 112, body, `${name} logo`);
}
