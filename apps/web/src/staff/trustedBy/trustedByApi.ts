/** 'Trusted by' and certification calls; each answers with the snack to show. */
import type { AddCertificationInput } from '@candor/domain/certifications/certification.schema';
import type { CompanyInput } from '@candor/domain/companies/company.schema';
import { jsonRequest } from '../../api/jsonRequest.js';

type Added = { itemUid: string; message: string };
const product = (productId: string) =>
  `/api/trust-center/products/${encodeURIComponent(productId)}`;

export const addTrustedBy = (productId: string, company: CompanyInput) =>
  jsonRequest<Added>('POST', `${product(productId)}/trusted-by`, { company });

export const removeTrustedBy = (productId: string, itemUid: string) =>
  jsonRequest<Added>('DELETE', `${product(productId)}/trusted-by/${encodeURIComponent(itemUid)}`);

export const addCertification = (productId: string, input: AddCertificationInput) =>
  jsonRequest<Added>('POST', `${product(productId)}/certifications`, input);
