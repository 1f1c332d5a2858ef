// `npm run bench:webhooks` (tsx, for the server's TypeScript): events delivered a second to a
// local webhook receiver through the real path: emitEvent in transactions of BENCH_BATCH events,
// the durable queue, the server's job worker (webhook-delivery handler: signing, safeFetch, one
// log row per attempt), on a fresh embedded database (PGlite). The receiver (node:http in this
// process) checks every signature with the secret and records when each message arrived.
// Prints events a second (first emit to last arrival), p50/p99 latency (emit → arrival), and
// losses: sent vs received, every message id once, bad signatures. The baseline (the ceiling):
// the same bodies, signed, posted by a plain loop through safeFetch with the same concurrency,
// no queue and no database. Asserts nothing; bench/README.md ("Issue 28: webhook delivery").
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { buildOrg } from '../apps/server/src/db/factories.ts';
import { webhookDeliveries, webhookEndpoints } from '../apps/server/src/db/schema/index.ts';
import { createTestDatabase } from '../apps/server/src/db/testing.ts';
import { safeFetch } from '../apps/server/src/http/safeFetch.ts';
import {
  newWebhookSecret,
  signWebhook,
  verifyWebhook,
} from '../apps/server/src/http/standardWebhooks.ts';
import { notifyJobsQueued } from '../apps/server/src/jobs/jobSignals.ts';
import { startServerJobs } from '../apps/server/src/services/serverJobs.ts';
import { configSecretSealer } from '../apps/server/src/storage/sealedSecret.ts';
import { WEBHOOK_BATCH_SIZE } from '../apps/server/src/webhooks/deliverWebhook.ts';
import { emitEvent } from '../apps/server/src/webhooks/emitEvent.ts';
import { sealWebhookSecret } from '../apps/server/src/webhooks/webhookSecrets.ts';
import { parseConfig } from '../apps/server/src/config.ts';
import { quantile } from './lib/stats.mjs';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 5_000);
const BATCH = Number(process.env.BENCH_BATCH ?? 100);
const GIVE_UP_SECONDS = Number(process.env.BENCH_GIVE_UP_SECONDS ?? 300);

const secret = newWebhookSecret();
/** Arrivals of the run under way: message id → arrival times; member id → arrival time. */
let arrivals = new Map();
let arrivedAt = new Map();
let badSignatures = 0;
let lastArrival = 0;

