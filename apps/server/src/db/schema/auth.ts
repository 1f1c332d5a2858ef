import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { idColumn, createdAtColumn } from './columns.js';
import { organizations } from './orgs.js';
import { tenantReference } from './tenantReference.js';

/**
 * The organisation of a staff user, or null for a user of the installation alone: the operator
 * when no organisation is theirs (the check holds that only the operator has none).
 */
const optionalOrgIdColumn = () =>
  uuid('org_id').references(() => organizations.id, { onDelete: 'cascade' });

export const staffUsers = pgTable(
  'staff_users',
  {
    id: idColumn(),
    orgId: optionalOrgIdColumn(),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    displayName: text('display_name').notNull(),
    /** argon2id */
    passwordHash: text('password_hash').notNull(),
    scopes: jsonb('scopes')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /**
     * The installation's operator (every organisation's plan, creating and deleting them): the
     * session's actor holds 'installation:admin' from this, never from `scopes`.
     */
    isOperator: boolean('is_operator').notNull().default(false),
    createdAt: createdAtColumn(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    unique('staff_users_org_id_id').on(t.orgId, t.id),
    check('staff_users_org_or_operator', sql`${t.orgId} is not null or ${t.isOperator}`),
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
    orgId: optionalOrgIdColumn(),
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
    // The composite reference is not checked when org_id is null (the operator's own tokens).
    staffUserReference('staff_password_tokens_staff_user_fk', t.staffUserId),
  ],
);

/**
 * A plain reference to the staff user, beside the tenant reference (org_id, staff_user_id),
 * which MATCH SIMPLE leaves unchecked when org_id is null: an org-less row is still held to it.
 */
export function staffUserReference(name: string, column: AnyPgColumn) {
  return foreignKey({ name, columns: [column], foreignColumns: [staffUsers.id] }).onDelete(
    'cascade',
  );
}
