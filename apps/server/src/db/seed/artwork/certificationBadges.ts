/**
 * Certification badges drawn as SVG: a ring in the framework's colour around its short name.
 * Generic artwork made for the demo, not any standard body's or auditor's official mark.
 */
import { escapeXml, FONT, svgDocument } from './svg.js';

export interface CertificationBadge {
  id: string;
  name: string;
  /** Big label in the middle of the badge. */
  label: string;
  /** Small label under it. */
  caption: string;
  color: string;
}

export const CERTIFICATION_BADGES: readonly CertificationBadge[] = [
  { id: 'soc2-type2', name: 'SOC 2 Type II', label: 'SOC 2', caption: 'TYPE II', color: '#1c7ed6' },
  { id: 'iso27001', name: 'ISO/IEC 27001', label: '27001', caption: 'ISO/IEC', color: '#2b8a3e' },
  { id: 'iso27701', name: 'ISO/IEC 27701', label: '27701', caption: 'ISO/IEC', color: '#0b7285' },
  { id: 'gdpr', name: 'GDPR', label: 'GDPR', caption: 'EU PRIVACY', color: '#364fc7' },
  { id: 'hipaa', name: 'HIPAA', label: 'HIPAA', caption: 'US HEALTH', color: '#c2255c' },
  {
    id: 'csa-star',
    name: 'CSA STAR Level 1',
    label: 'STAR',
    caption: 'CSA LEVEL 1',
    color: '#e67700',
  },
  { id: 'pci-dss', name: 'PCI DSS v4.0', label: 'PCI', caption: 'DSS v4.0', color: '#5f3dc4' },
];

export function certificationBadgeSvg(badge: CertificationBadge): string {
  const size = 112;
  const c = size / 2;
  const labelSize = badge.label.length <= 4 ? 26 : 22;
  // Twelve small ticks around the ring give it the look of a seal.
  const ticks = Array.from({ length: 12 }, (_, i) => {
    const angle = (i * Math.PI) / 6;
    const x = (c + Math.cos(angle) * 50).toFixed(2);
    const y = (c + Math.sin(angle) * 50).toFixed(2);
    return `<circle cx="${x}" cy="${y}" r="1.6" fill="#ffffff" opacity="0.85"/>`;
  }).join('');
  const body =
    `<circle cx="${c}" cy="${c}" r="55" fill="${badge.color}"/>` +
    ticks +
    `<circle cx="${c}" cy="${c}" r="44" fill="#ffffff"/>` +
    `<circle cx="${c}" cy="${c}" r="40" fill="none" stroke="${badge.color}" stroke-width="1.5"/>` +
    `<text x="${c}" y="${c + 5}" text-anchor="middle" ${FONT} font-size="${labelSize}" ` +
    `font-weight="800" fill="${badge.color}">${escapeXml(badge.label)}</text>` +
    `<text x="${c}" y="${c + 22}" text-anchor="middle" ${FONT} font-size="9" font-weight="700" ` +
    `letter-spacing="0.6" fill="#495057">${escapeXml(badge.caption)}</text>` +
    `<path d="M${c - 7} ${c - 24} l5 5 l10 -10" fill="none" stroke="${badge.color}" ` +
    `stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`;
  return svgDocument(size, size, body, `${badge.name} badge`);
}
