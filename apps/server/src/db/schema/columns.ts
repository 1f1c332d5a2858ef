/**
 * The columns most tables share. Functions, so that every table gets builders of its own; plain
 * function declarations, so that tables defined in modules this one imports can use them too.
 */
import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './orgs.js';

export function idColumn() {
  return uuid('id').primaryKey().defaultRandom();
}

/** The tenant: every row of an organisation goes when the organisation does. */
export function orgIdColumn() {
  return uuid('org_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });
}

export function createdAtColumn() {
  return timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
}

export function updatedAtColumn() {
  return timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
}
