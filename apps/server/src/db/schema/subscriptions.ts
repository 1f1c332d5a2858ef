/** E-mail subscribers to trust updates (double opt-in) and the addresses staff block. */
import { index, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { subscriberBlockKind, subscriberStatus } from './enums.js';
import { idColumn, orgIdColumn, createdAtColumn } from './columns.js';

export const subscribers = pgTable(
  'subscribers',
  {
    id: idColumn(),
    orgId: orgIdColumn(),
    /** Lower-cased. */
    email: text('email').notNull(),
    status: subscriberStatus('status').notNull().default('pending'),
    /** Where the subscription came from (the subscribe payload's source). */
    source: text('source'),
    createdAt: createdAtColumn(),
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
    id: idColumn(),
    orgId: orgIdColumn(),
    kind: subscriberBlockKind('kind').notNull(),
    /** Lower-cased e-mail, or domain without '@'. */
    value: text('value').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('subscriber_blocks_org_kind_value').on(t.orgId, t.kind, t.value)],
);
