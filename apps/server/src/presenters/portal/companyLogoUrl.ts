/** Where a company's logo is served: an uploaded asset, the catalogue's mark, or none (letters). */
import type { CompanyRef } from '../../db/schema/index.js';
import { assetUrl } from './portalLinks.js';
import { companyCatalogue } from '../../companies/companyCatalogue.js';

export const catalogueLogoUrl = (companyId: string): string | null => {
  const catalogue = companyCatalogue();
  const company = catalogue.byId.get(companyId);
  return company?.iconSlug
    ? `/api/companies/${encodeURIComponent(company.id)}/logo.svg?v=${catalogue.version}`
    : null;
};

export function companyLogoUrl(
  company: Pick<CompanyRef, 'logoAssetId' | 'companyId' | 'source'>,
  orgId: string,
  revision: number,
): string | null {
  if (company.logoAssetId) return assetUrl(orgId, company.logoAssetId, revision);
  if (company.source === 'brand' && company.companyId) return catalogueLogoUrl(company.companyId);
  return null;
}
