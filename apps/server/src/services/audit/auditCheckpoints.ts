/**
 * The anchor of the audit chain. A chain alone shows an edited or deleted row, but not its newest
 * rows deleted: what is left still chains. So, on a schedule, each organisation whose chain grew
 * gets a checkpoint — its id, slug and name, the number of rows, the last row's id and hash, the
 * time — signed with the installation's Ed25519 feed key (updates/feedSigningKey.ts) and
 * published where others keep it: in the organisation's signed update feeds and at
 * `/{org}/audit/checkpoint.json` (`checkpoints.json`: all of them). A chain that no longer
 * reaches a checkpoint someone kept was cut (`npm run audit:verify`). The format is in
 * docs/audit-checkpoints.md.
 */
import { verify, type KeyObject } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  canonicalJson,
  lockAuditChain,
  verifyAuditChain,
  type AuditRow,
  type ChainHead,
} from '../../db/audit.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { auditCheckpoints, auditLog, organizations } from '../../db/schema/index.js';
import type { FeedSigner, SignedCheckpoint } from '../../updates/feedSigningKey.js';
import type { ServiceContext } from '../serviceContext.js';

export const CHECKPOINT_FORMAT = 'candor-audit-checkpoint/1';

/** What a checkpoint says; its canonical JSON (sorted keys, no spaces) is the signed text. */
export interface CheckpointPayload {
  format: typeof CHECKPOINT_FORMAT;
  organisation: { id: string; slug: string; name: string };
  /** 1, 2, 3… per organisation. */
  sequence: number;
  /** The chain's rows when it was signed. */
  rowCount: number;
  /** The id and hash of its last row. */
  headId: number;
  headHash: string;
  time: string;
}

interface OrgName {
  id: string;
  slug: string;
  name: string;
}

export class CheckpointRefusedError extends Error {
  override name = 'CheckpointRefusedError';
}

/**
 * Signs a checkpoint of each organisation whose chain grew since its last one. A chain that no
 * longer reaches its last checkpoint, or whose new rows do not chain, gets none: the error names
 * those organisations after the others were published.
 */
export async function publishCheckpoints(
  db: Db,
  signer: FeedSigner,
  now: Date = new Date(),
): Promise<CheckpointPayload[]> {
  const lastHead = sql`coalesce((select max(c.head_id) from ${auditCheckpoints} c where c.org_id = ${organizations.id}), 0)`;
  const grown = await db
    .select({ id: organizations.id, slug: organizations.slug, name: organizations.name })
    .from(organizations)
    .where(
      sql`exists (select 1 from ${auditLog} a where a.org_id = ${organizations.id} and a.id > ${lastHead})`,
    )
    .orderBy(asc(organizations.slug));
  const published: CheckpointPayload[] = [];
  const refused: string[] = [];
  for (const org of grown) {
    try {
      const checkpoint = await publishCheckpoint(db, org, signer, now);
      if (checkpoint) published.push(checkpoint);
    } catch (error) {
      if (!(error instanceof CheckpointRefusedError)) throw error;
      refused.push(`${org.slug}: ${error.message}`);
    }
  }
  if (refused.length > 0) {
    throw new CheckpointRefusedError(
      `No audit checkpoint for chains that do not verify (run npm run audit:verify):\n${refused.join('\n')}`,
    );
  }
  return published;
}

async function publishCheckpoint(
  db: Db,
  org: OrgName,
  signer: FeedSigner,
  now: Date,
): Promise<CheckpointPayload | null> {
  return db.transaction(async (tx) => {
    // No row is appended while the head is read and signed.
    await lockAuditChain(tx, org.id);
    const [last] = await tx
      .select()
      .from(auditCheckpoints)
      .where(eq(auditCheckpoints.orgId, org.id))
      .orderBy(desc(auditCheckpoints.sequence))
      .limit(1);
    const after = last && { id: last.headId, hash: last.headHash, count: last.rowCount };
    if (after && !(await stillHolds(tx, org.id, after))) {
      throw new CheckpointRefusedError(
        `the chain no longer reaches checkpoint ${last.sequence} (row ${after.id})`,
      );
    }
    const chain = await verifyAuditChain(tx, org.id, after ? { after } : {});
    if (!chain.ok) throw new CheckpointRefusedError(`row ${chain.brokenAtId} does not hold`);
    if (!chain.head || chain.head.id === after?.id) return null;
    const payload: CheckpointPayload = {
      format: CHECKPOINT_FORMAT,
      organisation: { id: org.id, slug: org.slug, name: org.name },
      sequence: (last?.sequence ?? 0) + 1,
      rowCount: chain.head.count,
      headId: chain.head.id,
      headHash: chain.head.hash,
      time: now.toISOString(),
    };
    const text = canonicalJson(payload);
    await tx.insert(auditCheckpoints).values({
      orgId: org.id,
      sequence: payload.sequence,
      rowCount: payload.rowCount,
      headId: payload.headId,
      headHash: payload.headHash,
      payload: text,
      signature: signer.sign(Buffer.from(text)),
      createdAt: now,
    });
    return payload;
  });
}

/** The head row is still there with its hash, and as many rows lead up to it as before. */
async function stillHolds(db: DbOrTx, orgId: string, head: ChainHead): Promise<boolean> {
  const [row] = await db
    .select({
      hash: auditLog.hash,
      count: sql<number>`(select count(*) from ${auditLog} a where a.org_id = ${orgId} and a.id <= ${head.id})::int`,
    })
    .from(auditLog)
    .where(and(eq(auditLog.id, head.id), eq(auditLog.orgId, orgId)));
  return row?.hash === head.hash && row.count === head.count;
}

