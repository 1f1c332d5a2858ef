import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from './orgs.js';

/** Images the portal shows: logo, favicon, banner, card icons, certification and company logos. */
export const assets = pgTable(
  'assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    productId: uuid('product_id'),
    /** logo | favicon | banner | icon | certification | company | social */
    type: text('type').notNull(),
    isGlobal: boolean('is_global').notNull().default(false),
    relation: jsonb('relation').$type<{ type: 'card'; cardKind: string } | null>(),
    contentType: text('content_type').notNull(),
    storageKey: text('storage_key').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    revision: integer('revision').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assets_org').on(t.orgId)],
);
