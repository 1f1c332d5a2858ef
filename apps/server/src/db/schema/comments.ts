/**
 * The 'Conversation' on an item: one thread per (account, item), written by the account's
 * members and answered by staff. Another account never reads it.
 */
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accountMembers, accounts } from './accounts.js';
import { staffUsers } from './auth.js';
import { items } from './content.js';
import { products } from './products.js';
import { idColumn, orgIdColumn, createdAtColumn } from './columns.js';

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
    foreignKey({
      name: 'comments_account_fk',
      columns: [t.orgId, t.accountId],
      foreignColumns: [accounts.orgId, accounts.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'comments_item_fk',
      columns: [t.orgId, t.itemId],
      foreignColumns: [items.orgId, items.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'comments_product_fk',
      columns: [t.orgId, t.productId],
      foreignColumns: [products.orgId, products.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'comments_member_fk',
      columns: [t.orgId, t.memberId],
      foreignColumns: [accountMembers.orgId, accountMembers.id],
    }),
    foreignKey({
      name: 'comments_staff_user_fk',
      columns: [t.orgId, t.staffUserId],
      foreignColumns: [staffUsers.orgId, staffUsers.id],
    }),
    check('comments_one_author', sql`num_nonnulls(${t.memberId}, ${t.staffUserId}) = 1`),
    check('comments_not_blank', sql`length(btrim(${t.content})) > 0`),
  ],
);
