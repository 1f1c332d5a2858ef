/**
 * Auditor-specific badge variants (staff-content.md §3: "logos, with auditor-specific logo
 * variants for several auditors"): for a certification and the auditor named on its item, the
 * badge Candor draws with that auditor's name on it. Only pairings listed here get a variant (an
 * auditor that does not issue a framework keeps the generic badge), and the artwork is Candor's
 * own: the auditor's name in text, never an audit firm's mark.
 */
import { certificationFramework, type CertificationKey } from './certificationCatalogue.js';

export interface Auditor {
  key: string;
  /** As drawn on the badge. */
  name: string;
  /** Folded spellings of the item's auditor field that name this auditor. */
  matches: readonly string[];
}

export const AUDITORS = [
  { key: 'a-lign', name: 'A-LIGN', matches: ['a-lign', 'align', 'a-lign assurance'] },
  { key: 'prescient', name: 'Prescient', matches: ['prescient', 'prescient assurance'] },
  { key: 'johanson', name: 'Johanson', matches: ['johanson', 'johanson group'] },
  { key: 'insight', name: 'Insight', matches: ['insight assurance'] },
  { key: 'schellman', name: 'Schellman', matches: ['schellman', 'schellman company'] },
  { key: 'coalfire', name: 'Coalfire', matches: ['coalfire', 'coalfire systems'] },
  { key: 'barr', name: 'BARR', matches: ['barr', 'barr advisory'] },
  { key: 'deloitte', name: 'Deloitte', matches: ['deloitte'] },
  { key: 'kpmg', name: 'KPMG', matches: ['kpmg'] },
  { key: 'ey', name: 'EY', matches: ['ey', 'ernst young'] },
  { key: 'pwc', name: 'PwC', matches: ['pwc', 'pricewaterhousecoopers'] },
  { key: 'bsi', name: 'BSI', matches: ['bsi', 'bsi group'] },
  { key: 'tuv-sud', name: 'TÜV SÜD', matches: ['tuv sud'] },
  { key: 'tuv-rheinland', name: 'TÜV Rheinland', matches: ['tuv rheinland'] },
  { key: 'dnv', name: 'DNV', matches: ['dnv'] },
  { key: 'bureau-veritas', name: 'Bureau Veritas', matches: ['bureau veritas'] },
] as const satisfies readonly Auditor[];
export type AuditorKey = (typeof AUDITORS)[number]['key'];

const SOC: readonly AuditorKey[] = [
  'a-lign',
  'prescient',
  'johanson',
  'insight',
  'schellman',
  'coalfire',
  'barr',
  'deloitte',
  'kpmg',
  'ey',
  'pwc',
];
const ISO: readonly AuditorKey[] = [
  'a-lign',
  'schellman',
  'coalfire',
  'bsi',
  'tuv-sud',
  'tuv-rheinland',
  'dnv',
  'bureau-veritas',
];
const ASSESSORS: readonly AuditorKey[] = ['a-lign', 'schellman', 'coalfire'];

/** Which auditors have a variant of which certification's badge. */
export const AUDITOR_BADGES: Partial<Record<CertificationKey, readonly AuditorKey[]>> = {
  'soc2-type2': SOC,
  'soc2-type1': SOC,
  'soc1-type2': SOC,
  soc3: SOC,
  iso27001: ISO,
  iso27017: ISO,
  iso27018: ISO,
  iso27701: ISO,
  iso9001: ISO,
  iso22301: ISO,
  iso42001: ISO,
  'csa-star': [...ASSESSORS, 'bsi'],
  'csa-star-2': [...ASSESSORS, 'bsi'],
  'pci-dss': ASSESSORS,
  hitrust: ASSESSORS,
  'fedramp-moderate': ASSESSORS,
  'fedramp-high': ASSESSORS,
};

const fold = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/\b(llc|llp|inc|ltd|gmbh|ag|plc|pc|cpas?|and|co)\b/g, ' ')
    .replace(/[^a-z0-9-]+/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');

const BY_KEY: ReadonlyMap<string, Auditor> = new Map(AUDITORS.map((a) => [a.key, a]));
const VARIANTS: ReadonlyMap<string, readonly string[]> = new Map(Object.entries(AUDITOR_BADGES));

/** The auditor an item's free-text auditor field names, if Candor knows it. */
export function auditorOf(text: string | null | undefined): Auditor | undefined {
  if (!text) return undefined;
  const folded = fold(text);
  return AUDITORS.find((auditor) => auditor.matches.some((match) => folded === match));
}

/** The auditor whose variant of this certification's badge is drawn; none: the generic badge. */
export function badgeAuditor(
  certificationKey: string | null | undefined,
  auditorText: string | null | undefined,
): Auditor | undefined {
  const allowed = certificationKey ? VARIANTS.get(certificationKey) : undefined;
  const auditor = auditorOf(auditorText);
  return auditor && allowed?.includes(auditor.key) ? auditor : undefined;
}

/** A badge variant's auditor by its key (as in the badge's URL). */
export const auditorByKey = (key: string): Auditor | undefined => BY_KEY.get(key);

/**
 * Where a certification's badge is drawn: the auditor's variant when there is one, else the
 * generic badge; null for a key the catalogue does not know. The server versions it.
 */
export function certificationBadgePath(
  logoKey: string | null | undefined,
  auditorText: string | null | undefined,
): string | null {
  if (!logoKey || !certificationFramework(logoKey)) return null;
  const auditor = badgeAuditor(logoKey, auditorText);
  return `/api/certification-logos/${auditor ? `${logoKey}--${auditor.key}` : logoKey}.svg`;
}
