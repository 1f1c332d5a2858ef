import type { BridgeLetter } from '@candor/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from './orgs.js';
import { products } from './products.js';

/** A card on a product's portal: one per (product, kind). */
export const cards = pgTable(
  'cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** Null means the kind's default title. */
    title: text('title'),
    hidden: boolean('hidden').notNull().default(false),
    displayText: text('display_text'),
    placeholder: text('placeholder'),
    iconAssetId: uuid('icon_asset_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cards_product_kind').on(t.productId, t.kind),
    index('cards_org').on(t.orgId),
  ],
);

/** Company shown by trusted-by items and subprocessors. */
export interface CompanyRef {
  source: 'brand' | 'company_data' | 'addendum' | 'custom' | 'compliance_platform';
  name: string;
  domain?: string | null;
  logoAssetId?: string | null;
  companyId?: string | null;
  url?: string | null;
}

export const items = pgTable(
  'items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    /** Stable public identifier (itemUid). */
    uid: text('uid').notNull(),
    /** Kind of the card the item belongs to. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    explanation: text('explanation'),
    href: text('href'),
    choice: text('choice'),
    maturity: text('maturity'),
    recurrence: text('recurrence'),
    auditor: text('auditor'),
    expiry: date('expiry'),
    type: text('type'),
    bridgeLetter: jsonb('bridge_letter').$type<BridgeLetter>(),
    publicAccess: boolean('public_access').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    enabledState: text('enabled_state').notNull().default('Enabled'),
    isCustom: boolean('is_custom').notNull().default(false),
    customOrder: integer('custom_order'),
    customUrlSlug: text('custom_url_slug'),
    featured: boolean('featured').notNull().default(false),
    /** Certification id for logos, company for trusted-by, etc. */
    logoKey: text('logo_key'),
    logoAssetId: uuid('logo_asset_id'),
    company: jsonb('company').$type<CompanyRef>(),
    integrations: jsonb('integrations').$type<Record<string, unknown>>(),
    listEntries: jsonb('list_entries').$type<unknown[]>(),
    tags: jsonb('tags')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Kind-specific extras (security grade entries, risk profile answers, ...). */
    data: jsonb('data')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastModified: timestamp('last_modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('items_org_uid').on(t.orgId, t.uid),
    uniqueIndex('items_product_slug').on(t.productId, t.customUrlSlug),
    index('items_card').on(t.cardId),
    index('items_org').on(t.orgId),
  ],
);

export const subprocessors = pgTable(
  'subprocessors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    company: jsonb('company').$type<CompanyRef>().notNull(),
    purpose: text('purpose'),
    location: text('location'),
    additionalDetails: text('additional_details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subprocessors_product').on(t.productId)],
);

/** Uploaded files (documents); bytes live in the FileStore under storageKey. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    /** Null means the organisation's document access type applies. */
    documentAccessType: text('document_access_type'),
    encryptedType: text('encrypted_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_org').on(t.orgId)],
);

export const itemFiles = pgTable(
  'item_files',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.fileId] }), index('item_files_file').on(t.fileId)],
);

export const kbEntries = pgTable(
  'kb_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    comment: text('comment'),
    sourceType: text('source_type').notNull().default('manual'),
    sourceSubtype: text('source_subtype'),
    sourceName: text('source_name'),
    favoritePublic: boolean('favorite_public').notNull().default(false),
    /** public | private */
    accessLevel: text('access_level').notNull().default('public'),
    /** Empty means every product. */
    productIds: jsonb('product_ids')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kb_entries_org').on(t.orgId)],
);

export const updateTopics = pgTable(
  'update_topics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    category: text('category').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    isPinned: boolean('is_pinned').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('update_topics_org').on(t.orgId, t.createdAt)],
);

export const updates = pgTable(
  'updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => updateTopics.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    /** public | private */
    spAudience: text('sp_audience').notNull().default('public'),
    isGlobalProduct: boolean('is_global_product').notNull().default(true),
    /** Product ids when not global. */
    productIds: jsonb('product_ids')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    channels: jsonb('channels')
      .$type<{ email: boolean; statusPage: boolean }>()
      .notNull()
      .default(sql`'{"email":false,"statusPage":true}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('updates_topic').on(t.topicId)],
);
