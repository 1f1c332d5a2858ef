/**
 * Companies shown by trusted-by items and subprocessors (staff-content.md §3 "Trusted-by and
 * subprocessor company", §5 "Company picker").
 */

/** Where a company came from: Candor's shipped catalogue (brand marks) or a typed name. */
export const COMPANY_SOURCES = ['brand', 'custom'] as const;
export type CompanySource = (typeof COMPANY_SOURCES)[number];

/** One answer of the company search, and what the picker holds once one is chosen. */
export interface CompanyOption {
  source: CompanySource;
  name: string;
  domain: string | null;
  /** The catalogue entry, for source 'brand'. */
  companyId: string | null;
  /** The brand mark; null means the lettered fallback. */
  logoUrl: string | null;
}

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
