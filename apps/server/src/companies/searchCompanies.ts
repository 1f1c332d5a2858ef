/**
 * Company search over an alphabetical list (the brand catalogue, the picker's directory): names
 * that start with the term first, then names with a word starting with it, then any name or
 * domain containing it; alphabetical within each rank.
 */
import { COMPANY_SEARCH_LIMIT } from '@candor/domain';
import { foldForSearch } from './companyCatalogue.js';

interface Searchable {
  name: string;
  domain: string;
  searchText: string;
}

function rankOf(company: Searchable, term: string): number | null {
  const name = foldForSearch(company.name);
  if (name === term) return 0;
  if (name.startsWith(term)) return 1;
  if (name.split(' ').some((word) => word.startsWith(term))) return 2;
  if (company.domain.startsWith(term)) return 3;
  if (company.searchText.includes(term)) return 4;
  return null;
}

export function searchCatalogue<T extends Searchable>(
  catalogue: { companies: readonly T[] },
  rawTerm: string,
  limit = COMPANY_SEARCH_LIMIT,
): T[] {
  const term = foldForSearch(rawTerm);
  if (!term) return catalogue.companies.slice(0, limit);
  const ranked: { company: T; rank: number }[] = [];
  for (const company of catalogue.companies) {
    const rank = rankOf(company, term);
    if (rank !== null) ranked.push({ company, rank });
  }
  // Array.sort is stable: within a rank the catalogue's alphabetical order stays.
  ranked.sort((a, b) => a.rank - b.rank);
  return ranked.slice(0, limit).map((entry) => entry.company);
}
