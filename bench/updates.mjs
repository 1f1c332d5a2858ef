// `npm run bench:updates` (tsx, for the server's TypeScript): publish one update to 10,000 confirmed subscribers through a local
// SMTP server (smtp-server, in this process) with the real fan-out job, mail queue and worker, on
// a fresh embedded database. Prints mails per second, the time until the last mail is accepted,
// duplicates and missing; then the same with the SMTP server refusing connections for the first
// 20 seconds. Asserts nothing.
import os from 'node:os';
import { SMTPServer } from 'smtp-server';
import { buildOrg } from '../apps/server/src/db/factories.ts';
import { subscribers, updates, updateTopics } from '../apps/server/src/db/schema/index.ts';
import { createTestDatabase } from '../apps/server/src/db/testing.ts';
import { notifyJobsQueued } from '../apps/server/src/jobs/jobSignals.ts';
import { startServerJobs } from '../apps/server/src/services/serverJobs.ts';
import { queueUpdateMail } from '../apps/server/src/services/updates/updateMailQueue.ts';
import { parseConfig } from '../apps/server/src/config.ts';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
const OUTAGE_SECONDS = Number(process.env.BENCH_OUTAGE_SECONDS ?? 20);
const GIVE_UP_SECONDS = Number(process.env.BENCH_GIVE_UP_SECONDS ?? 600);
const PORT = 25_000 + Math.floor(Math.random() * 5_000);

const accepted = new Map();
let lastAcceptedAt = 0;
/** @type {SMTPServer | null} */
let server = null;
const startSmtp = () =>
  new Promise((resolve) => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        stream.on('data', () => {});
        stream.on('end', () => {
          const subject = session.envelope.rcptTo.map((r) => r.address).join(',');
          accepted.set(subject, (accepted.get(subject) ?? 0) + 1);
          lastAcceptedAt = performance.now();
          callback();
        });
      },
    });
    server.listen(PORT, '127.0.0.1', resolve);
  });
const stopSmtp = () =>
  new Promise((resolve) => {
    const running = server;
    server = null;
    if (!running) resolve();
    else running.close(() => resolve());
  });

const database = await createTestDatabase();
const { db } = database;
const { org } = await buildOrg(db, { slug: 'bench', name: 'Bench Corp' });
for (let i = 0; i < SUBSCRIBERS; i += 1000) {
  await db.insert(subscribers).values(
    Array.from({ length: Math.min(1000, SUBSCRIBERS - i) }, (_, j) => ({
      orgId: org.id,
      email: `reader${i + j}@bench.example`,
      status: 'confirmed',
      confirmedAt: new Date(),
    })),
  );
}
const config = {
  ...parseConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    BASE_URL: 'http://localhost:3000',
  }),
  sessionSecret: 'bench-secret-bench-secret-bench-secret',
  smtpUrl: `smtp://127.0.0.1:${PORT}`,
};
const worker = startServerJobs(config, db, {
  pollMs: 500,
  // Retries while the server refuses are expected; a job that fails for good is printed.
  log: { warn: () => {}, error: (d, m) => console.error(m, d) },
});
console.log(`${SUBSCRIBERS} confirmed subscribers ready; SMTP on 127.0.0.1:${PORT}`);

async function publish(subject) {
  await db.transaction(async (tx) => {
    const [topic] = await tx
      .insert(updateTopics)
      .values({ orgId: org.id, subject, category: 'general' })
      .returning();
    const [update] = await tx
      .insert(updates)
      .values({
        orgId: org.id,
        topicId: topic.id,
        message: 'Benchmark **update**.',
        channels: { statusPage: true, email: true },
      })
      .returning();
    await queueUpdateMail(tx, org.id, update.id);
  });
  notifyJobsQueued();
}

async function round(label, outageSeconds) {
  accepted.clear();
  lastAcceptedAt = 0;
  if (outageSeconds > 0) await stopSmtp();
  const load = os.loadavg()[0].toFixed(2);
  const start = performance.now();
  await publish(label);
  if (outageSeconds > 0) {
    setTimeout(() => void startSmtp(), outageSeconds * 1000);
  }
  let report = start;
  while (accepted.size < SUBSCRIBERS && performance.now() - start < GIVE_UP_SECONDS * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (performance.now() - report > 10_000) {
      report = performance.now();
      console.log(`  … ${accepted.size} accepted after ${((report - start) / 1000).toFixed(0)} s`);
    }
  }
  // A little longer, so a late duplicate would be counted.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const total = [...accepted.values()].reduce((a, b) => a + b, 0);
  const seconds = (lastAcceptedAt - start) / 1000;
  const sendSeconds = outageSeconds > 0 ? seconds - outageSeconds : seconds;
  console.log(
    [
      `${label}: ${SUBSCRIBERS} subscribers, load average ${load} at start (${os.cpus().length} cores)`,
      `  last mail accepted after ${seconds.toFixed(1)} s` +
        (outageSeconds > 0 ? ` (${outageSeconds} s of it the server refused connections)` : ''),
      `  ${(accepted.size / Math.max(sendSeconds, 0.001)).toFixed(0)} mails/s` +
        (outageSeconds > 0 ? ' once the server was back' : ''),
      `  duplicates: ${total - accepted.size}, missing: ${SUBSCRIBERS - accepted.size}`,
    ].join('\n'),
  );
}

await startSmtp();
await round('SMTP up', 0);
await round('SMTP refusing connections first', OUTAGE_SECONDS);
await worker.stop();
await stopSmtp();
await database.close();
process.exit(0);
