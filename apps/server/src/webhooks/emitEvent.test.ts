import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { jobs, organizations, webhookEndpoints } from '../db/schema/index.js';
import { useTestDatabase } from '../testing/testDatabase.js';
import { emitEvent, WEBHOOK_DELIVERY_QUEUE, type WebhookDeliveryPayload } from './emitEvent.js';

const database = useTestDatabase();

const signedIn = {
  memberId: '00000000-0000-4000-8000-000000000001',
  email: 'ada@example.com',
  accountId: null,
  accountName: null,
  method: 'link',
};

test('queues one delivery per enabled destination subscribed to the type, with one message id', async () => {
  const db = database.db;
  const [org] = await db
    .insert(organizations)
    .values({ slug: 'emit-events', name: 'Emit events' })
    .returning();
  const orgId = org!.id;
  const endpoint = (eventTypes: string[], enabled = true, kind: 'webhook' | 'slack' = 'webhook') =>
    db
      .insert(webhookEndpoints)
      .values({ orgId, kind, url: 'https://hooks.example.com/x', eventTypes, enabled })
      .returning()
      .then(([row]) => row!.id);
  const wantsIt = await endpoint(['member.signed_in', 'nda.accepted']);
  const slack = await endpoint(['member.signed_in'], true, 'slack');
  await endpoint(['nda.accepted']);
  await endpoint(['member.signed_in'], false);

  await emitEvent(db, orgId, 'member.signed_in', signedIn, new Date('2026-11-27T10:00:00Z'));

  const queued = await db.select().from(jobs).where(eq(jobs.queue, WEBHOOK_DELIVERY_QUEUE));
  const payloads = queued.map((job) => job.payload as unknown as WebhookDeliveryPayload);
  expect(payloads.map((p) => p.endpointId).sort()).toEqual([wantsIt, slack].sort());
  expect(new Set(payloads.map((p) => p.messageId)).size).toBe(1);
  expect(payloads[0]!.messageId).toMatch(/^msg_[0-9a-f]{32}$/);
  expect(payloads[0]!.envelope).toEqual({
    type: 'member.signed_in',
    timestamp: '2026-11-27T10:00:00.000Z',
    data: signedIn,
  });
  expect(queued.every((job) => job.orgId === orgId)).toBe(true);
});

test('an organisation without a subscribed destination queues nothing; a wrong shape is refused', async () => {
  const db = database.db;
  const [org] = await db
    .insert(organizations)
    .values({ slug: 'no-hooks', name: 'No hooks' })
    .returning();
  const before = await db.$count(jobs);
  await emitEvent(db, org!.id, 'member.signed_in', signedIn);
  // The data is not even read when nobody wants the event.
  await emitEvent(db, org!.id, 'member.signed_in', () => {
    throw new Error('read although no destination wants it');
  });
  expect(await db.$count(jobs)).toBe(before);

  await db.insert(webhookEndpoints).values({
    orgId: org!.id,
    kind: 'webhook',
    url: 'https://hooks.example.com/y',
    eventTypes: ['member.signed_in'],
  });
  await expect(
    // @ts-expect-error: the data misses the member's e-mail
    emitEvent(db, org!.id, 'member.signed_in', { memberId: 'x', method: 'link' }),
  ).rejects.toThrow();
});
