/**
 * The second factor of staff sign-in (TOTP, RFC 6238): one authenticator per staff user, its
 * recovery codes, and the organisations that require it. Keyed by the staff user alone (no
 * org_id): an installation operator without an organisation enrols too, and the rows go with
 * the user.
 */
import { bigint, boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staffUsers } from './auth.js';
import { createdAtColumn, idColumn } from './columns.js';
import { organizations } from './orgs.js';

const staffUserIdColumn = () =>
  uuid('staff_user_id')
    .notNull()
    .references(() => staffUsers.id, { onDelete: 'cascade' });

/**
 * The user's authenticator. The secret is sealed with the installation's files key (AES-GCM
 * envelope, bound to the user id). Unconfirmed until the first code is accepted; a restarted
 * enrolment replaces the row.
 */
export const staffTotp = pgTable('staff_totp', {
  staffUserId: staffUserIdColumn().primaryKey(),
  /** The sealed envelope, base64. */
  sealedSecret: text('sealed_secret').notNull(),
  createdAt: createdAtColumn(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The last 30-second time step a code was accepted for: that code, and older ones, never again. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
});

/** Ten single-use codes per confirmed authenticator, stored as SHA-256 hashes. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: idColumn(),
    staffUserId: staffUserIdColumn(),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAtColumn(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_recovery_codes_user').on(t.staffUserId)],
);

/** Organisations whose staff must sign in with a second factor. */
export const orgTotpPolicy = pgTable('org_totp_policy', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  requireTotp: boolean('require_totp').notNull().default(false),
});
