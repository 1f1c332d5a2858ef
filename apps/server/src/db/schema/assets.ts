import type { CardKind } from '@candor/domain';
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uuid,
  type PgTableExtraConfigValue,
} from 'drizzle-orm/pg-core';
import { assetType } from './enums.js';
import { products } from './products.js';
import { idColumn, orgIdColumn, createdAtColumn } from './columns.js';
import { tenantReference } from './tenantReference.js';

/** Images the portal shows: logo, favicon, banner, card icons, certification and company logos. */
export const assets = pgTable(
  'assets',
  {
    id: idColumn(),
    orgId: orgIdColumn(),
    productId: uuid('product_id'),
    type: assetType('type').notNull(),
    isGlobal: boolean('is_global').notNull().default(false),
    relation: jsonb('relation').$type<{ type: 'card'; cardKind: CardKind } | null>(),
    contentType: text('content_type').notNull(),
    storageKey: text('storage_key').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    revision: integer('revision').notNull().default(1),
    createdAt: createdAtColumn(),
  },
  (t): PgTableExtraConfigValue[] => [
    unique('assets_org_id_id').on(t.orgId, t.id),
    tenantReference('assets_product_fk', t.orgId, t.productId, products).onDelete('cascade'),
  ],
);
