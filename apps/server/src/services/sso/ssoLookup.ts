/**
 * Which organisation's single sign-on an e-mail belongs to: the one that verified the e-mail's
 * domain and has a provider configured. Answers about domains only, never about users.
 */
import { ssoDomainOf, type SsoLookup } from '@candor/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { ssoConfigs, ssoDomains } from '../../db/schema/index.js';

export type SsoConfigRow = typeof ssoConfigs.$inferSelect;

/** The configuration of the organisation that verified `email`'s domain, or null. */
export async function ssoConfigForEmail(db: DbOrTx, email: string): Promise<SsoConfigRow | null> {
  const domain = ssoDomainOf(email.trim().toLowerCase());
  if (!domain) return null;
  const [row] = await db
    .select({ config: ssoConfigs })
    .from(ssoDomains)
    .innerJoin(ssoConfigs, eq(ssoConfigs.orgId, ssoDomains.orgId))
    .where(and(eq(ssoDomains.domain, domain), isNotNull(ssoDomains.verifiedAt)))
    .limit(1);
  return row?.config ?? null;
}

/** GET /api/sso/lookup: whether /login offers "Continue with SSO", and whether it must. */
export async function lookupSso(db: DbOrTx, email: string): Promise<SsoLookup> {
  const config = await ssoConfigForEmail(db, email);
  return { sso: config !== null, required: config?.required ?? false };
}

/**
 * Whether this staff member must sign in through SSO: their organisation requires it and has
 * verified their e-mail's domain (staff of other domains could not use its provider anyway).
 */
export async function ssoRequiredFor(
  db: DbOrTx,
  user: { orgId: string | null; email: string },
): Promise<boolean> {
  const config = await ssoConfigForEmail(db, user.email);
  return config !== null && config.orgId === user.orgId && config.required;
}
