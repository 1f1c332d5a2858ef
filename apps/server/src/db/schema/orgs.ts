import {
  ACCESS_DAYS,
  PORTAL_DEFAULTS,
  type AccessRequestFieldsConfig,
  type ContactSetting,
} from '@candor/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  type PgTableExtraConfigValue,
} from 'drizzle-orm/pg-core';
import { assets } from './assets.js';
import {
  autoApproveMode,
  bannerLevel,
  documentAccessType,
  ndaProvider,
  publicAccessLevel,
} from './enums.js';
import { tenantReference } from './tenantReference.js';

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    /** Host name (no port) that serves this organisation's portal at '/'. */
    customDomain: text('custom_domain').unique(),
    websiteUrl: text('website_url'),
    description: text('description'),
    logoAssetId: uuid('logo_asset_id'),
    faviconAssetId: uuid('favicon_asset_id'),
    /** The organisation served at '/' when no custom domain matches. */
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t): PgTableExtraConfigValue[] => [
    // The organisation's own assets only: (id, asset) must be an asset row of this organisation.
    tenantReference('organizations_logo_asset_fk', t.id, t.logoAssetId, assets),
    tenantReference('organizations_favicon_asset_fk', t.id, t.faviconAssetId, assets),
  ],
);

/** Status page customization of visitor-portal.md §3, one row per organisation. */
export const portalCustomizations = pgTable(
  'portal_customizations',
  {
    orgId: uuid('org_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Bumped on every change to anything the portal shows; keys the rendered-HTML cache. */
    revision: integer('revision').notNull().default(1),
    portalTitle: text('portal_title').notNull().default(PORTAL_DEFAULTS.portalTitle),
    showPortalTitle: boolean('show_portal_title').notNull().default(true),
    publicAccessLevel: publicAccessLevel('public_access_level')
      .notNull()
      .default(PORTAL_DEFAULTS.publicAccessLevel),
    bannerLevel: bannerLevel('banner_level').notNull().default('medium'),
    showBuiltOn: boolean('show_built_on').notNull().default(true),
    supportMailbox: text('support_mailbox'),
    securityMailbox: text('security_mailbox'),
    contactSupport: jsonb('contact_support')
      .$type<ContactSetting>()
      .notNull()
      .default(sql`'{"enabled":true,"onClickAction":"send-email"}'::jsonb`),
    reportIssue: jsonb('report_issue')
      .$type<ContactSetting>()
      .notNull()
      .default(sql`'{"enabled":true,"onClickAction":"send-email"}'::jsonb`),
    accessRequestFields: jsonb('access_request_fields')
      .$type<AccessRequestFieldsConfig>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    scripts: jsonb('scripts')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    documentAccessType: documentAccessType('document_access_type')
      .notNull()
      .default(PORTAL_DEFAULTS.documentAccessType),
    updatesSubscriptionEnabled: boolean('updates_subscription_enabled').notNull().default(true),
    /** The subscribe form's agree-to-terms checkbox must be ticked (visitor-portal.md §5). */
    subscribeTermsRequired: boolean('subscribe_terms_required').notNull().default(false),
    commentsEnabled: boolean('comments_enabled').notNull().default(true),
    /** Account members may submit security questionnaires from the portal (staff-content.md §6). */
    questionnairesEnabled: boolean('questionnaires_enabled').notNull().default(true),
    bulkDownloadEnabled: boolean('bulk_download_enabled').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The NDA restricted documents need; 'none' requires none. An account may override it. */
    ndaProvider: ndaProvider('nda_provider').notNull().default('none'),
    /** Days an approved account keeps access unless its own expiry says otherwise; null: no limit. */
    defaultAccessDays: integer('default_access_days'),
    /** Access requests decided without staff (issue "Visitor access", approval rules). */
    autoApprove: autoApproveMode('auto_approve').notNull().default('never'),
    blockFreeEmail: boolean('block_free_email').notNull().default(true),
    /** The portal's accent colour (#rrggbb); null keeps Candor's own. */
    brandColor: text('brand_color'),
    /** Where new access requests are announced to staff; null: the support mailbox. */
    accessRequestsMailbox: text('access_requests_mailbox'),
    /**
     * Bring your own identity: a PEM public key (SPKI) or a JWKS URL of the organisation's
     * identity provider, whose JWTs sign members in at /byoid/{orgId}/welcome.
     */
    byoidPublicKey: text('byoid_public_key'),
    byoidJwksUrl: text('byoid_jwks_url'),
    /**
     * The ask rule (issue 28 §3): a request the other rules leave to staff is first put to this
     * endpoint (https; signed as webhooks are, with the sealed secret) which approves, declines
     * or leaves it for review.
     */
    askUrl: text('ask_url'),
    askEnabled: boolean('ask_enabled').notNull().default(false),
    askSecretSealed: text('ask_secret_sealed'),
    /** Background banner of every product that has none of its own. */
    bannerAssetId: uuid('banner_asset_id'),
    /** The welcome modal ('Welcome to {org}'s {portal title}'), once per visitor when on. */
    welcomeEnabled: boolean('welcome_enabled').notNull().default(false),
    /** The organisation's own terms and privacy policy, linked from the welcome modal. */
    termsUrl: text('terms_url'),
    privacyUrl: text('privacy_url'),
    /** The vulnerability disclosure policy (https), security.txt's `Policy:`. */
    disclosurePolicyUrl: text('disclosure_policy_url'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t): PgTableExtraConfigValue[] => [
    check('portal_customizations_brand_color', sql`${t.brandColor} ~ '^#[0-9a-f]{6}$'`),
    tenantReference('portal_customizations_banner_asset_fk', t.orgId, t.bannerAssetId, assets),
    check(
      'portal_customizations_default_access_days',
      sql`${t.defaultAccessDays} between ${sql.raw(String(ACCESS_DAYS.min))} and ${sql.raw(String(ACCESS_DAYS.max))}`,
    ),
  ],
);

/** Feature flags and plan features per organisation (plan gating in both specs). */
export const orgFeatures = pgTable('org_features', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  /** A plan of the domain's PLANS; a self-hosted installation's default has every feature. */
  plan: text('plan').notNull().default('self_hosted'),
  flags: jsonb('flags')
    .$type<Record<string, boolean>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
});
