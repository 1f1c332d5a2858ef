/** The job queue that turns one published update into one mail per recipient. */
import type { DbOrTx } from '../../db/client.js';
import { enqueueJob } from '../../jobs/enqueueJob.js';

export const UPDATE_MAIL_QUEUE = 'update-mail';

/** The fan-out job's key: an update is fanned out once, however often this is asked. */
export const fanOutKey = (updateId: string) => `update-mail:${updateId}`;
/** Each recipient's mail key: one mail per (update, subscriber), ever. */
export const updateMailKey = (updateId: string, subscriberId: string) =>
  `update:${updateId}:${subscriberId}`;

export function queueUpdateMail(tx: DbOrTx, orgId: string, updateId: string) {
  return enqueueJob(tx, {
    queue: UPDATE_MAIL_QUEUE,
    orgId,
    payload: { updateId },
    idempotencyKey: fanOutKey(updateId),
    maxAttempts: 20,
  });
}
