/**
 * Company search over the catalogue: names that start with the term first, then names with a
 * word starting with it, then any name or domain containing it; alphabetical within each rank.
 */
import { COMPANY_SEARCH_LIMIT } from '@candor/domain';
import { foldForSearch, type CatalogueCompany, type CompanyCatalogue } from './companyCatalogue.js';

function rankOf(company: CatalogueCompany, term: string): number | null {
  const name = foldForSearch(company.name);
  if (name === term) return 0;
  if (name.startsWith(term)) return 1;
  if (name.split(' ').some((word) => word.startsWith(term))) return 2;
  if (company.domain.startsWith(term)) return 3;
  if (company.searchText.includes(term)) return 4;
  return null;
}

export function searchCatalogue(
  catalogue: CompanyCatalogue,
  rawTerm: string,
  limit = COMPANY_SEARCH_LIMIT,
): CatalogueCompany[] {
  const term = foldForSearch(rawTerm);
  if (!term) return catalogue.companies.slice(0, limit);
  const ranked: { company: CatalogueCompany; rank: number }[] = [];
  for (const company of catalogue.companies) {
    const rank = rankOf(company, term);
    if (rank !== null) ranked.push({ company, rank });
  }
  // Array.sort is stable: within a rank the catalogue's alphabetical order stays.
  ranked.sort((a, b) => a.rank - b.rank);
  return ranked.slice(0, limit).map((entry) => entry.company);
}
