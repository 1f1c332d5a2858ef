/**
 * Queues a mail inside the caller's transaction: the rendered message goes to mail_outbox and a
 * job on the mail queue sends it, both only if the caller's change commits. The idempotency key
 * names the message (e.g. 'staff-invite:{tokenId}'): queueing it again changes nothing, so a
 * retried request never mails anyone twice. Callers call notifyJobsQueued() after the commit.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { jobs, mailOutbox } from '../db/schema/index.js';
import { enqueueJob } from '../jobs/enqueueJob.js';
import { loadMailBrand } from './mailBrand.js';
import { redactSecrets } from './mailSecrets.js';
import { MAIL_QUEUE, MAIL_MAX_ATTEMPTS } from './mailQueue.js';
import type { MailTemplateData, MailTemplateName } from './mailTemplates.js';
import { renderMail } from './renderMail.js';

export interface MailRequest<N extends MailTemplateName> {
  orgId: string;
  to: string;
  template: N;
  data: MailTemplateData[N];
  idempotencyKey: string;
  /** The platform's public origin, for the logo and any links the template builds. */
  baseUrl: string;
  /** Extra headers (List-Unsubscribe). */
  headers?: Record<string, string>;
  /** Tokens in the mail's links: sent, never kept readable in the outbox (mailSecrets.ts). */
  secrets?: readonly string[];
}

export interface QueuedMail {
  mailId: string;
  /** False when a mail with this key was already queued (nothing new was written). */
  created: boolean;
}

export async function enqueueMail<N extends MailTemplateName>(
  tx: DbOrTx,
  request: MailRequest<N>,
): Promise<QueuedMail> {
  const brand = await loadMailBrand(tx, request.orgId, request.baseUrl);
  const rendered = renderMail(request.template, request.data, brand);
  const secrets = request.secrets ?? [];
  const stored = redactSecrets({ ...rendered, headers: request.headers ?? {} }, secrets);
  const [inserted] = await tx
    .insert(mailOutbox)
    .values({
      orgId: request.orgId,
      toAddress: request.to,
      subject: rendered.subject,
      ...stored,
      idempotencyKey: request.idempotencyKey,
    })
    .onConflictDoNothing({ target: mailOutbox.idempotencyKey })
    .returning({ id: mailOutbox.id });
  if (!inserted) {
    const [existing] = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.idempotencyKey, request.idempotencyKey))
      .limit(1);
    return { mailId: existing!.id, created: false };
  }
  await enqueueJob(tx, {
    queue: MAIL_QUEUE,
    orgId: request.orgId,
    payload: mailJobPayload(inserted.id, secrets),
    idempotencyKey: request.idempotencyKey,
    maxAttempts: MAIL_MAX_ATTEMPTS,
  });
  return { mailId: inserted.id, created: true };
}

/** One message of a batch, already rendered. */
export interface RenderedMailRow {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  idempotencyKey: string;
  /** As MailRequest's. */
  secrets?: readonly string[];
}

const mailJobPayload = (mailId: string, secrets: readonly string[] = []) =>
  secrets.length === 0 ? { mailId } : { mailId, secrets: [...secrets] };

/**
 * Queues many rendered mails of one organisation at once (a fan-out to subscribers): the outbox
 * rows and their jobs in two statements. A key already queued is skipped, row and job alike, so
 * running the same batch again after a crash queues nothing twice. Resolves with how many were
 * new.
 */
export async function enqueueMailBatch(
  tx: DbOrTx,
  orgId: string,
  rows: readonly RenderedMailRow[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const secretsByKey = new Map(rows.map((row) => [row.idempotencyKey, row.secrets ?? []]));
  const inserted = await tx
    .insert(mailOutbox)
    .values(
      rows.map((row) => ({
        orgId,
        toAddress: row.to,
        subject: row.subject,
        ...redactSecrets(row, row.secrets ?? []),
        idempotencyKey: row.idempotencyKey,
      })),
    )
    .onConflictDoNothing({ target: mailOutbox.idempotencyKey })
    .returning({ id: mailOutbox.id, idempotencyKey: mailOutbox.idempotencyKey });
  if (inserted.length === 0) return 0;
  await tx
    .insert(jobs)
    .values(
      inserted.map((row) => ({
        queue: MAIL_QUEUE,
        orgId,
        payload: mailJobPayload(row.id, secretsByKey.get(row.idempotencyKey!)),
        idempotencyKey: row.idempotencyKey,
        maxAttempts: MAIL_MAX_ATTEMPTS,
      })),
    )
    .onConflictDoNothing({ target: [jobs.queue, jobs.idempotencyKey] });
  return inserted.length;
}
