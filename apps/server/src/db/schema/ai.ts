/**
 * Ask AI (visitor-portal.md §4): the organisation's Generative AI settings, and the datastore of
 * embedded passages its answers are grounded in.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, real, text, uuid } from 'drizzle-orm/pg-core';
import { idColumn, orgIdColumn, createdAtColumn, updatedAtColumn } from './columns.js';
import { organizations } from './orgs.js';
import { products } from './products.js';
import { tenantReference } from './tenantReference.js';

/** The organisation's Generative AI settings; no row means both are off. */
export const orgAiSettings = pgTable('org_ai_settings', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  /** Content may be sent to the installation's AI provider (embeddings, answers). */
  generativeAiEnabled: boolean('generative_ai_enabled').notNull().default(false),
  /** Account members may Ask AI on the portal (Trust Center AI). */
  trustCenterAiEnabled: boolean('trust_center_ai_enabled').notNull().default(false),
  updatedAt: updatedAtColumn(),
});

/**
 * One embedded passage of content a viewer may read. Retrieval never trusts this row's
 * visibility: it keeps only passages whose source the asking viewer may read right now.
 * Vectors are unit length (a dot product is the cosine), stored as real[] so the same SQL runs
 * on PGlite and PostgreSQL without pgvector.
 */
export const aiChunks = pgTable(
  'ai_chunks',
  {
    id: idColumn(),
    orgId: orgIdColumn(),
    /** The product of an item or document; null for what carries its own product links. */
    productId: uuid('product_id'),
    /** item, update, kb_entry or document. */
    sourceKind: text('source_kind').notNull(),
    sourceId: uuid('source_id').notNull(),
    chunkIndex: integer('chunk_index').notNull(),
    chunkText: text('chunk_text').notNull(),
    embedding: real('embedding').array().notNull(),
    /** SHA-256 of the model and the passage: an unchanged passage is never embedded again. */
    contentHash: text('content_hash').notNull(),
    /** The organisation's content revision the passage was embedded at. */
    revision: integer('revision').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('ai_chunks_source').on(t.orgId, t.sourceKind, t.sourceId),
    tenantReference('ai_chunks_product_fk', t.orgId, t.productId, products).onDelete('cascade'),
    check(
      'ai_chunks_source_kind',
      sql`${t.sourceKind} in ('item', 'update', 'kb_entry', 'document')`,
    ),
  ],
);
