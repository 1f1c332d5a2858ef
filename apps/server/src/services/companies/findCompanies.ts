/** The company picker's search over its four catalogues (staff who edit content only). */
import { assertAuthorized, type CompanyOption } from '@candor/domain';
import { companyDirectory } from '../../companies/companyDirectory.js';
import { searchCatalogue } from '../../companies/searchCompanies.js';
import type { ServiceContext } from '../serviceContext.js';

export function findCompanies(ctx: ServiceContext, term: string): CompanyOption[] {
  assertAuthorized(ctx.viewer.actor, 'company.search', { orgId: ctx.viewer.orgId });
  return searchCatalogue(companyDirectory(), term).map((company) => ({
    source: company.source,
    name: company.name,
    domain: company.domain,
    companyId: company.id,
    logoUrl: company.logoUrl,
    url: company.url,
    detail: company.detail,
    location: company.location,
    purpose: company.purpose,
  }));
}