const receiver = http.createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const now = performance.now();
    const body = Buffer.concat(chunks).toString('utf8');
    if (!verifyWebhook(request.headers, body, secret).ok) badSignatures += 1;
    const id = String(request.headers['webhook-id']);
    arrivals.set(id, (arrivals.get(id) ?? 0) + 1);
    arrivedAt.set(JSON.parse(body).data.memberId, now);
    lastArrival = now;
    response.writeHead(204).end();
  });
});
await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${receiver.address().port}/hook`;

const database = await createTestDatabase();
const { db } = database;
const { org } = await buildOrg(db, { slug: 'bench', name: 'Bench Corp' });
const config = {
  ...parseConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    BASE_URL: 'http://localhost:3000',
  }),
  sessionSecret: 'bench-secret-bench-secret-bench-secret',
  safeFetchAllow: ['127.0.0.1'],
};
const endpointId = randomUUID();
await db.insert(webhookEndpoints).values({
  id: endpointId,
  orgId: org.id,
  kind: 'webhook',
  url,
  eventTypes: ['member.signed_in'],
  secretSealed: sealWebhookSecret(configSecretSealer(config), endpointId, secret),
});

const eventData = (i) => ({
  memberId: `member-${String(i).padStart(6, '0')}`,
  email: `reader${i}@bench.example`,
  accountId: null,
  accountName: 'Bench Buyer',
  method: 'link',
});

function report(name, sent, emittedAt, started) {
  const received = [...arrivals.values()];
  const once = received.filter((n) => n === 1).length;
  const duplicates = received.filter((n) => n > 1).length;
  const latencies = [...arrivedAt].map(([member, at]) => at - emittedAt.get(member));
  const seconds = (lastArrival - started) / 1000;
  console.log(
    `${name.padEnd(30)} ${String(Math.round(arrivedAt.size / seconds)).padStart(8)} ` +
      `${quantile(latencies, 0.5).toFixed(0).padStart(8)} ${quantile(latencies, 0.99).toFixed(0).padStart(8)} ` +
      `${String(sent).padStart(6)} ${String(arrivals.size).padStart(9)} ${String(once).padStart(6)} ` +
      `${String(duplicates).padStart(5)} ${String(sent - arrivals.size).padStart(5)} ${String(badSignatures).padStart(4)}`,
  );
}

console.log(
  `${EVENTS} events, transactions of ${BATCH}, worker claims of ${WEBHOOK_BATCH_SIZE}; receiver ${url}`,
);
console.log(
  'run                             events/s  p50 ms   p99 ms    sent  received  once   dup  lost  bad',
);

// The ceiling: the same bodies, signed, posted by a plain loop (WEBHOOK_BATCH_SIZE at a time),
// after a warm-up of a tenth as many (not counted), so the JIT favours neither side.
async function plainPosts(count) {
  const emittedAt = new Map();
  for (let i = 0; i < count; i += WEBHOOK_BATCH_SIZE) {
    await Promise.all(
      Array.from({ length: Math.min(WEBHOOK_BATCH_SIZE, count - i) }, async (_, j) => {
        const data = eventData(i + j);
        const body = JSON.stringify({
          type: 'member.signed_in',
          timestamp: new Date().toISOString(),
          data,
        });
        const id = `msg_${randomUUID().replaceAll('-', '')}`;
        emittedAt.set(data.memberId, performance.now());
        const headers = signWebhook({ id, timestamp: Math.floor(Date.now() / 1000), body }, [
          secret,
        ]);
        await safeFetch(url, {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/json', ...headers },
          allow: ['127.0.0.1'],
          anyStatus: true,
        });
      }),
    );
  }
  return emittedAt;
}
await plainPosts(Math.ceil(EVENTS / 10));
arrivals = new Map();
arrivedAt = new Map();
{
  const started = performance.now();
  const emittedAt = await plainPosts(EVENTS);
  report('baseline: plain signed POSTs', EVENTS, emittedAt, started);
}

async function emitAll(offset) {
  const emittedAt = new Map();
  for (let i = 0; i < EVENTS; i += BATCH) {
    await db.transaction(async (tx) => {
      for (let j = i; j < Math.min(EVENTS, i + BATCH); j += 1) {
        const data = eventData(offset + j);
        await emitEvent(tx, org.id, 'member.signed_in', data);
        emittedAt.set(data.memberId, performance.now());
      }
    });
    notifyJobsQueued();
  }
  return emittedAt;
}

async function waitForAll() {
  const giveUp = Date.now() + GIVE_UP_SECONDS * 1000;
  while (arrivedAt.size < EVENTS && Date.now() < giveUp) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const startWorker = () =>
  startServerJobs(config, db, {
    pollMs: 500,
    log: { warn: () => {}, error: (d, m) => console.error(m, d) },
  });

// A backlog: every event queued first, then the worker drains it (delivery alone).
arrivals = new Map();
arrivedAt = new Map();
badSignatures = 0;
let started = performance.now();
await emitAll(0);
const emitSeconds = (performance.now() - started) / 1000;
started = performance.now();
let worker = startWorker();
await waitForAll();
// Latency here is mostly the wait in the backlog; events/s is the delivery rate.
report(
  'backlog drained by the worker',
  EVENTS,
  new Map([...arrivedAt].map(([m]) => [m, started])),
  started,
);
await worker.stop();

// Live: events emitted while the worker delivers (emit → arrival, commit included).
arrivals = new Map();
arrivedAt = new Map();
badSignatures = 0;
worker = startWorker();
started = performance.now();
const emittedAt = await emitAll(EVENTS);
await waitForAll();
report('live: emitEvent → worker', EVENTS, emittedAt, started);
await worker.stop();
const logged = await db.$count(webhookDeliveries);
const failures = await db
  .select({ detail: webhookDeliveries.detail, n: sql`count(*)::int` })
  .from(webhookDeliveries)
  .where(eq(webhookDeliveries.status, 'failed'))
  .groupBy(webhookDeliveries.detail);
for (const { detail, n } of failures) console.log(`failed attempts (retried): ${n} × ${detail}`);
console.log(
  `emitting alone: ${Math.round(EVENTS / emitSeconds)} events/s (${EVENTS} in ${emitSeconds.toFixed(1)} s); delivery log rows: ${logged}`,
);
await database.close();
receiver.close();
