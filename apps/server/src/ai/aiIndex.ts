/**
 * The Ask AI datastore: an organisation's passages and their embeddings in `ai_chunks`, kept in
 * step with its content by a background job. A change of content (any `mutate`, which tells
 * `portalChanges`) queues `ai-index` for the organisation; the job compares every passage's hash
 * with what is stored and embeds only the new and changed ones, so it is cheap to run often and
 * safe to run twice. An organisation whose Generative AI is switched off has no passages stored
 * (and none sent to the provider).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { aiChunks, orgAiSettings, portalCustomizations } from '../db/schema/index.js';
import { enqueueJob } from '../jobs/enqueueJob.js';
import { notifyJobsQueued } from '../jobs/jobSignals.js';
import type { QueueHandler } from '../jobs/jobHandlers.js';
import { onPortalChanged } from '../fleet/portalChanges.js';
import type { AiProvider } from './aiProvider.js';
import { loadSourceTexts, passageHash, passagesOf } from './passages.js';

export const AI_INDEX_QUEUE = 'ai-index';

/** Changes within this many milliseconds share one job. */
const INDEX_DEBOUNCE_MS = 2000;

export interface AiSettings {
  generativeAiEnabled: boolean;
  trustCenterAiEnabled: boolean;
}

export async function loadAiSettings(db: Db, orgId: string): Promise<AiSettings> {
  const [row] = await db
    .select({
      generativeAiEnabled: orgAiSettings.generativeAiEnabled,
      trustCenterAiEnabled: orgAiSettings.trustCenterAiEnabled,
    })
    .from(orgAiSettings)
    .where(eq(orgAiSettings.orgId, orgId));
  return row ?? { generativeAiEnabled: false, trustCenterAiEnabled: false };
}

export interface SyncResult {
  embedded: number;
  removed: number;
  kept: number;
}

/** Brings the organisation's stored passages in line with its content. */
export async function syncOrgPassages(
  db: Db,
  provider: AiProvider,
  orgId: string,
): Promise<SyncResult> {
  const settings = await loadAiSettings(db, orgId);
  const existing = await db
    .select({
      id: aiChunks.id,
      sourceKind: aiChunks.sourceKind,
      sourceId: aiChunks.sourceId,
      chunkIndex: aiChunks.chunkIndex,
      contentHash: aiChunks.contentHash,
    })
    .from(aiChunks)
    .where(eq(aiChunks.orgId, orgId));
  const keyOf = (p: { sourceKind: string; sourceId: string; chunkIndex: number }) =>
    `${p.sourceKind}|${p.sourceId}|${p.chunkIndex}`;

  const wanted = settings.generativeAiEnabled
    ? (await loadSourceTexts(db, orgId)).flatMap(passagesOf).map((passage) => ({
        ...passage,
        hash: passageHash(provider.embeddingModel, passage.text),
      }))
    : [];
  const stored = new Map(existing.map((row) => [keyOf(row), row]));
  const fresh = wanted.filter((p) => stored.get(keyOf(p))?.contentHash !== p.hash);
  const wantedHashes = new Map(wanted.map((p) => [keyOf(p), p.hash]));
  const stale = existing.filter((row) => wantedHashes.get(keyOf(row)) !== row.contentHash);

  // The provider is called outside any transaction: a slow embedding never holds a lock.
  const vectors = fresh.length > 0 ? await provider.embed(fresh.map((p) => p.text)) : [];
  const [customization] = await db
    .select({ revision: portalCustomizations.revision })
    .from(portalCustomizations)
    .where(eq(portalCustomizations.orgId, orgId));
  const revision = customization?.revision ?? 0;

  await db.transaction(async (tx) => {
    for (let at = 0; at < stale.length; at += 500) {
      const ids = stale.slice(at, at + 500).map((row) => row.id);
      await tx.delete(aiChunks).where(and(eq(aiChunks.orgId, orgId), inArray(aiChunks.id, ids)));
    }
    for (let at = 0; at < fresh.length; at += 200) {
      await tx.insert(aiChunks).values(
        fresh.slice(at, at + 200).map((p, i) => ({
          orgId,
          productId: p.productId,
          sourceKind: p.sourceKind,
          sourceId: p.sourceId,
          chunkIndex: p.chunkIndex,
          chunkText: p.text,
          embedding: vectors[at + i]!,
          contentHash: p.hash,
          revision,
        })),
      );
    }
  });
  return { embedded: fresh.length, removed: stale.length, kept: wanted.length - fresh.length };
}

/** Queues a sync of the organisation's passages (debounced: one job per short window). */
export async function enqueueAiIndex(db: Db, orgId: string, now = Date.now()): Promise<void> {
  const window = Math.floor(now / INDEX_DEBOUNCE_MS);
  const id = await enqueueJob(db, {
    queue: AI_INDEX_QUEUE,
    orgId,
    payload: { orgId },
    idempotencyKey: `ai-index:${orgId}:${window}`,
    runAt: new Date((window + 1) * INDEX_DEBOUNCE_MS),
    maxAttempts: 5,
  });
  if (id) notifyJobsQueued();
}

export function aiIndexJobHandler(provider: AiProvider): QueueHandler {
  return {
    leaseMs: 5 * 60_000,
    async handle(job, ctx) {
      const orgId = typeof job.payload.orgId === 'string' ? job.payload.orgId : job.orgId;
      if (!orgId) return;
      await syncOrgPassages(ctx.db, provider, orgId);
    },
  };
}

/**
 * Keeps the datastore following content: every change notice queues a sync of that
 * organisation. Returns the function that stops listening.
 */
export function followContentChanges(
  db: Db,
  log: { warn: (obj: unknown, msg: string) => void },
): () => void {
  const follow = async (orgId: string) => {
    // An organisation without generative AI has nothing stored to keep in step (switching it
    // off queues its own sync, which removes the passages).
    if (!(await loadAiSettings(db, orgId)).generativeAiEnabled) return;
    await enqueueAiIndex(db, orgId);
  };
  return onPortalChanged((orgId) => {
    if (orgId === null) return;
    follow(orgId).catch((error: unknown) => {
      log.warn({ err: error, orgId }, 'could not queue the Ask AI index');
    });
  });
}

/** At start: a sync of every organisation that uses generative AI (content may have changed). */
export async function enqueueAiIndexForAll(db: Db): Promise<void> {
  const rows = await db
    .select({ orgId: orgAiSettings.orgId })
    .from(orgAiSettings)
    .where(eq(orgAiSettings.generativeAiEnabled, true));
  for (const { orgId } of rows) await enqueueAiIndex(db, orgId);
}
