/**
 * The private area's typed client: one function per call of the API contract, all through the
 * app's one fetch wrapper (uploads through its multipart twin).
 */
import type { DataExportView, SettingsPatchInput } from '@candor/domain';
import type { FeatureFlags } from '@candor/domain/features/featureFlags';
import type { InviteStaff } from '@candor/domain/staff/staff.schema';
import { jsonRequest } from '../../api/jsonRequest.js';
import type {
  AuditFilter,
  AuditPage,
  AuditVerification,
  CreatedOrganisation,
  InstallationAnswer,
  InstallationOrg,
  MailMessage,
  MailPage,
  Product,
  ProductLink,
  ProductsAnswer,
  SettingsAnswer,
  SettingsImage,
  StaffAnswer,
  StaffMember,
} from './adminTypes.js';

const BASE = '/api/admin';
const id = encodeURIComponent;

/** `?a=1&b=2` from the set values only (an empty filter is no filter). */
export function queryString(params: Record<string, string | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, value);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const adminApi = {
  settings: {
    get: () => jsonRequest<SettingsAnswer>('GET', `${BASE}/settings`),
    patch: (patch: SettingsPatchInput) =>
      jsonRequest<SettingsAnswer>('PATCH', `${BASE}/settings`, patch),
    upload: (image: SettingsImage, file: File) =>
      uploadFile<SettingsAnswer>(`${BASE}/settings/${image}`, file),
    remove: (image: SettingsImage) =>
      jsonRequest<SettingsAnswer>('DELETE', `${BASE}/settings/${image}`),
  },
  products: {
    list: () => jsonRequest<ProductsAnswer>('GET', `${BASE}/products`),
    create: (input: { name: string; slug?: string }) =>
      jsonRequest<{ product: Product }>('POST', `${BASE}/products`, input),
    update: (
      productId: string,
      patch: { name?: string; slug?: string; show?: boolean; isDefault?: boolean },
    ) => jsonRequest<{ product: Product }>('PATCH', `${BASE}/products/${id(productId)}`, patch),
    remove: (productId: string) => jsonRequest<null>('DELETE', `${BASE}/products/${id(productId)}`),
    order: (ids: string[]) =>
      jsonRequest<{ products: Product[] }>('PUT', `${BASE}/products/order`, { ids }),
    uploadBanner: (productId: string, file: File) =>
      uploadFile<{ product: Product }>(`${BASE}/products/${id(productId)}/banner`, file),
    removeBanner: (productId: string) =>
      jsonRequest<{ product: Product }>('DELETE', `${BASE}/products/${id(productId)}/banner`),
  },
  links: {
    create: (input: { name: string; link: string; show?: boolean }) =>
      jsonRequest<{ link: ProductLink }>('POST', `${BASE}/product-links`, input),
    update: (linkId: string, patch: { name?: string; link?: string; show?: boolean }) =>
      jsonRequest<{ link: ProductLink }>('PATCH', `${BASE}/product-links/${id(linkId)}`, patch),
    remove: (linkId: string) => jsonRequest<null>('DELETE', `${BASE}/product-links/${id(linkId)}`),
    order: (ids: string[]) => jsonRequest<unknown>('PUT', `${BASE}/product-links/order`, { ids }),
  },
  audit: {
    list: (filter: AuditFilter, cursor: string | null) =>
      jsonRequest<AuditPage>('GET', `${BASE}/audit${queryString({ ...filter, cursor })}`),
    actions: () => jsonRequest<{ actions: string[] }>('GET', `${BASE}/audit/actions`),
    verify: () => jsonRequest<AuditVerification>('GET', `${BASE}/audit/verify`),
  },
  staff: {
    list: () => jsonRequest<StaffAnswer>('GET', `${BASE}/staff`),
    invite: (input: InviteStaff) =>
      jsonRequest<{ staff: StaffMember; message?: string }>('POST', `${BASE}/staff`, input),
    update: (staffId: string, patch: { scopes?: string[]; displayName?: string }) =>
      jsonRequest<{ staff: StaffMember }>('PATCH', `${BASE}/staff/${id(staffId)}`, patch),
    resendInvite: (staffId: string) =>
      jsonRequest<{ message?: string }>('POST', `${BASE}/staff/${id(staffId)}/invite`),
    remove: (staffId: string) => jsonRequest<null>('DELETE', `${BASE}/staff/${id(staffId)}`),
  },
  dataExports: {
    list: () => jsonRequest<{ exports: DataExportView[] }>('GET', `${BASE}/data-exports`),
    start: () => jsonRequest<{ id: string }>('POST', `${BASE}/data-exports`),
    downloadUrl: (exportId: string) => `${BASE}/data-exports/${id(exportId)}/download`,
  },
  mail: {
    list: (cursor: string | null) =>
      jsonRequest<MailPage>('GET', `${BASE}/mail${queryString({ cursor })}`),
    get: (mailId: string) =>
      jsonRequest<{ mail: MailMessage }>('GET', `${BASE}/mail/${id(mailId)}`),
  },
  installation: {
    orgs: () => jsonRequest<InstallationAnswer>('GET', `${BASE}/installation/orgs`),
    create: (body: { name: string; slug: string; adminEmail: string }) =>
      jsonRequest<CreatedOrganisation>('POST', `${BASE}/installation/orgs`, body),
    update: (orgId: string, patch: { plan?: string; flags?: FeatureFlags }) =>
      jsonRequest<{ org: InstallationOrg }>(
        'PATCH',
        `${BASE}/installation/orgs/${id(orgId)}`,
        patch,
      ),
    remove: (orgId: string, confirm: string) =>
      jsonRequest<{ deleted: { id: string; slug: string; name: string } }>(
        'DELETE',
        `${BASE}/installation/orgs/${id(orgId)}`,
        { confirm },
      ),
  },
};

/** The contract's uploads: multipart with the one field `file`. */
function uploadFile<T>(url: string, file: File): Promise<T> {
  const form = new FormData();
  form.append('file', file);
  return jsonRequest<T>('PUT', url, form);
}

/** Query keys: a mutation invalidates the keys of what it changed. */
export const adminKeys = {
  settings: ['admin', 'settings'] as const,
  products: ['admin', 'products'] as const,
  audit: (filter: AuditFilter) => ['admin', 'audit', filter] as const,
  auditAll: ['admin', 'audit'] as const,
  auditActions: ['admin', 'audit-actions'] as const,
  auditVerify: ['admin', 'audit-verify'] as const,
  staff: ['admin', 'staff'] as const,
  mail: ['admin', 'mail'] as const,
  dataExports: ['admin', 'data-exports'] as const,
  mailMessage: (mailId: string) => ['admin', 'mail', mailId] as const,
  installation: ['admin', 'installation'] as const,
};
