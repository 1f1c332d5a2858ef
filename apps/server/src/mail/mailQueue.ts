/** The job queue that sends mail. */
export const MAIL_QUEUE = 'mail';
/**
 * With the default backoff (5 s doubling, capped at 15 min) twelve attempts keep trying for
 * about an hour and a half: a mail server down for an hour loses nothing.
 */
export const MAIL_MAX_ATTEMPTS = 12;
/** Longer than the transport's timeouts together, so a slow send never outlives its lease. */
export const MAIL_LEASE_MS = 5 * 60_000;
/** Mail jobs claimed, and sent over the pool, at once per worker. */
export const MAIL_BATCH_SIZE = 50;
/** SMTP connections a server keeps open to the mail server. */
export const SMTP_POOL_CONNECTIONS = 5;
