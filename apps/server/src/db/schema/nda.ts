/**
 * Clickwrap NDAs: versioned templates and the evidence of each acceptance. A template version
 * that has been accepted cannot be deleted (the acceptance references it with no delete action),
 * and its SHA-256 is copied into the acceptance so the evidence holds whatever happens later.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accountMembers, accounts } from './accounts.js';
import { staffUsers } from './auth.js';
import { files } from './content.js';
import { idColumn, orgIdColumn, createdAtColumn } from './columns.js';
import { tenantReference } from './tenantReference.js';

export const ndaTemplates = pgTable(
  'nda_templates',
  {
    id: idColumn(),
    orgId: orgIdColumn(),
    /** 1, 2, ... per organisation; the highest is the one visitors accept. */
    version: integer('version').notNull(),
    title: text('title').notNull(),
    /** Markdown. */
    body: text('body').notNull(),
    /** SHA-256 (hex) of the body. */
    sha256: text('sha256').notNull(),
    createdByStaffId: uuid('created_by_staff_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique('nda_templates_org_id_id').on(t.orgId, t.id),
    uniqueIndex('nda_templates_org_version').on(t.orgId, t.version),
    check('nda_templates_version_positive', sql`${t.version} > 0`),
    tenantReference('nda_templates_created_by_fk', t.orgId, t.createdByStaffId, staffUsers),
  ],
);

export const ndaAcceptances = pgTable(
  'nda_acceptances',
  {
    id: idColumn(),
    orgId: orgIdColumn(),
    templateId: uuid('template_id').notNull(),
    /** The template's hash at acceptance. */
    templateSha256: text('template_sha256').notNull(),
    accountId: uuid('account_id').notNull(),
    memberId: uuid('member_id').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** The signed NDA PDF generated with this evidence. */
    signedFileId: uuid('signed_file_id'),
  },
  (t) => [
    index('nda_acceptances_account').on(t.accountId),
    index('nda_acceptances_member').on(t.memberId, t.acceptedAt),
    index('nda_acceptances_template').on(t.templateId),
    tenantReference('nda_acceptances_template_fk', t.orgId, t.templateId, ndaTemplates),
    tenantReference('nda_acceptances_account_fk', t.orgId, t.accountId, accounts).onDelete(
      'cascade',
    ),
    tenantReference('nda_acceptances_member_fk', t.orgId, t.memberId, accountMembers),
    tenantReference('nda_acceptances_signed_file_fk', t.orgId, t.signedFileId, files),
  ],
);
