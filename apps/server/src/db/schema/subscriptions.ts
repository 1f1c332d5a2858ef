/** E-mail subscribers to trust updates (double opt-in) and the addresses staff block. */
import { index, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { subscriberBlockKind, subscriberStatus } from './enums.js';
import { organizations } from './orgs.js';

export const subscribers = pgTable(
  'subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    status: subscriberStatus('status').notNull().default('pending'),
    /** Where the subscription came from (the subscribe payload's source). */
    source: text('source'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    unique('subscribers_org_id_id').on(t.orgId, t.id),
    uniqueIndex('subscribers_org_email').on(t.orgId, t.email),
    // The fan-out reads an organisation's confirmed subscribers.
    index('subscribers_org_status').on(t.orgId, t.status),
  ],
);

/** An address, or every address of a domain, that may not subscribe. */
export const subscriberBlocks = pgTable(
  'subscriber_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: subscriberBlockKind('kind').notNull(),
    /** Lower-cased e-mail, or domain without '@'. */
    value: text('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('subscriber_blocks_org_kind_value').on(t.orgId, t.kind, t.value)],
);
