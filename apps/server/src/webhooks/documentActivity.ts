/**
 * Document views and downloads leave as webhook events in batches, never one per hit, so that
 * anonymous traffic cannot multiply outbound calls: a periodic job (every minute, one per tick
 * across the fleet: jobs/periodicJobs.ts) reads the `document_view` / `document_download`
 * analytics rows of the window since the last run, and gives each organisation with a
 * destination subscribed to `document.viewed` / `document.downloaded` ONE event per kind:
 * `{from, to, total, documents: [{documentId, title, count}]}`. Only those organisations' rows
 * are read. The window runs from the tick the last successful run ended at (at most an hour
 * back) to this tick's start, so a tick skipped or a server down for a while loses no count and
 * counts nothing twice.
 */
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { analyticsEvents, jobs, webhookEndpoints } from '../db/schema/index.js';
import type { QueueHandler } from '../jobs/jobHandlers.js';
import type { PeriodicJob } from '../jobs/periodicJobs.js';
import { emitEvent } from './emitEvent.js';

export const DOCUMENT_ACTIVITY_QUEUE = 'webhook-document-activity';
const MINUTE = 60_000;

export const DOCUMENT_ACTIVITY_JOB: PeriodicJob = {
  queue: DOCUMENT_ACTIVITY_QUEUE,
  intervalMs: MINUTE,
  maxAttempts: 3,
};
/** The longest window one run covers (after a long outage, older hits are not sent). */
const MAX_WINDOW_MS = 60 * MINUTE;
/** The documents one event lists, the most opened first; `total` counts them all. */
const MAX_DOCUMENTS = 100;

const KINDS = {
  'document.viewed': 'document_view',
  'document.downloaded': 'document_download',
} as const;
type ActivityType = keyof typeof KINDS;
const ACTIVITY_TYPES = Object.keys(KINDS) as ActivityType[];

/** The organisations with an enabled destination for document activity, and the types wanted. */
async function subscribedOrgs(db: Db): Promise<Map<string, Set<ActivityType>>> {
  const rows = await db
    .select({ orgId: webhookEndpoints.orgId, eventTypes: webhookEndpoints.eventTypes })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.enabled, true),
        sql`${webhookEndpoints.eventTypes} && array['document.viewed', 'document.downloaded']::text[]`,
      ),
    );
  const orgs = new Map<string, Set<ActivityType>>();
  for (const row of rows) {
    const wanted = orgs.get(row.orgId) ?? new Set<ActivityType>();
    for (const type of ACTIVITY_TYPES) if (row.eventTypes.includes(type)) wanted.add(type);
    orgs.set(row.orgId, wanted);
  }
  return orgs;
}

/** Emits the window's events; resolves with how many were emitted. */
export async function emitDocumentActivity(db: Db, from: Date, to: Date): Promise<number> {
  const orgs = await subscribedOrgs(db);
  if (orgs.size === 0) return 0;
  return db.transaction(async (tx) => {
    let emitted = 0;
    for (const [orgId, wanted] of orgs) {
      const kinds = [...wanted].map((type) => KINDS[type]);
      const count = sql<number>`sum(coalesce((${analyticsEvents.detail}->>'count')::int, 1))::int`;
      const rows = await tx
        .select({
          kind: analyticsEvents.kind,
          fileId: analyticsEvents.fileId,
          itemUid: analyticsEvents.itemUid,
          name: sql<string | null>`${analyticsEvents.detail}->>'name'`,
          count,
        })
        .from(analyticsEvents)
        .where(
          and(
            eq(analyticsEvents.orgId, orgId),
            inArray(analyticsEvents.kind, kinds),
            gte(analyticsEvents.createdAt, from),
            lt(analyticsEvents.createdAt, to),
          ),
        )
        .groupBy(
          analyticsEvents.kind,
          analyticsEvents.fileId,
          analyticsEvents.itemUid,
          sql`${analyticsEvents.detail}->>'name'`,
        )
        .orderBy(sql`${count} desc`);
      for (const type of wanted) {
        const documents = rows.filter((row) => row.kind === KINDS[type]);
        if (documents.length === 0) continue;
        await emitEvent(
          tx,
          orgId,
          type,
          {
            from: from.toISOString(),
            to: to.toISOString(),
            total: documents.reduce((sum, row) => sum + row.count, 0),
            documents: documents.slice(0, MAX_DOCUMENTS).map((row) => ({
              documentId: row.fileId ?? row.itemUid ?? row.name ?? 'unknown',
              title: row.name ?? row.itemUid ?? 'A document',
              count: row.count,
            })),
          },
          to,
        );
        emitted += 1;
      }
    }
    return emitted;
  });
}

/** Where this tick's window starts: the tick the last successful run ended at. */
async function windowStart(db: Db, to: Date): Promise<Date> {
  const [last] = await db
    .select({ tick: sql<string | null>`max(${jobs.payload}->>'tick')` })
    .from(jobs)
    .where(
      and(
        eq(jobs.queue, DOCUMENT_ACTIVITY_QUEUE),
        eq(jobs.status, 'succeeded'),
        sql`${jobs.payload}->>'tick' < ${to.toISOString()}`,
      ),
    );
  const earliest = to.getTime() - MAX_WINDOW_MS;
  const lastEnd = last?.tick ? Date.parse(last.tick) : Number.NaN;
  if (Number.isNaN(lastEnd)) return new Date(to.getTime() - DOCUMENT_ACTIVITY_JOB.intervalMs);
  return new Date(Math.max(earliest, lastEnd));
}

export function documentActivityHandler(): QueueHandler {
  return {
    concurrency: 1,
    async handle(job, { db }) {
      const tick = typeof job.payload.tick === 'string' ? new Date(job.payload.tick) : new Date();
      const to = Number.isNaN(tick.getTime()) ? new Date() : tick;
      await emitDocumentActivity(db, await windowStart(db, to), to);
    },
  };
}
