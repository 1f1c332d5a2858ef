/**
 * The e-mail domains single sign-on applies to: staff with sso:manage add one, publish the TXT
 * record `_candor-verify.{domain}` and verify it, as custom domains are verified
 * (`services/domains/txtLookup.ts`). One organisation at most verifies a domain.
 */
import { DomainError, SSO_MESSAGES, assertAuthorized, type SsoAnswer } from '@candor/domain';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/pgErrors.js';
import { ssoDomains } from '../../db/schema/index.js';
import { newVerificationToken, txtRecordFailure, type TxtLookup } from '../domains/txtLookup.js';
import type { ServiceContext } from '../serviceContext.js';
import { mutateSso, ssoAnswer } from './ssoSettings.js';

const taken = () =>
  new DomainError('conflict', SSO_MESSAGES.domainTaken, [
    { path: 'domain', message: SSO_MESSAGES.domainTaken },
  ]);

async function verifiedByAnother(db: DbOrTx, orgId: string, domain: string): Promise<boolean> {
  const [row] = await db
    .select({ id: ssoDomains.id })
    .from(ssoDomains)
    .where(
      and(
        eq(ssoDomains.domain, domain),
        isNotNull(ssoDomains.verifiedAt),
        ne(ssoDomains.orgId, orgId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

async function ownDomain(db: DbOrTx, orgId: string, id: string) {
  const [row] = await db
    .select()
    .from(ssoDomains)
    .where(and(eq(ssoDomains.orgId, orgId), eq(ssoDomains.id, id)));
  if (!row) throw new DomainError('not_found', SSO_MESSAGES.domainUnknown);
  return row;
}

export async function addSsoDomain(
  ctx: ServiceContext,
  domain: string,
  callbackUrl: string,
): Promise<SsoAnswer> {
  const { orgId } = ctx.viewer;
  await mutateSso(
    ctx,
    async (tx) => {
      if (await verifiedByAnother(tx, orgId, domain)) throw taken();
      await tx
        .insert(ssoDomains)
        .values({ orgId, domain, token: newVerificationToken() })
        .onConflictDoNothing({ target: [ssoDomains.orgId, ssoDomains.domain] });
    },
    () => ({
      action: 'sso_domain.added',
      entityType: 'sso_domain',
      entityId: orgId,
      after: { domain },
    }),
  );
  return ssoAnswer(ctx, callbackUrl, SSO_MESSAGES.domainAdded);
}

/** Looks the TXT record up outside any transaction; a failure is recorded and answered 422. */
export async function verifySsoDomain(
  ctx: ServiceContext,
  id: string,
  lookup: TxtLookup,
  callbackUrl: string,
): Promise<SsoAnswer> {
  const { actor, orgId } = ctx.viewer;
  assertAuthorized(actor, 'sso.manage', { orgId });
  const claim = await ownDomain(ctx.db, orgId, id);
  const failure = await txtRecordFailure(lookup, claim.domain, claim.token);
  const stillClaimed = and(eq(ssoDomains.id, claim.id), eq(ssoDomains.token, claim.token));
  if (failure) {
    await mutateSso(
      ctx,
      (tx) =>
        tx
          .update(ssoDomains)
          .set({ lastCheckedAt: new Date(), lastError: failure })
          .where(stillClaimed),
      () => ({
        action: 'sso_domain.verification_failed',
        entityType: 'sso_domain',
        entityId: claim.id,
        after: { domain: claim.domain, error: failure },
      }),
    );
    throw new DomainError('dns_verification_failed', failure);
  }
  try {
    await mutateSso(
      ctx,
      async (tx) => {
        if (await verifiedByAnother(tx, orgId, claim.domain)) throw taken();
        const now = new Date();
        await tx
          .update(ssoDomains)
          .set({ verifiedAt: now, lastCheckedAt: now, lastError: null })
          .where(stillClaimed);
      },
      () => ({
        action: 'sso_domain.verified',
        entityType: 'sso_domain',
        entityId: claim.id,
        after: { domain: claim.domain },
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  return ssoAnswer(ctx, callbackUrl, SSO_MESSAGES.domainVerified);
}

export async function removeSsoDomain(
  ctx: ServiceContext,
  id: string,
  callbackUrl: string,
): Promise<SsoAnswer> {
  const { orgId } = ctx.viewer;
  await mutateSso(
    ctx,
    async (tx) => {
      const claim = await ownDomain(tx, orgId, id);
      await tx.delete(ssoDomains).where(eq(ssoDomains.id, claim.id));
      return claim;
    },
    (claim) => ({
      action: 'sso_domain.removed',
      entityType: 'sso_domain',
      entityId: claim.id,
      before: { domain: claim.domain, verified: claim.verifiedAt !== null },
    }),
  );
  return ssoAnswer(ctx, callbackUrl, SSO_MESSAGES.domainRemoved);
}
