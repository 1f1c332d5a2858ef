/**
 * "Forgot password?": POST /forgot-password only counts the request against its limits and
 * queues a job with the e-mail typed, whoever it belongs to, so the answer (and the time it
 * takes) says nothing about whether the e-mail is staff's. The job looks the e-mail up: for a
 * staff member (an account member gets nothing) it issues a 30-minute reset link, retiring the
 * user's older links, and mails it, redacted in the outbox like an invitation, audited as
 * 'staff.password_reset.requested'. Using the link is setPassword.ts.
 */
import { randomUUID } from 'node:crypto';
import { DomainError, PASSWORD_RESET_MESSAGES } from '@candor/domain';
import { and, eq } from 'drizzle-orm';
import type { SignInAttemptLimiter } from '../../auth/signInLimits.js';
import type { DbOrTx } from '../../db/client.js';
import { jobs, staffUsers } from '../../db/schema/index.js';
import { enqueueJob } from '../../jobs/enqueueJob.js';
import type { QueueHandler } from '../../jobs/jobHandlers.js';
import { notifyJobsQueued } from '../../jobs/jobSignals.js';
import { enqueueMail } from '../../mail/enqueueMail.js';
import { mutate } from '../mutate.js';
import { systemContext, type RequestContext } from '../serviceContext.js';
import { setPasswordLink } from './inviteMail.js';
import { issuePasswordToken } from './passwordTokens.js';
import { notRemoved } from './staffMembers.js';

export const PASSWORD_RESET_QUEUE = 'staff-password-reset';

/** Over a reset limit: a 429 whose Retry-After says when the window ends. */
export class PasswordResetRateLimitedError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('rate_limited', PASSWORD_RESET_MESSAGES.tooMany);
  }
}

interface ResetJobPayload {
  email: string;
  ip: string | null;
}

export async function requestPasswordReset(
  { db, meta }: RequestContext,
  input: { email: string },
  deps: { limiter: SignInAttemptLimiter },
): Promise<{ message: string }> {
  const email = input.email.trim().toLowerCase();
  const hit = await deps.limiter.attempt(meta.ip ?? 'unknown', email);
  if (hit) throw new PasswordResetRateLimitedError(hit.retryAfterSeconds);
  const payload: ResetJobPayload = { email, ip: meta.ip };
  await enqueueJob(db, {
    queue: PASSWORD_RESET_QUEUE,
    orgId: null,
    payload: { ...payload },
    idempotencyKey: randomUUID(),
  });
  notifyJobsQueued();
  return { message: PASSWORD_RESET_MESSAGES.requested };
}

/**
 * The job: the mail for a staff member's e-mail, nothing for any other. The e-mail typed is
 * then dropped from the job (with the mail, in one transaction: a rerun mails no one twice).
 */
export function passwordResetJobHandler(deps: { baseUrl: string }): QueueHandler {
  return {
    async handle(job, { db }) {
      const { email, ip } = job.payload as Partial<ResetJobPayload>;
      if (typeof email !== 'string') return;
      const forgetEmail = (tx: DbOrTx) =>
        tx.update(jobs).set({ payload: {} }).where(eq(jobs.id, job.id));
      const [user] = await db
        .select()
        .from(staffUsers)
        .where(and(eq(staffUsers.email, email), notRemoved()))
        .limit(1);
      // The operator without an organisation has no organisation to mail from: they set a
      // password with `npm run staff-password` on the server (the README says so).
      if (!user || user.orgId === null) {
        await forgetEmail(db);
        return;
      }
      const orgId = user.orgId;
      const system = systemContext(db, orgId, 'password-reset');
      await mutate(
        { ...system, meta: { ...system.meta, ip: typeof ip === 'string' ? ip : null } },
        {
          revision: 'none',
          async run(tx) {
            await forgetEmail(tx);
            const issued = await issuePasswordToken(tx, user, 'reset');
            const { mailId } = await enqueueMail(tx, {
              orgId,
              to: user.email,
              template: 'staffPasswordReset',
              data: {
                displayName: user.displayName,
                link: `${setPasswordLink(deps.baseUrl, issued.token)}&reset=1`,
                expiresAt: issued.expiresAt.toISOString(),
              },
              idempotencyKey: `staff-password-reset:${issued.id}`,
              baseUrl: deps.baseUrl,
              secrets: [issued.token],
            });
            return { tokenId: issued.id, mailId };
          },
          audit: (after) => ({
            action: 'staff.password_reset.requested',
            entityType: 'staff_user',
            entityId: user.id,
            after,
          }),
        },
      );
      notifyJobsQueued();
    },
  };
}
