/**
 * The audit log: every mutation writes one row in its own transaction. Rows of one organisation
 * form a hash chain (each hash covers the previous hash and the row's content), so an edited or
 * deleted row breaks the chain and verifyAuditChain finds where.
 */
import { createHash } from 'node:crypto';
import type { Actor, ActorType, AuditAction } from '@candor/domain';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from './client.js';
import { auditLog } from './schema/index.js';

export interface AuditEntry {
  /** Null for actions outside any organisation. */
  orgId: string | null;
  actor: Actor;
  /** 'entity.verb', e.g. 'item.updated'; each has its sentence in the domain's AUDIT_ACTIONS. */
  action: AuditAction;
  entityType: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

export type AuditRow = typeof auditLog.$inferSelect;

/** The fields the hash covers, in a fixed shape. */
export interface HashedFields {
  orgId: string | null;
  actorType: ActorType;
  actorId: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  createdAt: string;
}

export function actorColumns(actor: Actor): { actorType: ActorType; actorId: string | null } {
  switch (actor.type) {
    case 'staff':
    case 'operator':
      return { actorType: actor.type, actorId: actor.userId };
    case 'member':
      return { actorType: 'member', actorId: actor.accountId };
    case 'system':
      return { actorType: 'system', actorId: actor.job };
    case 'visitor':
      return { actorType: 'visitor', actorId: null };
  }
}

/** JSON with object keys sorted at every level: the same value always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(record[k])}`).join(',')}}`;
}

/** What a JSON column gives back for a value: Dates become strings, undefined goes away. */
function asStoredJson(value: unknown): unknown {
  return value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown);
}

/** sha256 over the previous hash and exactly the hashed fields (extra properties are ignored). */
export function auditHash(prevHash: string | null, fields: HashedFields): string {
  const covered: HashedFields = {
    orgId: fields.orgId,
    actorType: fields.actorType,
    actorId: fields.actorId,
    action: fields.action,
    entityType: fields.entityType,
    entityId: fields.entityId,
    before: fields.before,
    after: fields.after,
    ip: fields.ip,
    createdAt: fields.createdAt,
  };
  return chainHash(prevHash, covered);
}

/** A chain's link: sha256 over the previous hash and the canonical JSON of what the row holds. */
export function chainHash(prevHash: string | null, covered: unknown): string {
  return createHash('sha256')
    .update(prevHash ?? '')
    .update('\n')
    .update(canonicalJson(covered))
    .digest('hex');
}

function hashedFieldsOf(row: AuditRow): HashedFields {
  return {
    orgId: row.orgId,
    actorType: row.actorType,
    actorId: row.actorId,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    before: row.before ?? null,
    after: row.after ?? null,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
  };
}

const orgFilter = (orgId: string | null) =>
  orgId === null ? isNull(auditLog.orgId) : eq(auditLog.orgId, orgId);

/** Holds the organisation's chain until the transaction ends: no row is appended meanwhile. */
export async function lockAuditChain(tx: Tx, orgId: string | null): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'audit:' + (orgId ?? 'global')}))`);
}

/**
 * Appends an audit row inside the caller's transaction. A transaction-scoped advisory lock per
 * organisation serialises writers, so each row chains to the one committed before it. Callers
 * run in READ COMMITTED (the default): the latest hash is read after the lock is granted.
 */
export async function writeAudit(tx: Tx, entry: AuditEntry): Promise<AuditRow> {
  await lockAuditChain(tx, entry.orgId);
  const [latest] = await tx
    .select({ hash: auditLog.hash })
    .from(auditLog)
    .where(orgFilter(entry.orgId))
    .orderBy(desc(auditLog.id))
    .limit(1);
  const prevHash = latest?.hash ?? null;
  const fields: HashedFields = {
    orgId: entry.orgId,
    ...actorColumns(entry.actor),
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    before: asStoredJson(entry.before),
    after: asStoredJson(entry.after),
    ip: entry.ip ?? null,
    // Millisecond precision survives the timestamptz round trip exactly, so the hash verifies.
    createdAt: new Date().toISOString(),
  };
  const [row] = await tx
    .insert(auditLog)
    .values({
      ...fields,
      createdAt: new Date(fields.createdAt),
      prevHash,
      hash: auditHash(prevHash, fields),
    })
    .returning();
  return row!;
}

/** A point of a chain: its first `count` rows end with row `id`, whose hash is `hash`. */
export interface ChainHead {
  id: number;
  hash: string;
  count: number;
}

export type AuditChainResult =
  | { ok: true; count: number; head: ChainHead | null }
  | { ok: false; count: number; brokenAtId: number };

export interface VerifyChainOptions {
  /** Walk only the rows after this point, which the caller has checked (a checkpoint). */
  after?: ChainHead;
  /** Sees each row that holds, with its position in the chain (1 for the first row). */
  visit?: (row: AuditRow, position: number) => void;
}

/**
 * Walks an organisation's chain in order. The first row whose prevHash does not name the row
 * before it, or whose hash does not match its content, is where the chain is broken.
 */
export async function verifyAuditChain(
  db: DbOrTx,
  orgId: string | null,
  { after, visit }: VerifyChainOptions = {},
): Promise<AuditChainResult> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(after ? and(orgFilter(orgId), gt(auditLog.id, after.id)) : orgFilter(orgId))
    .orderBy(asc(auditLog.id));
  let head: ChainHead | null = after ?? null;
  const start = after?.count ?? 0;
  for (const [index, row] of rows.entries()) {
    const prevHash = head?.hash ?? null;
    if (row.prevHash !== prevHash || row.hash !== auditHash(prevHash, hashedFieldsOf(row))) {
      return { ok: false, count: start + rows.length, brokenAtId: row.id };
    }
    head = { id: row.id, hash: row.hash, count: start + index + 1 };
    visit?.(row, head.count);
  }
  return { ok: true, count: start + rows.length, head };
}
