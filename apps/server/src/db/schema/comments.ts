/**
 * The 'Conversation' on an item: one thread per (account, item), written by the account's
 * members and answered by staff. Another account never reads it.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accountMembers, accounts } from './accounts.js';
import { staffUsers } from './auth.js';
import { items } from './content.js';
import { products } from './products.js';
import { idColumn, orgIdColumn, createdAtColumn } from './columns.js';
import { tenantReference } from './tenantReference.js';

export const comments = pgTable(
  'comments',
  {
    id: idColumn(),
    orgId: orgIdColumn(),
    accountId: uuid('account_id').notNull(),
    itemId: uuid('item_id').notNull(),
    productId: uuid('product_id').notNull(),
    content: text('content').notNull(),
    /** Exactly one author: a member of the account, or staff. */
    memberId: uuid('member_id'),
    staffUserId: uuid('staff_user_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('comments_thread').on(t.accountId, t.itemId, t.createdAt),
    index('comments_item').on(t.itemId),
    tenantReference('comments_account_fk', t.orgId, t.accountId, accounts).onDelete('cascade'),
    tenantReference('comments_item_fk', t.orgId, t.itemId, items).onDelete('cascade'),
    tenantReference('comments_product_fk', t.orgId, t.productId, products).onDelete('cascade'),
    tenantReference('comments_member_fk', t.orgId, t.memberId, accountMembers),
    tenantReference('comments_staff_user_fk', t.orgId, t.staffUserId, staffUsers),
    check('comments_one_author', sql`num_nonnulls(${t.memberId}, ${t.staffUserId}) = 1`),
    check('comments_not_blank', sql`length(btrim(${t.content})) > 0`),
  ],
);
