/**
 * Candor's badge for a compliance framework: a seal-like ring in the framework's colour around
 * its short name, a tick, and a caption; an auditor's variant adds a band with the auditor's
 * name (domain auditorBadges.ts). Drawn here, not any standard body's or auditor's mark.
 */
import {
  badgeAuditor,
  certificationBadgePath,
  certificationFramework,
  type Auditor,
  type CertificationFramework,
} from '@candor/domain';
import { svgDataUrl } from '../images/svgDataUrl.js';

/** Bump when the artwork changes: it versions the badge URLs, which are cached for a year. */
export const CERTIFICATION_ART_VERSION = '2';

const FONT = "font-family=\"'Inter','Helvetica Neue',Helvetica,Arial,sans-serif\"";
const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The band across the badge's foot naming the auditor of a variant. */
function auditorBand(auditor: Auditor, color: string, c: number): string {
  const fontSize = auditor.name.length > 10 ? 7 : 8.5;
  return (
    `<rect x="${c - 40}" y="${c + 27}" width="80" height="15" rx="7.5" fill="${color}"/>` +
    `<text x="${c}" y="${c + 37.5}" text-anchor="middle" ${FONT} font-size="${fontSize}" ` +
    `font-weight="700" fill="#ffffff">${escapeXml(auditor.name)}</text>`
  );
}

export function certificationBadgeSvg(
  framework: CertificationFramework,
  auditor?: Auditor,
): string {
  const size = 112;
  const c = size / 2;
  const length = framework.label.length;
  const labelSize = length <= 4 ? 26 : length <= 5 ? 22 : length <= 6 ? 19 : 16;
  const captionSize = framework.caption.length > 12 ? 7 : 9;
  const ticks = Array.from({ length: 12 }, (_, i) => {
    const angle = (i * Math.PI) / 6;
    const x = (c + Math.cos(angle) * 50).toFixed(2);
    const y = (c + Math.sin(angle) * 50).toFixed(2);
    return `<circle cx="${x}" cy="${y}" r="1.6" fill="#ffffff" opacity="0.85"/>`;
  }).join('');
  const color = framework.color;
  const title = auditor
    ? `${framework.name} badge, audited by ${auditor.name}`
    : `${framework.name} badge`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" ` +
    `viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapeXml(title)}">` +
    `<title>${escapeXml(title)}</title>` +
    `<circle cx="${c}" cy="${c}" r="55" fill="${color}"/>${ticks}` +
    `<circle cx="${c}" cy="${c}" r="44" fill="#ffffff"/>` +
    `<circle cx="${c}" cy="${c}" r="40" fill="none" stroke="${color}" stroke-width="1.5"/>` +
    `<path d="M${c - 7} ${c - 24} l5 5 l10 -10" fill="none" stroke="${color}" ` +
    `stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<text x="${c}" y="${c + 5}" text-anchor="middle" ${FONT} font-size="${labelSize}" ` +
    `font-weight="800" fill="${color}">${escapeXml(framework.label)}</text>` +
    `<text x="${c}" y="${c + 21}" text-anchor="middle" ${FONT} font-size="${captionSize}" ` +
    `font-weight="700" letter-spacing="0.5" fill="#495057">${escapeXml(framework.caption)}</text>` +
    (auditor ? auditorBand(auditor, color, c) : '') +
    `</svg>`
  );
}

/** The badge's path (domain certificationBadgePath), versioned by the artwork. */
export function certificationLogoUrl(
  logoKey: string | null,
  auditorText: string | null = null,
): string | null {
  const path = certificationBadgePath(logoKey, auditorText);
  return path ? `${path}?v=${CERTIFICATION_ART_VERSION}` : null;
}

/** The badges drawn as data: URIs, by path: as many as frameworks and auditors' variants. */
const badgeDataUrls = new Map<string, string>();

/**
 * The badge `certificationLogoUrl` names, as a data: URI for the page to carry (drawn once per
 * framework and auditor); null when the item names no framework.
 */
export function certificationBadgeDataUrl(
  logoKey: string | null,
  auditorText: string | null = null,
): string | null {
  const path = certificationBadgePath(logoKey, auditorText);
  const framework = logoKey ? certificationFramework(logoKey) : undefined;
  if (!path || !framework) return null;
  let url = badgeDataUrls.get(path);
  if (url === undefined) {
    url = svgDataUrl(certificationBadgeSvg(framework, badgeAuditor(logoKey, auditorText)));
    badgeDataUrls.set(path, url);
  }
  return url;
}
