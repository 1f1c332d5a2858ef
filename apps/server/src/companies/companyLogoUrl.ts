/** Where a company's logo is served: an uploaded asset, the catalogue's mark, or none (letters). */
import { companyCatalogue } from './companyCatalogue.js';

export const catalogueLogoUrl = (companyId: string): string | null => {
  const catalogue = companyCatalogue();
  const company = catalogue.byId.get(companyId);
  return company?.iconSlug
    ? `/api/companies/${encodeURIComponent(company.id)}/logo.svg?v=${catalogue.version}`
    : null;
};
