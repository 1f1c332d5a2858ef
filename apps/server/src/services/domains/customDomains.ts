/**
 * Custom domains (issue 11 §7): staff claim a host name, create the TXT record
 * `_candor-verify.{domain}` holding the claim's token, and verify it. Only then is the domain
 * copied to `organizations.custom_domain`, the one column host routing (PortalDirectory) and
 * the TLS `ask` endpoint read, so an unverified domain never serves a portal: its host answers
 * 'Company not found' like any unknown host.
 */
import {
  assertAuthorized,
  CUSTOM_DOMAIN_MESSAGES,
  DomainError,
  normalizeDomain,
  verificationRecordName,
  type CustomDomainAnswer,
  type CustomDomainView,
} from '@candor/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/pgErrors.js';
import { customDomainClaims, organizations } from '../../db/schema/index.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { newVerificationToken, txtRecordFailure, type TxtLookup } from './txtLookup.js';

/**
 * Whether `host` is an organisation's verified custom domain: what may be served, and what a
 * TLS terminator (Caddy on-demand TLS's `ask`) may get a certificate for.
 */
export async function isVerifiedCustomDomain(db: DbOrTx, host: string): Promise<boolean> {
  const domain = normalizeDomain(host);
  if (!domain) return false;
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.customDomain, domain))
    .limit(1);
  return row !== undefined;
}

async function loadView(db: DbOrTx, orgId: string): Promise<CustomDomainView> {
  const [org] = await db
    .select({ served: organizations.customDomain })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  const [claim] = await db
    .select()
    .from(customDomainClaims)
    .where(eq(customDomainClaims.orgId, orgId));
  return {
    served: org?.served ?? null,
    claim: claim
      ? {
          domain: claim.domain,
          record: { type: 'TXT', name: verificationRecordName(claim.domain), value: claim.token },
          verifiedAt: claim.verifiedAt?.toISOString() ?? null,
          lastCheckedAt: claim.lastCheckedAt?.toISOString() ?? null,
          lastError: claim.lastError,
        }
      : null,
  };
}

export async function getCustomDomain(ctx: ServiceContext): Promise<CustomDomainAnswer> {
  const { actor, orgId } = ctx.viewer;
  assertAuthorized(actor, 'settings.view', { orgId });
  return { domain: await loadView(ctx.db, orgId) };
}

const taken = () => new DomainError('conflict', CUSTOM_DOMAIN_MESSAGES.taken);

async function servedByAnother(db: DbOrTx, orgId: string, domain: string): Promise<boolean> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.customDomain, domain), ne(organizations.id, orgId)))
    .limit(1);
  return row !== undefined;
}

/** Claims `domain` (already normalised) for the organisation; the same domain keeps its token. */
export async function addCustomDomain(
  ctx: ServiceContext,
  domain: string,
  platformHosts: string[],
): Promise<CustomDomainAnswer> {
  const { orgId } = ctx.viewer;
  if (platformHosts.includes(domain)) {
    throw new DomainError('bad_request', CUSTOM_DOMAIN_MESSAGES.platform);
  }
  await mutate(ctx, {
    action: 'settings.edit',
    subject: {},
    revision: 'none',
    async run(tx) {
      if (await servedByAnother(tx, orgId, domain)) throw taken();
      const [existing] = await tx
        .select()
        .from(customDomainClaims)
        .where(eq(customDomainClaims.orgId, orgId));
      if (existing?.domain === domain) return existing;
      const token = newVerificationToken();
      const values = {
        orgId,
        domain,
        token,
        verifiedAt: null,
        lastCheckedAt: null,
        lastError: null,
      };
      await tx
        .insert(customDomainClaims)
        .values(values)
        .onConflictDoUpdate({
          target: customDomainClaims.orgId,
          set: { ...values, createdAt: new Date() },
        });
      return values;
    },
    audit: (claim) => ({
      action: 'custom_domain.added',
      entityType: 'custom_domain',
      entityId: orgId,
      after: { domain: claim.domain },
    }),
  });
  return { domain: await loadView(ctx.db, orgId), message: CUSTOM_DOMAIN_MESSAGES.added };
}

