/**
 * Northwind Cloud's own artwork: the logo (SVG), the favicon and the product banners (PNG,
 * rasterised with sharp from SVG drawn without text, so no font is needed to render them).
 */
import { loadSharp } from '../../../images/loadSharp.js';
import { escapeXml, FONT, svgDocument } from './svg.js';

const NAVY = '#0b2545';
const ACCENT = '#13a89e';

/** A compass needle pointing north-east inside a rounded square. */
function markSvgBody(size: number): string {
  const s = size / 64;
  return (
    `<g transform="scale(${s})">` +
    `<rect width="64" height="64" rx="14" fill="${NAVY}"/>` +
    `<path d="M14 50 L50 14 L40 40 Z" fill="${ACCENT}"/>` +
    `<path d="M14 50 L50 14 L24 24 Z" fill="#ffffff"/>` +
    `<circle cx="32" cy="32" r="3.5" fill="${NAVY}"/>` +
    `</g>`
  );
}

export function logoSvg(orgName: string): string {
  const body =
    markSvgBody(48) +
    `<text x="60" y="32" ${FONT} font-size="24" font-weight="800" fill="${NAVY}">` +
    `${escapeXml(orgName)}</text>`;
  return svgDocument(60 + Math.ceil(orgName.length * 14.5), 48, body, `${orgName} logo`);
}

export async function faviconPng(): Promise<Buffer> {
  const svg = svgDocument(64, 64, markSvgBody(64), 'Northwind');
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).resize(64, 64).png().toBuffer();
}

export const BANNER_WIDTH = 1280;
export const BANNER_HEIGHT = 350;

/**
 * A diagonal gradient with soft contour lines, like a stylised map. WebP: the banner is the
 * portal's largest paint, and as WebP it weighs 6 kB where a PNG weighs 66 kB.
 */
export async function bannerWebp([from, to]: [string, string]): Promise<Buffer> {
  const w = BANNER_WIDTH;
  const h = BANNER_HEIGHT;
  const contours = Array.from({ length: 9 }, (_, i) => {
    const y = 40 + i * 38;
    return (
      `<path d="M-20 ${y} C ${w * 0.25} ${y - 60}, ${w * 0.5} ${y + 70}, ${w + 20} ${y - 10}" ` +
      `fill="none" stroke="#ffffff" stroke-opacity="${(0.05 + (i % 3) * 0.03).toFixed(2)}" stroke-width="2"/>`
    );
  }).join('');
  const body =
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>` +
    `</linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
    contours +
    `<circle cx="${w * 0.82}" cy="${h * 0.3}" r="140" fill="#ffffff" fill-opacity="0.06"/>` +
    `<circle cx="${w * 0.9}" cy="${h * 0.85}" r="90" fill="#ffffff" fill-opacity="0.05"/>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svgDocument(w, h, body, 'Banner')))
    .webp({ quality: 80 })
    .toBuffer();
}
