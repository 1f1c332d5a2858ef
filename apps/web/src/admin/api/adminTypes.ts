/**
 * The private area's API answers (the contract the server's admin routes keep). The server's
 * route schemas guarantee these shapes; the web app only names them.
 */
import type { FeatureFlag, FeatureFlags } from '@candor/domain/features/featureFlags';
import type { AdminSettings } from '@candor/domain/settings/adminSettings';
import type { SettingsImageKind } from '@candor/domain/settings/settingsImages';
import type { ScopeDescription } from '@candor/domain/staff/staffScopes';

/** The organisation's settings (GET /api/admin/settings): the domain's one definition. */
export type Settings = AdminSettings;

/** The organisation's images (`SETTINGS_IMAGE_KINDS`). */
export type SettingsImage = SettingsImageKind;

export interface SettingsAnswer {
  settings: Settings;
  message?: string;
}

export interface Product {
  id: string;
  name: string;
  slug: string;
  show: boolean;
  isDefault: boolean;
  position: number;
  bannerUrl: string | null;
}

export interface ProductLink {
  id: string;
  name: string;
  link: string;
  show: boolean;
  position: number;
}

export interface ProductsAnswer {
  products: Product[];
  links: ProductLink[];
}

export interface AuditEntry {
  id: string | number;
  at: string;
  action: string;
  /** label: name and e-mail; name: the display name the entry's sentence uses. */
  actor: { type: string; label: string; name: string | null };
  entityType: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
}

export interface AuditPage {
  entries: AuditEntry[];
  nextCursor: string | null;
}

export interface AuditFilter {
  action?: string;
  /** An actor type, or part of a staff member's e-mail or name. */
  actor?: string;
  /** An entity type, or an entity id. */
  entity?: string;
  /** Days as YYYY-MM-DD, both inclusive. */
  from?: string;
  to?: string;
}

export interface AuditVerification {
  ok: boolean;
  checked: number;
  brokenAt: { id: string | number; at: string } | null;
  verifiedUpTo: { id: string | number; at: string } | null;
  problems: string[];
}

export type StaffStatus = 'active' | 'invited';

export interface StaffMember {
  id: string;
  email: string;
  displayName: string;
  scopes: string[];
  status: StaffStatus;
  lastLoginAt: string | null;
  createdAt: string;
}

export interface StaffAnswer {
  staff: StaffMember[];
  /** The grantable scopes; the web app reads their labels from the domain (SCOPE_DESCRIPTIONS). */
  scopes: ScopeDescription[];
}

export interface MailSummary {
  id: string;
  to: string;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface MailMessage extends MailSummary {
  html: string;
  text: string;
  headers?: Record<string, string>;
}

export interface MailPage {
  mails: MailSummary[];
  nextCursor: string | null;
}

export interface InstallationOrg {
  id: string;
  name: string;
  slug: string;
  plan: string;
  /** The operator's overrides; a feature absent here follows the plan. */
  flags: FeatureFlags;
  features: FeatureFlags;
}

export interface CreatedOrganisation {
  id: string;
  slug: string;
  portalUrl: string;
  /** Names the organisation and the admin mailed. */
  message: string;
}

/** An organisation as the Installation page lists it: with what deleting it would remove. */
export interface InstallationOrgListed extends InstallationOrg {
  contents: { documents: number; accounts: number; staff: number };
}

export interface InstallationAnswer {
  orgs: InstallationOrgListed[];
  plans: Record<string, FeatureFlag[]>;
  features: FeatureFlag[];
}
