import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  unique,
  uuid,
  type PgTableExtraConfigValue,
} from 'drizzle-orm/pg-core';
import { assets } from './assets.js';
import { idColumn, orgIdColumn, createdAtColumn, updatedAtColumn } from './columns.js';
import { tenantReference } from './tenantReference.js';

export interface SectionConfig {
  hidden?: boolean;
  /** The documents section: item uids in the order staff saved ('Re-order items' of Documents). */
  itemOrder?: string[];
}

export const products = pgTable(
  'products',
  {
    id: idColumn(),
    orgId: orgIdColumn(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    show: boolean('show').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    position: integer('position').notNull().default(0),
    bannerAssetId: uuid('banner_asset_id'),
    /** Ordered section ids (SectionId); overview_and_certifications when combined. */
    sectionOrder: jsonb('section_order')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Per-section config (hidden flags) keyed by section id. */
    sectionConfig: jsonb('section_config')
      .$type<Record<string, SectionConfig>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Ordered card kinds of the 'cards' grid. */
    cardOrder: jsonb('card_order')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    revision: integer('revision').notNull().default(1),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t): PgTableExtraConfigValue[] => [
    // Children reference (org_id, id), so none can name another organisation's product.
    unique('products_org_id_id').on(t.orgId, t.id),
    uniqueIndex('products_org_slug').on(t.orgId, t.slug),
    tenantReference('products_banner_asset_fk', t.orgId, t.bannerAssetId, assets),
  ],
);

export const productLinks = pgTable(
  'product_links',
  {
    id: idColumn(),
    orgId: orgIdColumn(),
    name: text('name').notNull(),
    link: text('link').notNull(),
    show: boolean('show').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t): PgTableExtraConfigValue[] => [index('product_links_org_position').on(t.orgId, t.position)],
);
