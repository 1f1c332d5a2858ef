/**
 * Document views and downloads leave batched: one event per organisation, kind and window, with
 * the counts, never one per hit; organisations without a subscribed destination get none. And
 * the delivery log keeps 30 days.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildOrg } from '../db/factories.js';
import { analyticsEvents, jobs, webhookDeliveries, webhookEndpoints } from '../db/schema/index.js';
import { JobHandlerRegistry } from '../jobs/jobHandlers.js';
import { enqueueTick } from '../jobs/periodicJobs.js';
import { startJobWorker } from '../jobs/jobWorker.js';
import { recordEvent } from '../services/analytics/recordEvent.js';
import { useTestDatabase } from '../testing/testDatabase.js';
import { pruneWebhookDeliveries } from './deliveryLogRetention.js';
import {
  DOCUMENT_ACTIVITY_JOB,
  DOCUMENT_ACTIVITY_QUEUE,
  documentActivityHandler,
} from './documentActivity.js';
import { WEBHOOK_DELIVERY_QUEUE, type WebhookDeliveryPayload } from './emitEvent.js';

const database = useTestDatabase();

const deliveriesOf = async (orgId: string) =>
  (
    await database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.queue} = ${WEBHOOK_DELIVERY_QUEUE} and ${jobs.orgId} = ${orgId}`)
  ).map((job) => job.payload as unknown as WebhookDeliveryPayload);

describe('document activity', () => {
  it('sends 50 views of a window as one event counting 50, and nothing for an unsubscribed organisation', async () => {
    const db = database.db;
    const { org } = await buildOrg(db);
    const { org: quiet } = await buildOrg(db);
    await db.insert(webhookEndpoints).values({
      orgId: org.id,
      kind: 'webhook',
      url: 'https://hooks.example.com/docs',
      eventTypes: ['document.viewed', 'document.downloaded'],
    });
    const report = randomUUID();
    const policy = randomUUID();
    for (const target of [org, quiet]) {
      for (let i = 0; i < 50; i += 1) {
        await recordEvent(db, {
          kind: 'document_view',
          orgId: target.id,
          fileId: report,
          itemUid: 'soc2',
          detail: { name: 'SOC 2 report.pdf' },
        });
      }
    }
    await recordEvent(db, {
      kind: 'document_download',
      orgId: org.id,
      fileId: policy,
      detail: { name: 'Security policy.pdf' },
    });

    // The hits fall in the minute from 10:00; the tick of 10:01 closes that window.
    await db
      .update(analyticsEvents)
      .set({ createdAt: new Date('2026-01-05T10:00:30Z') })
      .where(inArray(analyticsEvents.orgId, [org.id, quiet.id]));
    const worker = startJobWorker(
      db,
      new JobHandlerRegistry().register(DOCUMENT_ACTIVITY_QUEUE, documentActivityHandler()),
      { pollMs: 60_000 },
    );
    await enqueueTick(db, DOCUMENT_ACTIVITY_JOB, Date.parse('2026-01-05T10:01:10Z'));
    expect(await worker.runOnce()).toBe(1);
    await worker.stop();

    const events = (await deliveriesOf(org.id)).map((payload) => payload.envelope);
    expect(events.find((e) => e.type === 'document.viewed')).toEqual({
      type: 'document.viewed',
      timestamp: '2026-01-05T10:01:00.000Z',
      data: {
        from: '2026-01-05T10:00:00.000Z',
        to: '2026-01-05T10:01:00.000Z',
        total: 50,
        documents: [{ documentId: report, title: 'SOC 2 report.pdf', count: 50 }],
      },
    });
    expect(events.find((e) => e.type === 'document.downloaded')?.data).toMatchObject({
      total: 1,
      documents: [{ documentId: policy, title: 'Security policy.pdf', count: 1 }],
    });
    expect(events).toHaveLength(2);
    expect(await deliveriesOf(quiet.id)).toEqual([]);
  });
});

describe('the delivery log', () => {
  it('keeps 30 days', async () => {
    const db = database.db;
    const { org } = await buildOrg(db);
    const [endpoint] = await db
      .insert(webhookEndpoints)
      .values({
        orgId: org.id,
        kind: 'webhook',
        url: 'https://hooks.example.com/log',
        eventTypes: ['member.signed_in'],
      })
      .returning();
    const row = (daysAgo: number) => ({
      orgId: org.id,
      endpointId: endpoint!.id,
      messageId: `msg_${daysAgo}`,
      eventType: 'member.signed_in',
      attempt: 1,
      status: 'succeeded' as const,
      httpStatus: 200,
      responseMs: 12,
      body: '{}',
      createdAt: new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000),
    });
    await db.insert(webhookDeliveries).values([row(31), row(45), row(29), row(0)]);

    expect(await pruneWebhookDeliveries(db)).toBe(2);
    const kept = await db
      .select({ messageId: webhookDeliveries.messageId })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint!.id));
    expect(kept.map((r) => r.messageId).sort()).toEqual(['msg_0', 'msg_29']);
  });
});
