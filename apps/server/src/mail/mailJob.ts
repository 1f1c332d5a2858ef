/**
 * Sends one queued mail. The outbox row is the record of what was sent: a job that finds its mail
 * already sent (its worker crashed after the send, or its lease lapsed and another worker took
 * it) does nothing, so a retry never mails twice. Without a transport the mail stays in the
 * outbox, marked sent, for the staff 'Sent mail' page.
 */
import { createHash } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { mailOutbox } from '../db/schema/index.js';
import { PermanentJobError, type QueueHandler } from '../jobs/jobHandlers.js';
import { MAIL_LEASE_MS } from './mailQueue.js';
import { PermanentMailError, type MailTransport } from './mailTransport.js';

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

export function mailJobHandler(options: MailJobOptions): QueueHandler {
  return {
    leaseMs: MAIL_LEASE_MS,
    concurrency: 10,
    async handle(job, { db }) {
      const mailId = mailIdOf(job.payload);
      const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId)).limit(1);
      if (!mail) throw new PermanentJobError(`mail ${mailId} is not in the outbox`);
      if (mail.status === 'sent') return;
      if (options.transport) {
        const key = mail.idempotencyKey ?? mail.id;
        try {
          await options.transport.send({
            from: options.from,
            to: mail.toAddress,
            subject: mail.subject,
            html: mail.html,
            text: mail.text,
            headers: mail.headers,
            messageId: `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${options.messageIdDomain}>`,
          });
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          const permanent = error instanceof PermanentMailError;
          const lastAttempt = job.attempts >= job.maxAttempts;
          await db
            .update(mailOutbox)
            .set({
              error: message.slice(0, 2000),
              ...(permanent || lastAttempt ? { status: 'failed' as const } : {}),
              updatedAt: sql`now()`,
            })
            .where(eq(mailOutbox.id, mail.id));
          throw permanent ? new PermanentJobError(message, { cause: error }) : error;
        }
      }
      await db
        .update(mailOutbox)
        .set({ status: 'sent', error: null, sentAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(mailOutbox.id, mail.id), ne(mailOutbox.status, 'sent')));
    },
  };
}
