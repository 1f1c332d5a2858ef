/** The company picker's search (staff who edit content only). */
import { assertAuthorized, type CompanyOption } from '@candor/domain';
import { companyCatalogue } from '../../companies/companyCatalogue.js';
import { catalogueLogoUrl } from '../../presenters/portal/companyLogoUrl.js';
import { searchCatalogue } from '../../companies/searchCompanies.js';
import type { ServiceContext } from '../serviceContext.js';

export function findCompanies(ctx: ServiceContext, term: string): CompanyOption[] {
  assertAuthorized(ctx.viewer.actor, 'company.search', { orgId: ctx.viewer.orgId });
  return searchCatalogue(companyCatalogue(), term).map((company) => ({
    source: 'brand',
    name: company.name,
    domain: company.domain,
    companyId: company.id,
    logoUrl: catalogueLogoUrl(company.id),
  }));
}
