/**
 * Sign-in links of account members, remembered single-use tokens, and the first-party analytics
 * events of visitor access.
 */
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accountMembers } from './accounts.js';
import { createdAtColumn, idColumn, orgIdColumn } from './columns.js';
import { analyticsEventKind, loginTokenPurpose, usedTokenKind } from './enums.js';
import { tenantReference } from './tenantReference.js';

/** The login tab's mailed link: the mail carries a random token, the table only its SHA-256. */
export const memberLoginTokens = pgTable(
  'member_login_tokens',
  {
    id: idColumn(),
    orgId: orgIdColumn(),
    memberId: uuid('member_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The product whose portal the link lands on. */
    productId: uuid('product_id'),
    /** A sign-in link, or an expired member's extension request (a link proves the e-mail). */
    purpose: loginTokenPurpose('purpose').notNull().default('sign_in'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('member_login_tokens_member').on(t.memberId),
    index('member_login_tokens_expires').on(t.expiresAt),
    tenantReference('member_login_tokens_member_fk', t.orgId, t.memberId, accountMembers).onDelete(
      'cascade',
    ),
  ],
);

/**
 * Signed single-use tokens (invitations, byoid JWTs) seen once: a second use of the same id is
 * refused until the token would have expired anyway.
 */
export const usedTokens = pgTable(
  'used_tokens',
  {
    orgId: orgIdColumn(),
    kind: usedTokenKind('kind').notNull(),
    /** The token's jti, or the SHA-256 of the token when it carries none. */
    tokenId: text('token_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.kind, t.tokenId] }),
    index('used_tokens_expires').on(t.expiresAt),
  ],
);

/** Cookie-free events: no visitor identifier, only the account and member when signed in. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: idColumn(),
    orgId: orgIdColumn(),
    kind: analyticsEventKind('kind').notNull(),
    productId: uuid('product_id'),
    accountId: uuid('account_id'),
    memberId: uuid('member_id'),
    fileId: uuid('file_id'),
    itemUid: text('item_uid'),
    /** Small details worth showing (the document's name at the time, the request's e-mail). */
    detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('analytics_events_org_time').on(t.orgId, t.createdAt),
    index('analytics_events_org_kind_time').on(t.orgId, t.kind, t.createdAt),
    index('analytics_events_account').on(t.accountId, t.createdAt),
    index('analytics_events_file').on(t.fileId, t.createdAt),
  ],
);
