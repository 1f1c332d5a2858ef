import type { BridgeLetter, CompanySource } from '@candor/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { assets } from './assets.js';
import {
  cardKind,
  documentAccessType,
  enabledState,
  fileAccessLevel,
  kbAccessLevel,
  maturity,
  recurrence,
  updateAudience,
  updateCategory,
} from './enums.js';
import { products } from './products.js';
import { idColumn, orgIdColumn, createdAtColumn, updatedAtColumn } from './columns.js';
import { tenantReference } from './tenantReference.js';

/**
 * A full-text vector, kept by PostgreSQL itself (`GENERATED ALWAYS AS (...) STORED`) so the
 * server search (`services/search/serverSearch.ts`) reads it instead of building it per query.
 * 'simple' configuration (no stemming, no stop words: titles are names, in any language),
 * weighted A (titles) > B (tags) > C (texts) > D (a document's extracted text).
 */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const weighted = (text: string, weight: 'A' | 'B' | 'C' | 'D') =>
  `setweight(to_tsvector('simple'::regconfig, ${text}), '${weight}')`;

/** A card on a product's portal: one per (product, kind). */
export const cards = pgTable(
  'cards',
  {
    id: idColumn(),
    orgId: orgIdColumn(),
    productId: uuid('product_id').notNull(),
    kind: cardKind('kind').notNull(),
    /** Null means the kind's default title. */
    title: text('title'),
    hidden: boolean('hidden').notNull().default(false),
    displayText: text('display_text'),
    placeholder: text('placeholder'),
    iconAssetId: uuid('icon_asset_id'),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('cards_org_id_id').on(t.orgId, t.id),
    uniqueIndex('cards_product_kind').on(t.productId, t.kind),
    tenantReference('cards_product_fk', t.orgId, t.productId, products).onDelete('cascade'),
    tenantReference('cards_icon_asset_fk', t.orgId, t.iconAssetId, assets),
  ],
);

/** Company shown by trusted-by items and subprocessors. */
export interface CompanyRef {
  source: CompanySource;
  name: string;
  domain?: string | null;
  logoAssetId?: string | null;
  companyId?: string | null;
  url?: string | null;
}

