/**
 * The company a picker sent, as stored: a catalogue company's name, domain and link come from
 * its catalogue (never from the client), a typed name is kept as typed.
 */
import { COMPANY_MESSAGES, DomainError, type CompanyInput } from '@candor/domain';
import { companyDirectory } from '../../companies/companyDirectory.js';
import type { CompanyRef } from '../../db/schema/index.js';

export function resolveCompany(input: CompanyInput): CompanyRef {
  if (input.source === 'custom') return { source: 'custom', name: input.name };
  const company = companyDirectory().find(input.source, input.companyId);
  if (!company) {
    throw new DomainError('validation_failed', COMPANY_MESSAGES.unknownCompany, [
      { path: 'company', message: COMPANY_MESSAGES.unknownCompany },
    ]);
  }
  return {
    source: company.source,
    name: company.name,
    domain: company.domain,
    companyId: company.id,
    ...(company.url ? { url: company.url } : {}),
  };
}
