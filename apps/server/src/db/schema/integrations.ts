/**
 * Integrations a product's portal shows live data from (bug bounty, status page, rating
 * services), and the last data fetched from each: the portal reads the stored data, never the
 * third party, and marks it stale when a refresh fails.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { integrationKind, integrationState } from './enums.js';
import { products } from './products.js';
import { idColumn, orgIdColumn, createdAtColumn, updatedAtColumn } from './columns.js';
import { tenantReference } from './tenantReference.js';

export const integrations = pgTable(
  'integrations',
  {
    id: idColumn(),
    orgId: orgIdColumn(),
    productId: uuid('product_id').notNull(),
    kind: integrationKind('kind').notNull(),
    /** The service: 'hackerone', 'statuspageio', a rating service's id. */
    provider: text('provider').notNull(),
    /** Connection settings (link, domain, options such as showInCard). */
    config: jsonb('config')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    state: integrationState('state').notNull().default('disconnected'),
    connectedAt: timestamp('connected_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('integrations_org_id_id').on(t.orgId, t.id),
    uniqueIndex('integrations_product_kind_provider').on(t.productId, t.kind, t.provider),
    tenantReference('integrations_product_fk', t.orgId, t.productId, products).onDelete('cascade'),
  ],
);

/** The latest fetch of an integration's data. */
export const integrationData = pgTable(
  'integration_data',
  {
    integrationId: uuid('integration_id').primaryKey(),
    orgId: orgIdColumn(),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
    /** The last refresh failed: the payload is older than it should be. */
    stale: boolean('stale').notNull().default(false),
    error: text('error'),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    tenantReference(
      'integration_data_integration_fk',
      t.orgId,
      t.integrationId,
      integrations,
    ).onDelete('cascade'),
  ],
);
