import { bigserial, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { actorType } from './enums.js';
import { createdAtColumn } from './columns.js';

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
