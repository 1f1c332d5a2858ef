import { sql } from 'drizzle-orm';
import { check, foreignKey, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accountMembers } from './accounts.js';
import { staffUserReference, staffUsers } from './auth.js';
import { createdAtColumn, idColumn } from './columns.js';
import { organizations } from './orgs.js';
import { sessionKind } from './enums.js';

/**
 * Server-side sessions; the cookie holds a random token, the table only its SHA-256. A session
 * is a staff user's or an account member's, each referenced within the session's organisation
 * (a member session always has one; the org-less operator's session has none).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    tokenHash: text('token_hash').notNull().unique(),
    /** Null for the session of the operator without an organisation. */
    orgId: uuid('org_id').references(() => organizations.id, { onDelete: 'cascade' }),
    kind: sessionKind('kind').notNull().default('staff'),
    staffUserId: uuid('staff_user_id'),
    memberId: uuid('member_id'),
    createdAt: createdAtColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [
    index('sessions_staff_user').on(t.staffUserId),
    index('sessions_member').on(t.memberId),
    // The periodic clean-up deletes by expiry.
    index('sessions_expires').on(t.expiresAt),
    foreignKey({
      name: 'sessions_staff_user_fk',
      columns: [t.orgId, t.staffUserId],
      foreignColumns: [staffUsers.orgId, staffUsers.id],
    }).onDelete('cascade'),
    staffUserReference('sessions_staff_user_id_fk', t.staffUserId),
    foreignKey({
      name: 'sessions_member_fk',
      columns: [t.orgId, t.memberId],
      foreignColumns: [accountMembers.orgId, accountMembers.id],
    }).onDelete('cascade'),
    // A member is always of an organisation (the composite reference needs org_id to hold).
    check('sessions_member_org', sql`${t.kind} = 'staff' or ${t.orgId} is not null`),
    check(
      'sessions_one_user',
      sql`(${t.kind} = 'staff' and ${t.staffUserId} is not null and ${t.memberId} is null) or (${t.kind} = 'member' and ${t.memberId} is not null and ${t.staffUserId} is null)`,
    ),
  ],
);
