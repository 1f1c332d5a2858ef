import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { actorType } from './enums.js';
import { createdAtColumn, orgIdColumn } from './columns.js';

/**
 * Append-only audit log. Each row carries the SHA-256 of its content chained to the previous
 * row of the same organisation, so an edited or deleted row breaks the chain (tamper-evident).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for actions outside any organisation (e.g. a failed sign-in for an unknown e-mail). */
    orgId: uuid('org_id'),
    actorType: actorType('actor_type').notNull(),
    actorId: text('actor_id'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: createdAtColumn(),
    prevHash: text('prev_hash'),
    hash: text('hash').notNull(),
  },
  (t) => [index('audit_log_org').on(t.orgId, t.id)],
);

/**
 * The signed checkpoints published of each organisation's chain (services/audit/
 * auditCheckpoints.ts): `payload` is the exact signed text, `signature` its Ed25519 signature
 * under the feed key. The other columns repeat the payload for the publisher's queries; a
 * verifier reads the payload and checks the signature.
 */
export const auditCheckpoints = pgTable(
  'audit_checkpoints',
  {
    orgId: orgIdColumn(),
    /** 1, 2, 3… per organisation. */
    sequence: integer('sequence').notNull(),
    rowCount: integer('row_count').notNull(),
    headId: bigint('head_id', { mode: 'number' }).notNull(),
    headHash: text('head_hash').notNull(),
    payload: text('payload').notNull(),
    signature: text('signature').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.sequence] })],
);
