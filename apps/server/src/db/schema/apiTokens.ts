/**
 * Account members' API tokens for the public read API (`/api/v1`): the token itself is shown
 * once and never stored, only its SHA-256; `prefix` is the recognisable start (`cndr_` and a
 * few characters) that the lists show. A token belongs to one member of one organisation and
 * goes with them; revoked tokens stay (revokedAt) so the lists and the audit log agree.
 */
import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { accountMembers } from './accounts.js';
import { createdAtColumn, idColumn, orgIdColumn } from './columns.js';
import { tenantReference } from './tenantReference.js';

export const memberApiTokens = pgTable(
  'member_api_tokens',
  {
    id: idColumn(),
    orgId: orgIdColumn(),
    memberId: uuid('member_id').notNull(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    prefix: text('prefix').notNull(),
    createdAt: createdAtColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    unique('member_api_tokens_token_hash').on(t.tokenHash),
    unique('member_api_tokens_org_id_id').on(t.orgId, t.id),
    index('member_api_tokens_member').on(t.memberId),
    tenantReference('member_api_tokens_member_fk', t.orgId, t.memberId, accountMembers).onDelete(
      'cascade',
    ),
  ],
);
