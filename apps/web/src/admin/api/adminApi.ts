/**
 * The private area's calls of settings, products, audit, staff, data export, sent mail and the
 * installation: one function per call, through the client generated from the server's OpenAPI
 * document; the answers' types are the server's route schemas (ApiAnswer names them).
 */
import type { SettingsPatchInput } from '@candor/domain';
import type { SettingsImageKind } from '@candor/domain/settings/settingsImages';
import type { InviteStaff } from '@candor/domain/staff/staff.schema';
import {
  answerOf,
  api,
  withFile,
  type ApiAnswer,
  type ApiBody,
  type ApiQuery,
} from '../../api/apiClient.js';

const byId = (id: string) => ({ params: { path: { id } } });

export const adminApi = {
  settings: {
    get: () => answerOf(api.GET('/api/admin/settings')),
    patch: (patch: SettingsPatchInput) =>
      answerOf(api.PATCH('/api/admin/settings', { body: patch })),
    upload: (kind: SettingsImageKind, file: File) =>
      answerOf(
        api.PUT('/api/admin/settings/{kind}', { params: { path: { kind } }, ...withFile(file) }),
      ),
    remove: (kind: SettingsImageKind) =>
      answerOf(api.DELETE('/api/admin/settings/{kind}', { params: { path: { kind } } })),
  },
  products: {
    list: () => answerOf(api.GET('/api/admin/products')),
    create: (input: { name: string; slug?: string }) =>
      answerOf(api.POST('/api/admin/products', { body: input })),
    update: (productId: string, patch: ApiBody<'/api/admin/products/{id}', 'patch'>) =>
      answerOf(api.PATCH('/api/admin/products/{id}', { ...byId(productId), body: patch })),
    remove: (productId: string) =>
      answerOf(api.DELETE('/api/admin/products/{id}', byId(productId))),
    order: (ids: string[]) => answerOf(api.PUT('/api/admin/products/order', { body: { ids } })),
    uploadBanner: (productId: string, file: File) =>
      answerOf(
        api.PUT('/api/admin/products/{id}/banner', { ...byId(productId), ...withFile(file) }),
      ),
    removeBanner: (productId: string) =>
      answerOf(api.DELETE('/api/admin/products/{id}/banner', byId(productId))),
  },
  links: {
    create: (input: { name: string; link: string; show?: boolean }) =>
      answerOf(api.POST('/api/admin/product-links', { body: input })),
    update: (linkId: string, patch: { name?: string; link?: string; show?: boolean }) =>
      answerOf(api.PATCH('/api/admin/product-links/{id}', { ...byId(linkId), body: patch })),
    remove: (linkId: string) => answerOf(api.DELETE('/api/admin/product-links/{id}', byId(linkId))),
    order: (ids: string[]) =>
      answerOf(api.PUT('/api/admin/product-links/order', { body: { ids } })),
  },
  audit: {
    list: (filter: AuditFilter, cursor: string | null) =>
      answerOf(
        api.GET('/api/admin/audit', {
          params: { query: { ...filter, cursor: cursor ?? undefined } },
        }),
      ),
    actions: () => answerOf(api.GET('/api/admin/audit/actions')),
    verify: () => answerOf(api.GET('/api/admin/audit/verify')),
  },
  staff: {
    list: () => answerOf(api.GET('/api/admin/staff')),
    invite: (input: InviteStaff) => answerOf(api.POST('/api/admin/staff', { body: input })),
    update: (staffId: string, patch: ApiBody<'/api/admin/staff/{id}', 'patch'>) =>
      answerOf(api.PATCH('/api/admin/staff/{id}', { ...byId(staffId), body: patch })),
    resendInvite: (staffId: string) =>
      answerOf(api.POST('/api/admin/staff/{id}/invite', byId(staffId))),
    remove: (staffId: string) => answerOf(api.DELETE('/api/admin/staff/{id}', byId(staffId))),
  },
  dataExports: {
    list: () => answerOf(api.GET('/api/admin/data-exports')),
    start: () => answerOf(api.POST('/api/admin/data-exports')),
    /** A link the browser follows to download the file (not a call of the client). */
    downloadUrl: (exportId: string) =>
      `/api/admin/data-exports/${encodeURIComponent(exportId)}/download`,
  },
  mail: {
    list: (cursor: string | null) =>
      answerOf(api.GET('/api/admin/mail', { params: { query: { cursor: cursor ?? undefined } } })),
    get: (mailId: string) => answerOf(api.GET('/api/admin/mail/{id}', byId(mailId))),
  },
  installation: {
    orgs: () => answerOf(api.GET('/api/admin/installation/orgs')),
    create: (body: { name: string; slug: string; adminEmail: string }) =>
      answerOf(api.POST('/api/admin/installation/orgs', { body })),
    update: (orgId: string, patch: ApiBody<'/api/admin/installation/orgs/{id}', 'patch'>) =>
      answerOf(api.PATCH('/api/admin/installation/orgs/{id}', { ...byId(orgId), body: patch })),
    remove: (orgId: string, confirm: string) =>
      answerOf(
        api.DELETE('/api/admin/installation/orgs/{id}', { ...byId(orgId), body: { confirm } }),
      ),
  },
};

/** The audit log's filters: the listing's query without its paging. */
export type AuditFilter = Omit<NonNullable<ApiQuery<'/api/admin/audit'>>, 'cursor' | 'limit'>;

export type SettingsAnswer = ApiAnswer<typeof adminApi.settings.get>;
export type Settings = SettingsAnswer['settings'];
/** A save's answer: the settings and the snack that says what changed. */
export type SavedSettings = ApiAnswer<typeof adminApi.settings.patch>;
export type SettingsImage = SettingsImageKind;
export type ProductsAnswer = ApiAnswer<typeof adminApi.products.list>;
export type Product = ProductsAnswer['products'][number];
export type ProductLink = ProductsAnswer['links'][number];
export type AuditPage = ApiAnswer<typeof adminApi.audit.list>;
export type AuditEntry = AuditPage['entries'][number];
export type StaffMember = ApiAnswer<typeof adminApi.staff.list>['staff'][number];
export type MailPage = ApiAnswer<typeof adminApi.mail.list>;
export type MailSummary = MailPage['mails'][number];
export type InstallationOrgListed = ApiAnswer<typeof adminApi.installation.orgs>['orgs'][number];
export type CreatedOrganisation = ApiAnswer<typeof adminApi.installation.create>;

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

/** `?a=1&b=2` from the set values only (an empty filter is no filter). */
export function queryString(params: Record<string, string | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, value);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
