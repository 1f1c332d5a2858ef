/**
 * Sends queued mails, a claim of jobs at a time: the outbox rows are read in one query, sent at
 * once over the transport's connection pool, and marked sent in one statement. The outbox row is
 * the record of what was sent: a job that finds its mail already sent (its worker crashed after
 * the send, or its lease lapsed and another worker took it) does nothing, so a retry never mails
 * twice (a crash between the send and the mark can at worst resend that claim's mails, each with
 * its stable Message-ID so the receiver can drop the copy). Without a transport the mail stays in the
 * outbox, marked sent with no sent time, for the staff 'Sent mail' page (its tokens redacted, mailSecrets.ts).
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { JobRow } from '../db/rows.js';
import { jobs, mailOutbox } from '../db/schema/index.js';
import {
  PermanentJobError,
  type BatchOutcomes,
  type JobContext,
  type QueueHandler,
} from '../jobs/jobHandlers.js';
import { notifyJobsQueued } from '../jobs/jobSignals.js';
import { MAIL_BATCH_SIZE, MAIL_LEASE_MS, MAIL_QUEUE } from './mailQueue.js';
import { revealSecrets, secretsOfPayload } from './mailSecrets.js';
import {
  MailServerUnavailableError,
  PermanentMailError,
  type MailTransport,
} from './mailTransport.js';

export interface MailJobOptions {
  /** Null: keep mail in the outbox only. */
  transport: MailTransport | null;
  /** The From header. */
  from: string;
  /** The domain of Message-IDs. */
  messageIdDomain: string;
}

const mailIdOf = (payload: Record<string, unknown>): string => {
  const { mailId } = payload;
  if (typeof mailId !== 'string') throw new PermanentJobError('mail job without a mailId');
  return mailId;
};

type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Mail that waits for its retry after the mail server was down goes out now: each message backs
 * off on its own, and would otherwise wait out its backoff although the server is back.
 */
async function retryWaitingMailNow(db: Db): Promise<void> {
  const pulled = await db
    .update(jobs)
    .set({ runAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(jobs.queue, MAIL_QUEUE),
        eq(jobs.status, 'queued'),
        gt(jobs.attempts, 0),
        gt(jobs.runAt, sql`now()`),
      ),
    )
    .returning({ id: jobs.id });
  if (pulled.length > 0) notifyJobsQueued();
}

export function mailJobHandler(options: MailJobOptions): QueueHandler {
  /** A send found the server unreachable since the last one that went through. */
  let serverWasDown = false;

  async function send(db: Db, job: JobRow, mail: OutboxRow): Promise<void> {
    if (!options.transport) return;
    const key = mail.idempotencyKey ?? mail.id;
    try {
      await options.transport.send({
        from: options.from,
        to: mail.toAddress,
        subject: mail.subject,
        ...revealSecrets(mail, secretsOfPayload(job.payload)),
        messageId: `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${options.messageIdDomain}>`,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const permanent = error instanceof PermanentMailError;
      if (error instanceof MailServerUnavailableError) serverWasDown = true;
      const lastAttempt = job.attempts >= job.maxAttempts;
      await db
        .update(mailOutbox)
        .set({
          error: message.slice(0, 2000),
          ...(permanent || lastAttempt ? { status: 'failed' as const } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(mailOutbox.id, mail.id));
      if (permanent || lastAttempt) await forgetSecrets(db, [job]);
      throw permanent ? new PermanentJobError(message, { cause: error }) : error;
    }
  }

  const markSent = (db: Db, ids: readonly string[]) =>
    ids.length === 0
      ? Promise.resolve()
      : db
          .update(mailOutbox)
          .set({
            status: 'sent',
            error: null,
            // No sent time: no mail server took it, it is kept in the outbox only.
            sentAt: options.transport ? sql`now()` : null,
            updatedAt: sql`now()`,
          })
          .where(and(inArray(mailOutbox.id, [...ids]), ne(mailOutbox.status, 'sent')));

  /** A mail sent or given up needs its tokens no more: the job keeps only the mail's id. */
  const forgetSecrets = async (db: Db, done: readonly JobRow[]) => {
    const ids = done.filter((job) => secretsOfPayload(job.payload).length > 0).map((job) => job.id);
    if (ids.length === 0) return;
    await db
      .update(jobs)
      .set({ payload: sql`${jobs.payload} - 'secrets'` })
      .where(inArray(jobs.id, ids));
  };

  async function handleBatch(
    claimed: readonly JobRow[],
    { db }: JobContext,
  ): Promise<BatchOutcomes> {
    const outcomes: BatchOutcomes = new Map();
    const wanted = new Map<string, JobRow>();
    for (const job of claimed) {
      try {
        wanted.set(mailIdOf(job.payload), job);
      } catch (error) {
        outcomes.set(job.id, error);
      }
    }
    const rows =
      wanted.size === 0
        ? []
        : await db
            .select()
            .from(mailOutbox)
            .where(inArray(mailOutbox.id, [...wanted.keys()]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const sent: string[] = [];
    const finished: JobRow[] = [];
    await Promise.all(
      [...wanted].map(async ([mailId, job]) => {
        const mail = byId.get(mailId);
        if (!mail) {
          outcomes.set(job.id, new PermanentJobError(`mail ${mailId} is not in the outbox`));
          return;
        }
        if (mail.status === 'sent') {
          outcomes.set(job.id, null);
          finished.push(job);
          return;
        }
        try {
          await send(db, job, mail);
          sent.push(mail.id);
          finished.push(job);
          outcomes.set(job.id, null);
        } catch (error) {
          outcomes.set(job.id, error);
        }
      }),
    );
    await markSent(db, sent);
    await forgetSecrets(db, finished);
    if (sent.length > 0 && options.transport && serverWasDown) {
      serverWasDown = false;
      await retryWaitingMailNow(db);
    }
    return outcomes;
  }

  return {
    leaseMs: MAIL_LEASE_MS,
    // Sent over the transport's pool of connections; one claim is one read and one write.
    concurrency: MAIL_BATCH_SIZE,
    async handle(job, ctx) {
      const outcome = (await handleBatch([job], ctx)).get(job.id);
      if (outcome === null) return;
      throw outcome instanceof Error ? outcome : new Error('mail job failed', { cause: outcome });
    },
    handleBatch,
  };
}