export const items = pgTable(
  'items',
  {
    id: idColumn(),
    orgId: orgIdColumn(),
    productId: uuid('product_id').notNull(),
    cardId: uuid('card_id').notNull(),
    /** Stable public identifier (itemUid). */
    uid: text('uid').notNull(),
    /** Kind of the card the item belongs to. */
    kind: cardKind('kind').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    explanation: text('explanation'),
    href: text('href'),
    choice: text('choice'),
    maturity: maturity('maturity'),
    recurrence: recurrence('recurrence'),
    auditor: text('auditor'),
    expiry: date('expiry'),
    type: text('type'),
    bridgeLetter: jsonb('bridge_letter').$type<BridgeLetter>(),
    publicAccess: boolean('public_access').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    enabledState: enabledState('enabled_state').notNull().default('Enabled'),
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
    createdAt: createdAtColumn(),
    lastModified: timestamp('last_modified', { withTimezone: true }).notNull().defaultNow(),
    /** Title A, tags B, subtitle, explanation and link C. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          [
            weighted('"title"', 'A'),
            weighted('"tags"', 'B'),
            weighted(
              `coalesce("subtitle", '') || ' ' || coalesce("explanation", '') || ' ' || coalesce("href", '')`,
              'C',
            ),
          ].join(' || '),
        ),
      ),
  },
  (t) => [
    unique('items_org_id_id').on(t.orgId, t.id),
    index('items_search').using('gin', t.searchVector),
    uniqueIndex('items_org_uid').on(t.orgId, t.uid),
    uniqueIndex('items_product_slug').on(t.productId, t.customUrlSlug),
    index('items_card').on(t.cardId),
    index('items_product').on(t.productId),
    tenantReference('items_product_fk', t.orgId, t.productId, products).onDelete('cascade'),
    tenantReference('items_card_fk', t.orgId, t.cardId, cards).onDelete('cascade'),
    tenantReference('items_logo_asset_fk', t.orgId, t.logoAssetId, assets),
  ],
);

export const subprocessors = pgTable(
  'subprocessors',
  {
    id: idColumn(),
    orgId: orgIdColumn(),
    productId: uuid('product_id').notNull(),
    company: jsonb('company').$type<CompanyRef>().notNull(),
    purpose: text('purpose'),
    location: text('location'),
    additionalDetails: text('additional_details'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('subprocessors_product').on(t.productId),
    tenantReference('subprocessors_product_fk', t.orgId, t.productId, products).onDelete('cascade'),
  ],
);

/** Uploaded files (documents); bytes live in the FileStore under storageKey. */
export const files = pgTable(
  'files',
  {
    id: idColumn(),
    orgId: orgIdColumn(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    /** Null means the organisation's document access type applies. */
    documentAccessType: documentAccessType('document_access_type'),
    /** In the staff document library: public, or only for viewers granted access. */
    access: fileAccessLevel('access').notNull().default('restricted'),
    encryptedType: text('encrypted_type'),
    /** The document's own expiry date (YYYY-MM-DD), shown in the staff library. */
    expiresOn: date('expires_on'),
    /** The document's text, extracted at upload (PDFs), for visitor search. Null: none. */
    extractedText: text('extracted_text'),
    createdAt: createdAtColumn(),
    /** The name A: what a viewer who may not open the document may search. */
    nameVector: tsvector('name_vector')
      .notNull()
      .generatedAlwaysAs(sql.raw(weighted('"original_name"', 'A'))),
    /** The name A and the extracted text D: for viewers who may open the document. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `${weighted('"original_name"', 'A')} || ${weighted(`coalesce("extracted_text", '')`, 'D')}`,
        ),
      ),
  },
  (t) => [
    unique('files_org_id_id').on(t.orgId, t.id),
    index('files_search').using('gin', t.searchVector),
  ],
);

export const itemFiles = pgTable(
  'item_files',
  {
    itemId: uuid('item_id').notNull(),
    fileId: uuid('file_id').notNull(),
    orgId: orgIdColumn(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.fileId] }),
    index('item_files_file').on(t.fileId),
    tenantReference('item_files_item_fk', t.orgId, t.itemId, items).onDelete('cascade'),
    tenantReference('item_files_file_fk', t.orgId, t.fileId, files).onDelete('cascade'),
  ],
);

export const kbEntries = pgTable(
  'kb_entries',
  {
    id: idColumn(),
    orgId: orgIdColumn(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    comment: text('comment'),
    sourceType: text('source_type').notNull().default('manual'),
    sourceSubtype: text('source_subtype'),
    sourceName: text('source_name'),
    favoritePublic: boolean('favorite_public').notNull().default(false),
    accessLevel: kbAccessLevel('access_level').notNull().default('public'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
    /** Question A, answer C. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql.raw(`${weighted('"question"', 'A')} || ${weighted('"answer"', 'C')}`)),
  },
  (t) => [
    unique('kb_entries_org_id_id').on(t.orgId, t.id),
    index('kb_entries_search').using('gin', t.searchVector),
  ],
);

/** The products a knowledge-base entry is limited to; none means every product. */
export const kbEntryProducts = pgTable(
  'kb_entry_products',
  {
    orgId: orgIdColumn(),
    kbEntryId: uuid('kb_entry_id').notNull(),
    productId: uuid('product_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kbEntryId, t.productId] }),
    index('kb_entry_products_product').on(t.productId),
    tenantReference('kb_entry_products_entry_fk', t.orgId, t.kbEntryId, kbEntries).onDelete(
      'cascade',
    ),
    tenantReference('kb_entry_products_product_fk', t.orgId, t.productId, products).onDelete(
      'cascade',
    ),
  ],
);

export const updateTopics = pgTable(
  'update_topics',
  {
    id: idColumn(),
    orgId: orgIdColumn(),
    subject: text('subject').notNull(),
    category: updateCategory('category').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    isPinned: boolean('is_pinned').notNull().default(false),
    createdAt: createdAtColumn(),
    /** Subject A; an update's vector is its topic's and its own message's. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql.raw(weighted('"subject"', 'A'))),
  },
  (t) => [
    unique('update_topics_org_id_id').on(t.orgId, t.id),
    index('update_topics_org').on(t.orgId, t.createdAt),
  ],
);

export const updates = pgTable(
  'updates',
  {
    id: idColumn(),
    orgId: orgIdColumn(),
    topicId: uuid('topic_id').notNull(),
    message: text('message').notNull(),
    spAudience: updateAudience('sp_audience').notNull().default('public'),
    /** False: limited to the products of update_products. */
    isGlobalProduct: boolean('is_global_product').notNull().default(true),
    channels: jsonb('channels')
      .$type<{ email: boolean; statusPage: boolean }>()
      .notNull()
      .default(sql`'{"email":false,"statusPage":true}'::jsonb`),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
    /** Message C (the subject is the topic's). */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql.raw(weighted('"message"', 'C'))),
  },
  (t) => [
    unique('updates_org_id_id').on(t.orgId, t.id),
    index('updates_topic').on(t.topicId),
    index('updates_org_created').on(t.orgId, t.createdAt),
    tenantReference('updates_topic_fk', t.orgId, t.topicId, updateTopics).onDelete('cascade'),
  ],
);

/** The products an update is limited to when it is not global. */
export const updateProducts = pgTable(
  'update_products',
  {
    orgId: orgIdColumn(),
    updateId: uuid('update_id').notNull(),
    productId: uuid('product_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.updateId, t.productId] }),
    index('update_products_product').on(t.productId),
    tenantReference('update_products_update_fk', t.orgId, t.updateId, updates).onDelete('cascade'),
    tenantReference('update_products_product_fk', t.orgId, t.productId, products).onDelete(
      'cascade',
    ),
  ],
);
