/**
 * Visitors' own subscriptions (visitor-portal.md §2, §5, §7, §8): subscribe with double opt-in,
 * confirm from the mailed link, unsubscribe with the link every update mail carries. A subscribe
 * for an address already confirmed sends nothing and answers the same as any other, so the
 * answer never tells whether an address is subscribed.
 */
import {
  DomainError,
  UPDATE_MESSAGES,
  type SubscribeTerms,
  type SubscriptionTokenPayload,
} from '@candor/domain';
import { and, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { portalCustomizations, subscriberBlocks, subscribers } from '../../db/schema/index.js';
import { enqueueMail } from '../../mail/enqueueMail.js';
import { notifyJobsQueued } from '../../jobs/jobSignals.js';
import type { SubscriptionTokens } from '../../updates/subscriptionTokens.js';
import { emitEvent } from '../../webhooks/emitEvent.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';

export interface SubscriptionLinks {
  /** The portal's address as the visitor sees it (origin and base path). */
  portalUrl: string;
  /** The platform's origin, for the mail's logo. */
  baseUrl: string;
  tokens: SubscriptionTokens;
}

export const SUBSCRIBE_STATUSES = {
  confirmed: 'confirmed',
  invalid: 'token_invalid',
  blocked: 'blocked',
} as const;
export type SubscribeStatus = (typeof SUBSCRIBE_STATUSES)[keyof typeof SUBSCRIBE_STATUSES];

export const blockedError = () => new DomainError('forbidden', UPDATE_MESSAGES.blocked);

export async function isBlocked(db: DbOrTx, orgId: string, email: string): Promise<boolean> {
  const domain = email.slice(email.lastIndexOf('@') + 1);
  const [row] = await db
    .select({ id: subscriberBlocks.id })
    .from(subscriberBlocks)
    .where(
      and(
        eq(subscriberBlocks.orgId, orgId),
        or(
          and(eq(subscriberBlocks.kind, 'email'), eq(subscriberBlocks.value, email)),
          and(eq(subscriberBlocks.kind, 'domain'), eq(subscriberBlocks.value, domain)),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

async function portalTitleOf(db: DbOrTx, orgId: string): Promise<string> {
  const [row] = await db
    .select({ title: portalCustomizations.portalTitle })
    .from(portalCustomizations)
    .where(eq(portalCustomizations.orgId, orgId));
  return row?.title ?? 'Trust Center';
}

/** Whether visitors may subscribe, and the terms they must agree to first (null: no checkbox). */
export async function subscribeOffer(
  db: DbOrTx,
  orgId: string,
): Promise<{ enabled: boolean; agreeToTerms: SubscribeTerms | null }> {
  const [row] = await db
    .select({
      enabled: portalCustomizations.updatesSubscriptionEnabled,
      termsRequired: portalCustomizations.subscribeTermsRequired,
      termsUrl: portalCustomizations.termsUrl,
      privacyUrl: portalCustomizations.privacyUrl,
    })
    .from(portalCustomizations)
    .where(eq(portalCustomizations.orgId, orgId));
  return {
    enabled: row?.enabled ?? true,
    agreeToTerms: row?.termsRequired
      ? { termsUrl: row.termsUrl, privacyUrl: row.privacyUrl }
      : null,
  };
}

export async function subscribe(
  ctx: ServiceContext,
  input: { email: string; source?: string | null | undefined; agree?: boolean | undefined },
  links: SubscriptionLinks,
): Promise<{ message: string }> {
  const { orgId } = ctx.viewer;
  const { email } = input;
  const offer = await subscribeOffer(ctx.db, orgId);
  if (!offer.enabled) throw new DomainError('not_found', 'Subscriptions are not available');
  if (offer.agreeToTerms && input.agree !== true) {
    throw new DomainError('validation_failed', UPDATE_MESSAGES.agreeRequired, [
      { path: 'agree', message: UPDATE_MESSAGES.agreeRequired },
    ]);
  }
  if (await isBlocked(ctx.db, orgId, email)) throw blockedError();
  const queued = await mutate(ctx, {
    action: 'subscription.subscribe',
    subject: {},
    revision: 'none',
    async run(tx) {
      const [existing] = await tx
        .select()
        .from(subscribers)
        .where(and(eq(subscribers.orgId, orgId), eq(subscribers.email, email)))
        .for('update');
      if (existing?.status === 'blocked') throw blockedError();
      // Already confirmed: nothing new is sent, and the answer is the same.
      if (existing?.status === 'confirmed') return { id: existing.id, mailed: false };
      const now = new Date();
      const [row] = existing
        ? await tx
            .update(subscribers)
            .set({ status: 'pending', source: input.source ?? existing.source, createdAt: now })
            .where(eq(subscribers.id, existing.id))
            .returning()
        : await tx
            .insert(subscribers)
            .values({
              orgId,
              email,
              status: 'pending',
              source: input.source ?? null,
              createdAt: now,
            })
            .returning();
      const subscriber = row!;
      const token = links.tokens.sign({
        sub: email,
        org: orgId,
        sid: subscriber.id,
        purpose: 'subscribe',
        gen: subscriber.createdAt.getTime(),
      });
      const confirmUrl = `${links.portalUrl}/subscribe/confirm?token=${token}`;
      await enqueueMail(tx, {
        orgId,
        to: email,
        template: 'subscribeConfirm',
        data: { portalTitle: await portalTitleOf(tx, orgId), confirmUrl },
        idempotencyKey: `subscribe-confirm:${subscriber.id}:${subscriber.createdAt.getTime()}`,
        baseUrl: links.baseUrl,
        secrets: [token],
      });
      return { id: subscriber.id, mailed: true };
    },
    audit: (result) => ({
      action: 'subscriber.requested',
      entityType: 'subscriber',
      entityId: result.id,
      after: { source: input.source ?? null },
    }),
  });
  if (queued.mailed) notifyJobsQueued();
  return { message: UPDATE_MESSAGES.subscribeSuccess };
}

/** Follows the mailed link: where the portal then shows its dialog (`?subscribeStatus=`). */
export async function confirmSubscription(
  ctx: ServiceContext,
  token: string,
  tokens: SubscriptionTokens,
): Promise<SubscribeStatus> {
  const { orgId } = ctx.viewer;
  const payload = tokens.verify(token, { purpose: 'subscribe', orgId });
  if (!payload) return SUBSCRIBE_STATUSES.invalid;
  if (await isBlocked(ctx.db, orgId, payload.sub)) return SUBSCRIBE_STATUSES.blocked;
  return mutate(ctx, {
    action: 'subscription.confirm',
    subject: {},
    revision: 'none',
    async run(tx) {
      const subscriber = await subscriberOf(tx, orgId, payload);
      if (!subscriber) return SUBSCRIBE_STATUSES.invalid;
      if (subscriber.status === 'blocked') return SUBSCRIBE_STATUSES.blocked;
      if (subscriber.status === 'confirmed') return SUBSCRIBE_STATUSES.confirmed;
      if (subscriber.status !== 'pending' || subscriber.createdAt.getTime() !== payload.gen) {
        return SUBSCRIBE_STATUSES.invalid;
      }
      await tx
        .update(subscribers)
        .set({ status: 'confirmed', confirmedAt: new Date(), unsubscribedAt: null })
        .where(eq(subscribers.id, subscriber.id));
      const { id: subscriberId, email } = subscriber;
      const productId = ctx.viewer.productId;
      await emitEvent(tx, orgId, 'subscriber.confirmed', { subscriberId, email, productId });
      return SUBSCRIBE_STATUSES.confirmed;
    },
    audit: (status) => ({
      action:
        status === SUBSCRIBE_STATUSES.confirmed
          ? 'subscriber.confirmed'
          : 'subscriber.confirm_refused',
      entityType: 'subscriber',
      entityId: payload.sid,
      after: { status },
    }),
  });
}

async function subscriberOf(tx: DbOrTx, orgId: string, payload: SubscriptionTokenPayload) {
  const [row] = await tx
    .select()
    .from(subscribers)
    .where(
      and(
        eq(subscribers.orgId, orgId),
        eq(subscribers.id, payload.sid),
        eq(subscribers.email, payload.sub),
      ),
    )
    .for('update');
  return row ?? null;
}

export const unsubscribeExpired = () =>
  new DomainError('bad_request', UPDATE_MESSAGES.unsubscribeExpired);

/**
 * Ends the subscription the link was issued for. A link used again (or after the address
 * subscribed anew) is expired: nothing changes.
 */
export async function unsubscribe(
  ctx: ServiceContext,
  token: string,
  tokens: SubscriptionTokens,
  log?: { info(details: object, message: string): void },
): Promise<{ message: string }> {
  const { orgId } = ctx.viewer;
  const payload = tokens.verify(token, { purpose: 'unsubscribe', orgId });
  if (!payload) {
    log?.info({ orgId }, 'unsubscribe refused: token not valid');
    throw unsubscribeExpired();
  }
  await mutate(ctx, {
    action: 'subscription.unsubscribe',
    subject: {},
    revision: 'none',
    async run(tx) {
      const subscriber = await subscriberOf(tx, orgId, payload);
      const current =
        subscriber?.status === 'confirmed' && subscriber.confirmedAt?.getTime() === payload.gen;
      if (!subscriber || !current) {
        log?.info({ orgId, email: payload.sub }, 'unsubscribe refused: link no longer valid');
        throw unsubscribeExpired();
      }
      await tx
        .update(subscribers)
        .set({ status: 'unsubscribed', unsubscribedAt: new Date() })
        .where(eq(subscribers.id, subscriber.id));
      return subscriber;
    },
    audit: (subscriber) => ({
      action: 'subscriber.unsubscribed',
      entityType: 'subscriber',
      entityId: subscriber.id,
    }),
  });
  return { message: UPDATE_MESSAGES.unsubscribeSuccess };
}

/** For the fan-out: the signed unsubscribe token of a confirmed subscriber. */
export function unsubscribeToken(
  tokens: SubscriptionTokens,
  orgId: string,
  subscriber: { id: string; email: string; confirmedAt: Date | null },
): string {
  return tokens.sign({
    sub: subscriber.email,
    org: orgId,
    sid: subscriber.id,
    purpose: 'unsubscribe',
    gen: subscriber.confirmedAt?.getTime() ?? 0,
  });
}
