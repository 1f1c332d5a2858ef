/**
 * `npm run audit:verify -- [ORG_SLUG] [--checkpoint FILE] [--public-key FILE]`: checks each
 * organisation's audit chain row by row against its signed checkpoints — the ones the database
 * lists as published, and one a third party kept (`--checkpoint`: a checkpoint.json,
 * checkpoints.json or updates.json) — under the feed key of DATA_DIR or the published key kept
 * beside it (`--public-key`). Names the first bad row, or the rows deleted after a checkpoint.
 */
import { createPublicKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { asc } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { organizations } from '../db/schema/index.js';
import {
  DATABASE,
  listCheckpoints,
  verifyAgainstCheckpoints,
  type ChainReport,
  type CheckpointPayload,
  type CheckpointSource,
} from '../services/audit/auditCheckpoints.js';
import { verifyAuditArchives } from '../services/audit/auditArchives.js';
import { readFeedPublicKey, type SignedCheckpoint } from '../updates/feedSigningKey.js';
import { systemContext } from '../services/serviceContext.js';

export const AUDIT_VERIFY_USAGE =
  'Usage: npm run audit:verify -- [ORG_SLUG] [--checkpoint FILE] [--public-key FILE]\n' +
  '  ORG_SLUG: one organisation (default: every one, or the one the checkpoint file names)\n' +
  '  --checkpoint FILE: a checkpoint.json, checkpoints.json or updates.json kept elsewhere\n' +
  "  --public-key FILE: the published key (/{org}/.well-known/candor-signing-key) instead of DATA_DIR's";

export class AuditVerifyError extends Error {
  override name = 'AuditVerifyError';
}

interface AuditVerifyArgs {
  slug: string | undefined;
  checkpointFile: string | undefined;
  publicKeyFile: string | undefined;
}

export function parseAuditVerifyArgs(args: readonly string[]): AuditVerifyArgs {
  const parsed: AuditVerifyArgs = {
    slug: undefined,
    checkpointFile: undefined,
    publicKeyFile: undefined,
  };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const option = { '--checkpoint': 'checkpointFile', '--public-key': 'publicKeyFile' } as const;
    if (arg in option) {
      const value = args[++i];
      if (!value) throw new AuditVerifyError(`${arg} needs a file.\n${AUDIT_VERIFY_USAGE}`);
      parsed[option[arg as keyof typeof option]] = value;
    } else if (arg.startsWith('-') || parsed.slug !== undefined) {
      throw new AuditVerifyError(`Unknown argument ${arg}.\n${AUDIT_VERIFY_USAGE}`);
    } else {
      parsed.slug = arg;
    }
  }
  return parsed;
}

const isSigned = (value: unknown): value is SignedCheckpoint =>
  typeof (value as SignedCheckpoint | null)?.payload === 'string' &&
  typeof (value as SignedCheckpoint).signature === 'string';

/** The checkpoints of a checkpoint.json, a checkpoints.json or a JSON feed. */
function readCheckpointFile(file: string): SignedCheckpoint[] {
  let document: Record<string, unknown>;
  try {
    document = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    throw new AuditVerifyError(
      `Cannot read the checkpoint file ${file}: ${(error as Error).message}`,
    );
  }
  const found = [document, document._candor_audit_checkpoint].filter(isSigned);
  if (Array.isArray(document.checkpoints)) found.push(...document.checkpoints.filter(isSigned));
  if (found.length === 0) {
    throw new AuditVerifyError(
      `${file} holds no checkpoint: expected a checkpoint.json, checkpoints.json or updates.json.`,
    );
  }
  return found;
}

function readPublicKey(file: string | undefined, dataDir: string): KeyObject | null {
  if (file === undefined) return readFeedPublicKey(dataDir);
  try {
    return createPublicKey(readFileSync(file));
  } catch (error) {
    throw new AuditVerifyError(`Cannot read the public key ${file}: ${(error as Error).message}`);
  }
}

