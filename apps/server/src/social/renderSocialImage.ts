/**
 * The 1200x630 PNG crawlers show when a portal link is shared (visitor-portal.md §2, §9):
 * drawn as SVG and rasterised with sharp.
 */
import { escapeXml } from '../http/escapeXml.js';
import { loadSharp } from '../images/loadSharp.js';

export const SOCIAL_IMAGE_WIDTH = 1200;
export const SOCIAL_IMAGE_HEIGHT = 630;
const DEFAULT_ACCENT = '#3b5bdb';

export interface SocialImageInput {
  orgName: string;
  portalTitle: string;
  accent?: string;
}

/** Long names get smaller type, and past a point an ellipsis, so they stay on the card. */
function fitted(text: string, maxChars: number): { text: string; size: number } {
  const clean = text.replace(/\s+/g, ' ').trim();
  const shown = clean.length > maxChars ? `${clean.slice(0, maxChars - 1)}…` : clean;
  const size = shown.length <= 18 ? 96 : shown.length <= 28 ? 76 : 56;
  return { text: shown, size };
}

export function socialImageSvg({ orgName, portalTitle, accent }: SocialImageInput): string {
  const color = accent && /^#[0-9a-fA-F]{6}$/.test(accent) ? accent : DEFAULT_ACCENT;
  const name = fitted(orgName, 40);
  const title = fitted(portalTitle, 48);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SOCIAL_IMAGE_WIDTH}" height="${SOCIAL_IMAGE_HEIGHT}" viewBox="0 0 ${SOCIAL_IMAGE_WIDTH} ${SOCIAL_IMAGE_HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f8f9fa"/>
      <stop offset="1" stop-color="#e7ecff"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <rect x="0" y="0" width="24" height="${SOCIAL_IMAGE_HEIGHT}" fill="${color}"/>
  <path d="M96 150 l40 -18 l40 18 v44 c0 30 -18 52 -40 62 c-22 -10 -40 -32 -40 -62 z" fill="${color}"/>
  <path d="M118 196 l12 12 l26 -28" stroke="#ffffff" stroke-width="9" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  <text x="96" y="370" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${name.size}" font-weight="700" fill="#1a1b1e">${escapeXml(name.text)}</text>
  <text x="96" y="450" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${Math.min(title.size, 56)}" fill="${color}">${escapeXml(title.text)}</text>
  <text x="96" y="550" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="28" fill="#5c5f66">Security, compliance and privacy</text>
</svg>`;
}

export async function renderSocialImage(input: SocialImageInput): Promise<Buffer> {
  const sharp = await loadSharp();
  return (
    sharp(Buffer.from(socialImageSvg(input)))
      // A 256-colour palette keeps the anti-aliased text sharp at a tenth of the size.
      .png({ compressionLevel: 9, palette: true })
      .toBuffer()
  );
}
