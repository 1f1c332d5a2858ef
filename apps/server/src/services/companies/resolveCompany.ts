/**
 * The company a picker sent, as stored: a catalogue company's name and domain come from the
 * catalogue (never from the client), a typed name is kept as typed.
 */
import { COMPANY_MESSAGES, DomainError, type CompanyInput } from '@candor/domain';
import { companyCatalogue } from '../../companies/companyCatalogue.js';
import type { CompanyRef } from '../../db/schema/index.js';

export function resolveCompany(input: CompanyInput): CompanyRef {
  if (input.source === 'custom') return { source: 'custom', name: input.name };
  const company = companyCatalogue().byId.get(input.companyId);
  if (!company) {
    throw new DomainError('validation_failed', COMPANY_MESSAGES.unknownCompany, [
      { path: 'company', message: COMPANY_MESSAGES.unknownCompany },
    ]);
  }
  return { source: 'brand', name: company.name, domain: company.domain, companyId: company.id };
}