/** The organisation ids a file's checkpoints name (read unverified: only to choose whom to check). */
function namedOrgIds(checkpoints: readonly SignedCheckpoint[]): Set<string> {
  return new Set(
    checkpoints.flatMap((c) => {
      try {
        return [(JSON.parse(c.payload) as CheckpointPayload).organisation.id];
      } catch {
        return [];
      }
    }),
  );
}

function describe(label: string, report: ChainReport): string {
  if (!report.ok) return [`${label}: FAILED`, ...report.problems.map((p) => `  - ${p}`)].join('\n');
  const anchor = report.anchoredBy;
  return anchor
    ? `${label}: ${report.count} rows verify and reach checkpoint ${anchor.sequence} ` +
        `(${anchor.rowCount} rows, ${anchor.time}).`
    : `${label}: ${report.count} rows verify; no checkpoint yet, so nothing anchors the newest rows.`;
}

export interface AuditVerifyResult {
  /** 0 when every chain verifies, 1 otherwise. */
  code: number;
  output: string;
}

export async function runAuditVerify(
  db: Db,
  args: readonly string[],
  dataDir: string,
): Promise<AuditVerifyResult> {
  const { slug, checkpointFile, publicKeyFile } = parseAuditVerifyArgs(args);
  const kept = checkpointFile === undefined ? [] : readCheckpointFile(checkpointFile);
  const publicKey = readPublicKey(publicKeyFile, dataDir);
  const all = await db
    .select({ id: organizations.id, slug: organizations.slug, name: organizations.name })
    .from(organizations)
    .orderBy(asc(organizations.slug));
  const named = namedOrgIds(kept);
  const orgs = all.filter((org) =>
    slug !== undefined ? org.slug === slug : named.size === 0 || named.has(org.id),
  );
  if (slug !== undefined && orgs.length === 0) {
    throw new AuditVerifyError(
      `No organisation has the slug ${slug}. Organisations: ${all.map((o) => o.slug).join(', ') || 'none'}.`,
    );
  }
  const strangers = [...named].filter((id) => !orgs.some((org) => org.id === id));
  if (strangers.length > 0) {
    throw new AuditVerifyError(
      `The checkpoint file names organisation ${strangers.join(', ')}, ` +
        (slug === undefined ? 'which this database does not have.' : `not ${slug}.`),
    );
  }

  const lines: string[] = [];
  let ok = true;
  for (const org of orgs) {
    const sources: CheckpointSource[] = [
      ...(await listCheckpoints(systemContext(db, org.id, 'audit-verify'))).map((signed) => ({
        signed,
        from: DATABASE,
      })),
      ...kept.map((signed) => ({ signed, from: checkpointFile! })),
    ];
    if (sources.length > 0 && !publicKey) {
      throw new AuditVerifyError(
        `No feed signing key in ${dataDir}: give the published key with --public-key FILE.`,
      );
    }
    const report = await verifyAgainstCheckpoints(db, org.id, sources, publicKey);
    ok &&= report.ok;
    lines.push(describe(`${org.slug} (${org.name})`, report));
    for (const { sourceSlug, result } of await verifyAuditArchives(db, org.id)) {
      ok &&= result.ok;
      lines.push(
        result.ok
          ? `  archived segment from ${sourceSlug}: ${result.count} rows verify up to head ${result.headHash ?? 'none'}.`
          : `  archived segment from ${sourceSlug}: FAILED\n  - ${result.problem}`,
      );
    }
  }
  if (slug === undefined && named.size === 0) {
    const report = await verifyAgainstCheckpoints(db, null, [], publicKey);
    ok &&= report.ok;
    if (report.count > 0 || !report.ok) lines.push(describe('Rows of no organisation', report));
  }
  lines.push(ok ? 'Every audit chain verifies.' : 'Audit verification FAILED.');
  return { code: ok ? 0 : 1, output: lines.join('\n') };
}
