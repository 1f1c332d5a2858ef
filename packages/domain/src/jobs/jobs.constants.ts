/** Value lists of the durable job queue and the mail outbox; stored as enums. */

/**
 * queued: waiting for run_at; running: claimed until locked_until (a crashed worker's job is
 * claimable again after it); succeeded; failed: no attempts left.
 */
export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
/** A job's status, or 'none' where no job was queued (an update's mail fan-out). */
export const JOB_STATES = ['none', ...JOB_STATUSES] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * A mail is queued, sent, or failed with its error. Without a mail server it is done but kept in
 * the outbox only: 'sent' with no sent time (mailJob.ts).
 */
export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** A mail's state as the Sent mail page says it. */
export function mailStatusLabel(mail: { status: MailStatus; sentAt: string | null }): string {
  switch (mail.status) {
    case 'queued':
      return 'Queued';
    case 'failed':
      return 'Failed';
    case 'sent':
      return mail.sentAt === null ? 'Stored — no mail server configured' : 'Sent';
  }
}