/** The viewer's organisation's published checkpoints, oldest first. */
export async function listCheckpoints({ db, viewer }: ServiceContext): Promise<SignedCheckpoint[]> {
  return db
    .select({ payload: auditCheckpoints.payload, signature: auditCheckpoints.signature })
    .from(auditCheckpoints)
    .where(eq(auditCheckpoints.orgId, viewer.orgId))
    .orderBy(asc(auditCheckpoints.sequence));
}

export async function latestCheckpoint({
  db,
  viewer,
}: ServiceContext): Promise<(SignedCheckpoint & { sequence: number }) | null> {
  const [row] = await db
    .select({
      sequence: auditCheckpoints.sequence,
      payload: auditCheckpoints.payload,
      signature: auditCheckpoints.signature,
    })
    .from(auditCheckpoints)
    .where(eq(auditCheckpoints.orgId, viewer.orgId))
    .orderBy(desc(auditCheckpoints.sequence))
    .limit(1);
  return row ?? null;
}

/** The payload, when the signature verifies under the key and the text is a checkpoint. */
export function openCheckpoint(
  signed: SignedCheckpoint,
  publicKey: KeyObject,
): CheckpointPayload | null {
  const bytes = Buffer.from(signed.payload);
  if (!verify(null, bytes, publicKey, Buffer.from(signed.signature, 'base64'))) return null;
  const payload = JSON.parse(signed.payload) as CheckpointPayload;
  return payload.format === CHECKPOINT_FORMAT ? payload : null;
}

/** Where the published list is read from (CheckpointSource.from). */
export const DATABASE = 'the database';

/** A checkpoint to check, and where it was read (the database, or a file a third party kept). */
export interface CheckpointSource {
  signed: SignedCheckpoint;
  from: string;
}

export interface ChainReport {
  ok: boolean;
  /** The chain's rows. */
  count: number;
  /** The newest checkpoint the chain reaches. */
  anchoredBy: CheckpointPayload | null;
  /** The first row that does not hold. */
  brokenAt: { id: number; at: string } | null;
  problems: string[];
}

const describeRow = (row: Pick<AuditRow, 'id' | 'createdAt' | 'action'>) =>
  `row ${row.id} (${row.createdAt.toISOString()}, ${row.action})`;

/**
 * Walks the organisation's chain once and checks it against every checkpoint given: each
 * signature under the feed key, each checkpoint's head at its place in the chain. Reports the
 * first bad row, or the rows deleted after the newest checkpoint the chain does not reach.
 */
export async function verifyAgainstCheckpoints(
  db: DbOrTx,
  orgId: string | null,
  sources: readonly CheckpointSource[],
  publicKey: KeyObject | null,
): Promise<ChainReport> {
  const problems: string[] = [];
  const bySequence = new Map<number, CheckpointPayload>();
  const published = new Set<number>();
  const kept: { payload: CheckpointPayload; from: string }[] = [];
  for (const { signed, from } of sources) {
    const payload = publicKey && openCheckpoint(signed, publicKey);
    if (!payload) {
      problems.push(
        publicKey
          ? `the checkpoint from ${from} does not verify with the feed key`
          : `the checkpoint from ${from} cannot be checked: no feed key`,
      );
      continue;
    }
    if (payload.organisation.id !== orgId) continue;
    if (from === DATABASE) published.add(payload.sequence);
    else kept.push({ payload, from });
    bySequence.set(payload.sequence, payload);
  }
  for (const { payload, from } of kept) {
    if (!published.has(payload.sequence)) {
      problems.push(
        `checkpoint ${payload.sequence} (from ${from}) is missing from the database's published list`,
      );
    }
  }
  const checkpoints = [...bySequence.values()].sort((a, b) => a.sequence - b.sequence);
  const byHead = new Map(checkpoints.map((c) => [c.headId, c]));
  const reached = new Set<CheckpointPayload>();
  const chain = await verifyAuditChain(db, orgId, {
    visit(row, position) {
      const checkpoint = byHead.get(row.id);
      if (checkpoint?.rowCount === position && checkpoint.headHash === row.hash) {
        reached.add(checkpoint);
      }
    },
  });
  let brokenAt: ChainReport['brokenAt'] = null;
  if (!chain.ok) {
    const [row] = await db.select().from(auditLog).where(eq(auditLog.id, chain.brokenAtId));
    brokenAt = { id: chain.brokenAtId, at: (row?.createdAt ?? new Date(0)).toISOString() };
    problems.push(
      `${row ? describeRow(row) : `row ${chain.brokenAtId}`} is the first bad row: ` +
        'it was edited, or the row before it was deleted',
    );
  }
  const missed = checkpoints.filter((c) => !reached.has(c)).at(-1);
  if (missed && missed.rowCount > chain.count) {
    problems.push(
      `deleted rows after checkpoint ${missed.sequence}: chain has ${chain.count} rows, ` +
        `checkpoint said ${missed.rowCount}`,
    );
  } else if (missed && chain.ok) {
    problems.push(
      `the chain does not reach checkpoint ${missed.sequence} (${missed.rowCount} rows, last ` +
        `row ${missed.headId}): rows up to it were deleted or rewritten`,
    );
  }
  return {
    ok: problems.length === 0,
    count: chain.count,
    anchoredBy: checkpoints.filter((c) => reached.has(c)).at(-1) ?? null,
    brokenAt,
    problems,
  };
}
