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

/** A mail is queued, sent (or kept, without SMTP), or failed with its error. */
export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
