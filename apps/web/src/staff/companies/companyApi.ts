/** The company catalogue search the picker asks, debounced by the caller. */
import type { CompanyOption } from '@candor/domain/companies/company';
import { jsonRequest } from '../../api/jsonRequest.js';

export const searchCompanies = (term: string, signal?: AbortSignal) =>
  jsonRequest<{ companies: CompanyOption[] }>(
    'GET',
    `/api/companies?term=${encodeURIComponent(term)}`,
    undefined,
    signal,
  ).then((answer) => answer.companies);
