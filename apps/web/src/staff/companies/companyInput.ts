import { companyOption, type CompanyOption } from '@candor/domain/companies/company';
import type { CompanyInput } from '@candor/domain/companies/company.schema';
import type { SubprocessorView } from '@candor/domain/portal/portalView';

/** What the server is sent for a picked company: its catalogue and id, or the typed name. */
export const companyInputOf = (company: CompanyOption): CompanyInput =>
  company.source !== 'custom' && company.companyId
    ? { source: company.source, companyId: company.companyId }
    : { source: 'custom', name: company.name };

/** A shown subprocessor's company, as the picker holds it. */
export const companyOptionOf = (company: SubprocessorView['company']): CompanyOption =>
  companyOption({
    source: company.source ?? (company.companyId ? 'brand' : 'custom'),
    name: company.name,
    domain: company.domain,
    companyId: company.companyId ?? null,
    logoUrl: company.logoUrl,
  });
