/**
 * Companies shown by trusted-by items and subprocessors (staff-content.md §3 "Trusted-by and
 * subprocessor company", §5 "Company picker").
 */

/**
 * Where a company came from (§3): the brand-logo catalogue, the company-data directory, the
 * addendum catalogue, a typed name, or the compliance-platform catalogue.
 */
export const COMPANY_SOURCES = [
  'brand',
  'company_data',
  'addendum',
  'custom',
  'compliance_platform',
] as const;
export type CompanySource = (typeof COMPANY_SOURCES)[number];
/** The sources a company is picked from by id (all but a typed name). */
export const CATALOGUE_SOURCES = [
  'brand',
  'company_data',
  'addendum',
  'compliance_platform',
] as const;
export type CatalogueSource = (typeof CATALOGUE_SOURCES)[number];

/** How the picker names each result's source. */
export const COMPANY_SOURCE_LABELS: Record<CompanySource, string> = {
  brand: 'Brand logos',
  company_data: 'Company data',
  addendum: 'Addendum',
  custom: 'Custom',
  compliance_platform: 'Compliance platform',
};

/** One answer of the company search, and what the picker holds once one is chosen. */
export interface CompanyOption {
  source: CompanySource;
  name: string;
  domain: string | null;
  /** The catalogue entry; null for a typed name. */
  companyId: string | null;
  /** The brand mark; null means the lettered fallback. */
  logoUrl: string | null;
  /** The trust center of a compliance platform. */
  url: string | null;
  /** An addendum company's legal name and headquarters, shown under its name. */
  detail: string | null;
  /** An addendum company's headquarters and usual purpose, offered to the subprocessor form. */
  location: string | null;
  purpose: string | null;
}

/** A company as the picker holds it with only some fields known (a typed name, a shown one). */
export const companyOption = (
  fields: Pick<CompanyOption, 'source' | 'name'> & Partial<CompanyOption>,
): CompanyOption => ({
  domain: null,
  companyId: null,
  logoUrl: null,
  url: null,
  detail: null,
  location: null,
  purpose: null,
  ...fields,
});

/** The picker's key for an option: the same id may be listed by two catalogues. */
export const companyOptionKey = (company: CompanyOption): string =>
  `${company.source}:${company.companyId ?? company.name}`;

export const COMPANY_SEARCH_DEBOUNCE_MS = 200;
/** At most this many answers per search. */
export const COMPANY_SEARCH_LIMIT = 20;
export const COMPANY_NAME_MAX = 100;
export const COMPANY_SEARCH_TERM_MAX = 100;

/** The 'Just use' option appears only for a typed name longer than one character. */
export const offersJustUse = (typed: string): boolean => typed.trim().length > 1;
export const justUseLabel = (typed: string): string => `Just use "${typed.trim()}"`;

/** Up to two letters naming a company whose logo is the lettered fallback. */
export function companyInitials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const letters =
    words.length > 1
      ? words.slice(0, 2).map((word) => [...word][0])
      : [...(words[0] ?? '?')].slice(0, 2);
  return letters.join('').toUpperCase();
}
