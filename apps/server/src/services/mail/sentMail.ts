/**
 * The private area's 'Sent mail': what the server mailed (or kept in the outbox) for the
 * organisation, newest first, with the delivery attempts of its job.
 */
import { assertAuthorized, DomainError, notFound, type MailStatus } from '@candor/domain';
import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import { jobs, mailOutbox } from '../../db/schema/index.js';
import { MAIL_QUEUE } from '../../mail/mailQueue.js';
import type { ServiceContext } from '../serviceContext.js';

export const SENT_MAIL_PAGE_SIZE = 50;
export const MAIL_NOT_FOUND = 'Mail not found';
const BAD_CURSOR = 'Invalid cursor';

export interface SentMailSummary {
  id: string;
  to: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface SentMail extends SentMailSummary {
  html: string;
  text: string;
  headers: Record<string, string>;
}

/** A page boundary: the last mail of the page before, by (created_at, id). */
const encodeCursor = (createdAt: Date, id: string) =>
  Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url');

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [iso, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso ?? '');
  if (!id || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(createdAt.getTime())) {
    throw new DomainError('bad_request', BAD_CURSOR);
  }
  return { createdAt, id };
}

const columns = {
  id: mailOutbox.id,
  to: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  error: mailOutbox.error,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
  attempts: jobs.attempts,
  jobError: jobs.lastError,
};

type SummaryRow = {
  id: string;
  to: string;
  subject: string;
  status: MailStatus;
  error: string | null;
  createdAt: Date;
  sentAt: Date | null;
  attempts: number | null;
  jobError: string | null;
};

const summaryOf = (row: SummaryRow): SentMailSummary => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts ?? 0,
  lastError: row.error ?? row.jobError,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/** The mail's job: same queue, same idempotency key. */
const jobOfMail = and(
  eq(jobs.queue, MAIL_QUEUE),
  eq(jobs.idempotencyKey, mailOutbox.idempotencyKey),
);

export async function listSentMail(
  ctx: ServiceContext,
  query: { cursor?: string; status?: MailStatus },
): Promise<{ mails: SentMailSummary[]; nextCursor: string | null }> {
  const { actor, orgId } = ctx.viewer;
  assertAuthorized(actor, 'mail.view', { orgId });
  const conditions: SQL[] = [eq(mailOutbox.orgId, orgId)];
  if (query.status) conditions.push(eq(mailOutbox.status, query.status));
  if (query.cursor) {
    const after = decodeCursor(query.cursor);
    conditions.push(
      or(
        lt(mailOutbox.createdAt, after.createdAt),
        and(eq(mailOutbox.createdAt, after.createdAt), lt(mailOutbox.id, after.id)),
      )!,
    );
  }
  const rows = await ctx.db
    .select(columns)
    .from(mailOutbox)
    .leftJoin(jobs, jobOfMail)
    .where(and(...conditions))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(SENT_MAIL_PAGE_SIZE + 1);
  const page = rows.slice(0, SENT_MAIL_PAGE_SIZE);
  const last = page.at(-1);
  return {
    mails: page.map(summaryOf),
    nextCursor:
      rows.length > SENT_MAIL_PAGE_SIZE && last ? encodeCursor(last.createdAt, last.id) : null,
  };
}

export async function getSentMail(ctx: ServiceContext, id: string): Promise<SentMail> {
  const { actor, orgId } = ctx.viewer;
  assertAuthorized(actor, 'mail.view', { orgId });
  const [row] = await ctx.db
    .select({
      ...columns,
      html: mailOutbox.html,
      text: mailOutbox.text,
      headers: mailOutbox.headers,
    })
    .from(mailOutbox)
    .leftJoin(jobs, jobOfMail)
    .where(and(eq(mailOutbox.orgId, orgId), eq(mailOutbox.id, id)))
    .limit(1);
  if (!row) throw notFound(MAIL_NOT_FOUND);
  return { ...summaryOf(row), html: row.html, text: row.text, headers: row.headers };
}
