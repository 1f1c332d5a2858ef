import { sql } from 'drizzle-orm';
import {
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, orgIdColumn, createdAtColumn } from './columns.js';
import { tenantReference } from './tenantReference.js';

export const staffUsers = pgTable(
  'staff_users',
  {
    id: idColumn(),
    orgId: orgIdColumn(),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    displayName: text('display_name').notNull(),
    /** argon2id */
    passwordHash: text('password_hash').notNull(),
    scopes: jsonb('scopes')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAtColumn(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    unique('staff_users_org_id_id').on(t.orgId, t.id),
    /*
     * Unique per installation, not per organisation: staff sign in at one /login with only an
     * e-mail and a password, so the e-mail alone must name one user (and so one organisation).
     * Per-organisation uniqueness would need the organisation on the form, and would let the
     * same address hold two passwords on one server. Someone who runs two organisations on one
     * installation uses two addresses (or, later, one user with several memberships).
     */
    uniqueIndex('staff_users_email').on(t.email),
  ],
);

/**
 * A set-password link sent to invited staff (or on a reset): the e-mail carries a random token,
 * the table only its SHA-256. One use, and it expires.
 */
export const staffPasswordTokens = pgTable(
  'staff_password_tokens',
  {
    id: idColumn(),
    orgId: orgIdColumn(),
    staffUserId: uuid('staff_user_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    purpose: text('purpose').notNull().default('invite'),
    createdAt: createdAtColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('staff_password_tokens_user').on(t.staffUserId),
    tenantReference('staff_password_tokens_user_fk', t.orgId, t.staffUserId, staffUsers).onDelete(
      'cascade',
    ),
  ],
);
