/**
 * Visitor access: accounts (customer or prospect companies) and their members, the permission
 * profiles saying which restricted cards, items and documents an account sees, requests for
 * access and the grants they lead to, and the organisation's approval rules.
 *
 * People are revoked, not deleted, once they have acted (a decision, an acceptance, a comment):
 * references to them have no ON DELETE action, so the evidence cannot lose its author.
 * Deleting an organisation still removes everything of it in one statement.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { staffUsers } from './auth.js';
import { cards, files, items } from './content.js';
import {
  accessDecisionSource,
  accessDomainRule,
  accessRequestKind,
  accessRequestStatus,
  accessStatus,
  accountReviewStatus,
  cardKind,
  ndaProvider,
  relationship,
} from './enums.js';
import { products } from './products.js';
import { idColumn, orgIdColumn, createdAtColumn, updatedAtColumn } from './columns.js';
import { tenantReference } from './tenantReference.js';

/** Which restricted cards, items and documents an account sees (the schema preview applies). */
export const permissionProfiles = pgTable(
  'permission_profiles',
  {
    id: idColumn(),
    orgId: orgIdColumn(),
    name: text('name').notNull(),
    description: text('description'),
    /** Given to accounts approved without a profile chosen. At most one per organisation. */
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('permission_profiles_org_id_id').on(t.orgId, t.id),
    uniqueIndex('permission_profiles_org_name').on(t.orgId, t.name),
    uniqueIndex('permission_profiles_one_default')
      .on(t.orgId)
      .where(sql`${t.isDefault}`),
  ],
);

