/**
 * Security questionnaires an account's members submit from the portal (a file or a link) and
 * staff answer with a file (staff-content.md §2, §4, §6). The bytes of both files live in the
 * FileStore (encrypted like documents); these rows name them. They are not documents: the
 * library never lists them and only the account's members and staff may fetch them.
 */
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accountMembers, accounts } from './accounts.js';
import { staffUsers } from './auth.js';
import { createdAtColumn, idColumn, orgIdColumn, updatedAtColumn } from './columns.js';
import { questionnaireStatus } from './enums.js';
import { products } from './products.js';
import { tenantReference } from './tenantReference.js';

/** A file kept in the FileStore under storageKey, checked by its bytes when it came in. */
export interface StoredFileRef {
  originalName: string;
  contentType: string;
  size: number;
  sha256: string;
  storageKey: string;
  encryptedType: string | null;
}

export const questionnaires = pgTable(
  'questionnaires',
  {
    id: idColumn(),
    orgId: orgIdColumn(),
    accountId: uuid('account_id').notNull(),
    memberId: uuid('member_id').notNull(),
    productId: uuid('product_id').notNull(),
    /** Exactly one of the two: the uploaded questionnaire, or a link to it (https). */
    file: jsonb('file').$type<StoredFileRef>(),
    link: text('link'),
    note: text('note'),
    status: questionnaireStatus('status').notNull().default('submitted'),
    answerFile: jsonb('answer_file').$type<StoredFileRef>(),
    answerNote: text('answer_note'),
    answeredByStaffId: uuid('answered_by_staff_id'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('questionnaires_queue').on(t.orgId, t.createdAt),
    index('questionnaires_account').on(t.accountId, t.createdAt),
    tenantReference('questionnaires_account_fk', t.orgId, t.accountId, accounts).onDelete(
      'cascade',
    ),
    tenantReference('questionnaires_member_fk', t.orgId, t.memberId, accountMembers),
    tenantReference('questionnaires_product_fk', t.orgId, t.productId, products).onDelete(
      'cascade',
    ),
    tenantReference('questionnaires_answered_by_fk', t.orgId, t.answeredByStaffId, staffUsers),
    check('questionnaires_file_or_link', sql`num_nonnulls(${t.file}, ${t.link}) = 1`),
    check('questionnaires_link_https', sql`${t.link} is null or ${t.link} like 'https://%'`),
    check('questionnaires_answered', sql`${t.status} <> 'answered' or ${t.answerFile} is not null`),
  ],
);