/**
 * Looks the TXT record up (outside any transaction: it may take the whole timeout) and, when it
 * holds the claim's token, serves the portal at the domain. A failed check is recorded on the
 * claim (staff see why) and answered 422; nothing else changes.
 */
export async function verifyCustomDomain(
  ctx: ServiceContext,
  lookup: TxtLookup,
): Promise<CustomDomainAnswer> {
  const { actor, orgId } = ctx.viewer;
  assertAuthorized(actor, 'settings.edit', { orgId });
  const [claim] = await ctx.db
    .select()
    .from(customDomainClaims)
    .where(eq(customDomainClaims.orgId, orgId));
  if (!claim) throw new DomainError('not_found', CUSTOM_DOMAIN_MESSAGES.none);

  const failure = await txtRecordFailure(lookup, claim.domain, claim.token);

  const stillClaimed = and(
    eq(customDomainClaims.orgId, orgId),
    eq(customDomainClaims.domain, claim.domain),
    eq(customDomainClaims.token, claim.token),
  );
  if (failure) {
    await mutate(ctx, {
      action: 'settings.edit',
      subject: {},
      revision: 'none',
      run: (tx) =>
        tx
          .update(customDomainClaims)
          .set({ lastCheckedAt: new Date(), lastError: failure })
          .where(stillClaimed),
      audit: () => ({
        action: 'custom_domain.verification_failed',
        entityType: 'custom_domain',
        entityId: orgId,
        after: { domain: claim.domain, error: failure },
      }),
    });
    throw new DomainError('dns_verification_failed', failure);
  }

  try {
    await mutate(ctx, {
      action: 'settings.edit',
      subject: {},
      // Pages served at the domain carry its links: every cached page of the organisation goes.
      revision: 'organisation',
      async run(tx) {
        if (await servedByAnother(tx, orgId, claim.domain)) throw taken();
        const now = new Date();
        const updated = await tx
          .update(customDomainClaims)
          .set({ verifiedAt: now, lastCheckedAt: now, lastError: null })
          .where(stillClaimed)
          .returning({ orgId: customDomainClaims.orgId });
        // Staff replaced the claim while the lookup ran: the answer is for a stale one.
        if (updated.length === 0) throw new DomainError('conflict', CUSTOM_DOMAIN_MESSAGES.none);
        await tx
          .update(organizations)
          .set({ customDomain: claim.domain, updatedAt: now })
          .where(eq(organizations.id, orgId));
      },
      audit: () => ({
        action: 'custom_domain.verified',
        entityType: 'custom_domain',
        entityId: orgId,
        after: { domain: claim.domain },
      }),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  return { domain: await loadView(ctx.db, orgId), message: CUSTOM_DOMAIN_MESSAGES.verified };
}

/** Stops serving the portal at the organisation's domain and forgets the claim. */
export async function removeCustomDomain(ctx: ServiceContext): Promise<CustomDomainAnswer> {
  const { orgId } = ctx.viewer;
  await mutate(ctx, {
    action: 'settings.edit',
    subject: {},
    revision: 'organisation',
    async run(tx) {
      const [org] = await tx
        .select({ served: organizations.customDomain })
        .from(organizations)
        .where(eq(organizations.id, orgId));
      await tx.delete(customDomainClaims).where(eq(customDomainClaims.orgId, orgId));
      await tx
        .update(organizations)
        .set({ customDomain: null, updatedAt: new Date() })
        .where(eq(organizations.id, orgId));
      return org?.served ?? null;
    },
    audit: (served) => ({
      action: 'custom_domain.removed',
      entityType: 'custom_domain',
      entityId: orgId,
      before: { domain: served },
    }),
  });
  return { domain: await loadView(ctx.db, orgId), message: CUSTOM_DOMAIN_MESSAGES.removed };
}
