/** Where a company's logo is served: an uploaded asset, a catalogue's mark, or none (letters). */
import type { CompanyRef } from '../../db/schema/index.js';
import { assetUrl } from './portalLinks.js';
import { companyDirectory } from '../../companies/companyDirectory.js';

export function companyLogoUrl(
  company: Pick<CompanyRef, 'logoAssetId' | 'companyId' | 'source'>,
  orgId: string,
  revision: number,
): string | null {
  if (company.logoAssetId) return assetUrl(orgId, company.logoAssetId, revision);
  if (company.source === 'custom' || !company.companyId) return null;
  return companyDirectory().find(company.source, company.companyId)?.logoUrl ?? null;
}