/** Every restricted item of these cards. */
export const permissionProfileCards = pgTable(
  'permission_profile_cards',
  {
    orgId: orgIdColumn(),
    profileId: uuid('profile_id').notNull(),
    cardId: uuid('card_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.cardId] }),
    index('permission_profile_cards_card').on(t.cardId),
    tenantReference(
      'permission_profile_cards_profile_fk',
      t.orgId,
      t.profileId,
      permissionProfiles,
    ).onDelete('cascade'),
    tenantReference('permission_profile_cards_card_fk', t.orgId, t.cardId, cards).onDelete(
      'cascade',
    ),
  ],
);

/** These items (and their documents), whatever their card. */
export const permissionProfileItems = pgTable(
  'permission_profile_items',
  {
    orgId: orgIdColumn(),
    profileId: uuid('profile_id').notNull(),
    itemId: uuid('item_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.itemId] }),
    index('permission_profile_items_item').on(t.itemId),
    tenantReference(
      'permission_profile_items_profile_fk',
      t.orgId,
      t.profileId,
      permissionProfiles,
    ).onDelete('cascade'),
    tenantReference('permission_profile_items_item_fk', t.orgId, t.itemId, items).onDelete(
      'cascade',
    ),
  ],
);

/** These documents, wherever they are linked. */
export const permissionProfileFiles = pgTable(
  'permission_profile_files',
  {
    orgId: orgIdColumn(),
    profileId: uuid('profile_id').notNull(),
    fileId: uuid('file_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.fileId] }),
    index('permission_profile_files_file').on(t.fileId),
    tenantReference(
      'permission_profile_files_profile_fk',
      t.orgId,
      t.profileId,
      permissionProfiles,
    ).onDelete('cascade'),
    tenantReference('permission_profile_files_file_fk', t.orgId, t.fileId, files).onDelete(
      'cascade',
    ),
  ],
);

/** A customer or prospect company reviewing the organisation. */
export const accounts = pgTable(
  'accounts',
  {
    id: idColumn(),
    orgId: orgIdColumn(),
    name: text('name').notNull(),
    /** Lower-cased e-mail domain of its members, when the company has one. */
    domain: text('domain'),
    reviewStatus: accountReviewStatus('review_status').notNull().default('NotStarted'),
    accessStatus: accessStatus('access_status').notNull().default('active'),
    /** Null: no expiry. Past: the access-expired flow. */
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }),
    /** Null: the organisation's NDA provider applies. */
    ndaProvider: ndaProvider('nda_provider'),
    /** An NDA signed outside the portal: the uploaded copy and when it was signed. */
    ndaSignedFileId: uuid('nda_signed_file_id'),
    ndaSignedAt: timestamp('nda_signed_at', { withTimezone: true }),
    /** Null: the organisation's default profile. */
    permissionProfileId: uuid('permission_profile_id'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('accounts_org_id_id').on(t.orgId, t.id),
    index('accounts_org_name').on(t.orgId, t.name),
    index('accounts_org_domain').on(t.orgId, t.domain),
    tenantReference(
      'accounts_permission_profile_fk',
      t.orgId,
      t.permissionProfileId,
      permissionProfiles,
    ),
    tenantReference('accounts_nda_signed_file_fk', t.orgId, t.ndaSignedFileId, files),
  ],
);

/** A person of an account, signing in with a work e-mail. */
export const accountMembers = pgTable(
  'account_members',
  {
    id: idColumn(),
    orgId: orgIdColumn(),
    accountId: uuid('account_id').notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    status: accessStatus('status').notNull().default('active'),
    /** Approved by a rule rather than by staff (isAutoApprovedAccountMember). */
    autoApproved: boolean('auto_approved').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('account_members_org_id_id').on(t.orgId, t.id),
    // Sign-in names the member by e-mail within the organisation's portal.
    uniqueIndex('account_members_org_email').on(t.orgId, t.email),
    index('account_members_account').on(t.accountId),
    tenantReference('account_members_account_fk', t.orgId, t.accountId, accounts).onDelete(
      'cascade',
    ),
  ],
);

/** The request-access form of visitor-portal.md §3/§5, and extend-access requests. */
export const accessRequests = pgTable(
  'access_requests',
  {
    id: idColumn(),
    orgId: orgIdColumn(),
    kind: accessRequestKind('kind').notNull().default('access'),
    /** Lower-cased. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    companyName: text('company_name').notNull(),
    jobTitle: text('job_title'),
    /** An e-mail of the visitor's contact within the organisation. */
    pointOfContact: text('point_of_contact'),
    /** ISO 3166-1 alpha-2. */
    country: text('country'),
    relationship: relationship('relationship'),
    /** Why access is asked for (extend-access, or staff notes from the request). */
    reason: text('reason'),
    agreedToTerms: boolean('agreed_to_terms').notNull().default(false),
    subscribe: boolean('subscribe').notNull().default(false),
    customCheckbox: boolean('custom_checkbox'),
    /** Hidden fields: where the request came from. */
    source: text('source'),
    productId: uuid('product_id').notNull(),
    itemUid: text('item_uid'),
    itemKind: cardKind('item_kind'),
    invitedByMemberId: uuid('invited_by_member_id'),
    customizationRevision: integer('customization_revision'),
    status: accessRequestStatus('status').notNull().default('pending'),
    decisionSource: accessDecisionSource('decision_source'),
    decidedByStaffId: uuid('decided_by_staff_id'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    /** What the ask rule's endpoint answered, or why it could not be asked, in words for staff. */
    askNote: text('ask_note'),
    /** The account (and member) the request was matched to or created on approval. */
    accountId: uuid('account_id'),
    memberId: uuid('member_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique('access_requests_org_id_id').on(t.orgId, t.id),
    // The staff queue: one organisation's requests by status, newest first.
    index('access_requests_org_status').on(t.orgId, t.status, t.createdAt),
    index('access_requests_org_email').on(t.orgId, t.email),
    index('access_requests_account').on(t.accountId),
    tenantReference('access_requests_product_fk', t.orgId, t.productId, products).onDelete(
      'cascade',
    ),
    tenantReference('access_requests_invited_by_fk', t.orgId, t.invitedByMemberId, accountMembers),
    tenantReference('access_requests_decided_by_fk', t.orgId, t.decidedByStaffId, staffUsers),
    tenantReference('access_requests_account_fk', t.orgId, t.accountId, accounts).onDelete(
      'cascade',
    ),
    tenantReference('access_requests_member_fk', t.orgId, t.memberId, accountMembers),
    // Pending has no decision; a decision has a source, a time and, from staff, a name.
    check(
      'access_requests_decision',
      sql`(${t.status} = 'pending' and ${t.decidedAt} is null and ${t.decisionSource} is null) or (${t.status} <> 'pending' and ${t.decidedAt} is not null and ${t.decisionSource} is not null and (${t.decisionSource} <> 'staff' or ${t.decidedByStaffId} is not null))`,
    ),
  ],
);

/** The products a request asks for (accountMemberRequestProducts). */
export const accessRequestProducts = pgTable(
  'access_request_products',
  {
    orgId: orgIdColumn(),
    requestId: uuid('request_id').notNull(),
    productId: uuid('product_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.productId] }),
    index('access_request_products_product').on(t.productId),
    tenantReference(
      'access_request_products_request_fk',
      t.orgId,
      t.requestId,
      accessRequests,
    ).onDelete('cascade'),
    tenantReference('access_request_products_product_fk', t.orgId, t.productId, products).onDelete(
      'cascade',
    ),
  ],
);

/** An account's access to a product's restricted content, as its permission profile allows. */
export const accessGrants = pgTable(
  'access_grants',
  {
    id: idColumn(),
    orgId: orgIdColumn(),
    accountId: uuid('account_id').notNull(),
    productId: uuid('product_id').notNull(),
    /** The request it answered; null when staff granted it directly. */
    requestId: uuid('request_id'),
    /** Null: granted by a rule. */
    grantedByStaffId: uuid('granted_by_staff_id'),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null: the account's expiry applies. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    unique('access_grants_org_id_id').on(t.orgId, t.id),
    uniqueIndex('access_grants_account_product').on(t.accountId, t.productId),
    index('access_grants_product').on(t.productId),
    tenantReference('access_grants_account_fk', t.orgId, t.accountId, accounts).onDelete('cascade'),
    tenantReference('access_grants_product_fk', t.orgId, t.productId, products).onDelete('cascade'),
    tenantReference('access_grants_request_fk', t.orgId, t.requestId, accessRequests),
    tenantReference('access_grants_granted_by_fk', t.orgId, t.grantedByStaffId, staffUsers),
  ],
);

/** Domains approved automatically (auto-approve for listed domains) or refused outright. */
export const accessDomainRules = pgTable(
  'access_domain_rules',
  {
    id: idColumn(),
    orgId: orgIdColumn(),
    /** Lower-cased, without '@'. */
    domain: text('domain').notNull(),
    rule: accessDomainRule('rule').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('access_domain_rules_org_domain').on(t.orgId, t.domain)],
);
