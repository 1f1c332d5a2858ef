/**
 * The private area's top-level paths and the scope each requires (visitor-portal.md §2
 * "Private area"; the API contract names the scopes). The navigation lists the sections the
 * user holds the scope for; any other path of the list shows the not-authorised screen.
 */
import type { Scope } from '@candor/domain';

export const ADMIN_SECTIONS = [
  { path: 'settings', label: 'Settings', scope: 'settings:edit' },
  { path: 'products', label: 'Products', scope: 'settings:edit' },
  { path: 'documents', label: 'Documents', scope: 'statuspage:edit' },
  { path: 'access', label: 'Visitor access', scope: 'access:manage', nested: true },
  { path: 'staff', label: 'Staff', scope: 'staff:manage' },
  { path: 'sso', label: 'Single sign-on', scope: 'sso:manage' },
  { path: 'questionnaires', label: 'Questionnaires', scope: 'access:manage' },
  { path: 'conversations', label: 'Conversations', scope: 'access:manage' },
  { path: 'analytics', label: 'Analytics', scope: 'access:manage' },
  { path: 'audit', label: 'Audit log', scope: 'audit:view' },
  { path: 'subscribers', label: 'Subscribers', scope: 'statuspage:edit' },
  { path: 'knowledge-base', label: 'Knowledge base', scope: 'statuspage:edit' },
  { path: 'mail', label: 'Sent mail', scope: 'mail:read' },
  { path: 'data-export', label: 'Data export', scope: 'data:export' },
  { path: 'generative-ai', label: 'Generative AI', scope: 'settings:edit' },
  { path: 'installation', label: 'Installation', scope: 'installation:admin' },
] as const satisfies readonly { path: string; label: string; scope: Scope; nested?: boolean }[];

export type AdminSection = (typeof ADMIN_SECTIONS)[number];
export type AdminSectionPath = AdminSection['path'];

export const canOpenSection = (section: AdminSection, scopes: readonly string[]): boolean =>
  scopes.includes(section.scope);

/** The sections the navigation lists for a user holding these scopes, in order. */
export const visibleSections = (scopes: readonly string[]): AdminSection[] =>
  ADMIN_SECTIONS.filter((section) => canOpenSection(section, scopes));

/** Sections with addresses of their own below them (e.g. /admin/access/accounts). */
export const isNestedSection = (section: AdminSection): boolean =>
  'nested' in section && section.nested;
