/**
 * Staff sign-in through the organisation's identity provider (OpenID Connect, issue 23).
 *
 * Start: the e-mail's verified domain names the organisation; state, nonce and PKCE verifier
 * are kept in a single-use row (the state only as its SHA-256) and the browser goes to the
 * provider. Callback: the row is taken (deleted) by the state, so a replayed or unknown state
 * finds nothing; openid-client checks the ID token (issuer, audience, nonce, expiry, signature);
 * then only staff of THAT organisation are signed in, matched by the verified e-mail claim whose
 * domain that organisation verified. An unknown e-mail becomes staff with the default role when
 * just-in-time creation is on.
 */
import { createHash } from 'node:crypto';
import {
  DomainError,
  rolePreset,
  ROLE_PRESET_IDS,
  SSO_MESSAGES,
  ssoDomainOf,
} from '@candor/domain';
import { and, eq, isNotNull, lt } from 'drizzle-orm';
import {
  authorizationUrl,
  completeAuthorization,
  discoverProvider,
  newOidcChecks,
  type OidcIdentity,
} from '../../auth/oidcClient.js';
import {
  organizations,
  ssoConfigs,
  ssoDomains,
  ssoLoginStates,
  staffUsers,
} from '../../db/schema/index.js';
import { mutate } from '../mutate.js';
import { systemContext, type RequestContext } from '../serviceContext.js';
import { openStaffSession, type OpenedSession } from '../auth/openStaffSession.js';
import { insertNewStaff } from '../staff/inviteMail.js';
import { recordSignInFailure, type SignInLogger } from '../auth/signInAudit.js';
import { REMOVED_PASSWORD_HASH, SSO_ONLY_PASSWORD_HASH } from '../staff/staffMembers.js';
import { ssoConfigForEmail } from './ssoLookup.js';
import { openProvider, providerFailure, type SsoDeps } from './ssoSettings.js';

/** How long the provider may keep the person before the callback. */
const STATE_TTL_MS = 10 * 60 * 1000;

const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

/** The provider of an organisation's configuration, discovered; a clear error when it fails. */
async function providerOf(config: typeof ssoConfigs.$inferSelect, deps: SsoDeps) {
  const provider = openProvider(config, deps.sealer);
  if (!provider) throw new DomainError('not_found', SSO_MESSAGES.noSso);
  try {
    return await discoverProvider(provider, deps);
  } catch (error) {
    throw new DomainError(
      'sso_provider_failed',
      `${SSO_MESSAGES.providerFailed} (${providerFailure(error)})`,
    );
  }
}

/** GET /sso/start: where to send the browser (the provider's authorization URL). */
export async function startSsoSignIn(
  { db }: RequestContext,
  input: { email: string; next: string | null; now?: Date },
  deps: SsoDeps,
): Promise<URL> {
  const now = input.now ?? new Date();
  const email = input.email.trim().toLowerCase();
  const config = await ssoConfigForEmail(db, email);
  if (!config) throw new DomainError('not_found', SSO_MESSAGES.noSso);
  const client = await providerOf(config, deps);
  const checks = newOidcChecks();
  // Sign-ins never finished are forgotten when the next one starts.
  await db.delete(ssoLoginStates).where(lt(ssoLoginStates.expiresAt, now));
  await db.insert(ssoLoginStates).values({
    stateHash: hashState(checks.state),
    orgId: config.orgId,
    nonce: checks.nonce,
    codeVerifier: checks.codeVerifier,
    next: input.next,
    createdAt: now,
    expiresAt: new Date(now.getTime() + STATE_TTL_MS),
  });
  return authorizationUrl(client, checks, deps.callbackUrl, email);
}

export interface SsoSignInResult extends OpenedSession {
  orgSlug: string;
  next: string | null;
}

/** GET /sso/callback: the provider's answer, checked, and the session it opens. */
export async function finishSsoSignIn(
  ctx: RequestContext,
  input: { query: URLSearchParams; now?: Date },
  deps: SsoDeps & { log: SignInLogger },
): Promise<SsoSignInResult> {
  const { db, meta } = ctx;
  const now = input.now ?? new Date();
  const state = input.query.get('state');
  const [pending] = state
    ? await db
        .delete(ssoLoginStates)
        .where(eq(ssoLoginStates.stateHash, hashState(state)))
        .returning()
    : [];
  if (!state || !pending || pending.expiresAt <= now) {
    throw new DomainError('bad_request', SSO_MESSAGES.stateInvalid);
  }
  const orgId = pending.orgId;
  const [config] = await db.select().from(ssoConfigs).where(eq(ssoConfigs.orgId, orgId));
  if (!config) throw new DomainError('not_found', SSO_MESSAGES.noSso);
  const client = await providerOf(config, deps);

  const callback = new URL(deps.callbackUrl);
  callback.search = input.query.toString();
  let identity: OidcIdentity;
  try {
    identity = await completeAuthorization(client, callback, {
      state,
      nonce: pending.nonce,
      codeVerifier: pending.codeVerifier,
    });
  } catch (error) {
    deps.log.warn({ orgId, err: error }, 'single sign-on refused by the checks');
    const refused = input.query.has('error');
    throw new DomainError(
      refused ? 'forbidden' : 'sso_provider_failed',
      refused ? SSO_MESSAGES.providerRefused : SSO_MESSAGES.providerFailed,
    );
  }

  const refuse = async (
    reason: 'sso_email_unverified' | 'sso_wrong_organisation' | 'sso_no_account',
    message: string,
  ): Promise<never> => {
    await recordSignInFailure(db, deps.log, {
      orgId,
      email: identity.email ?? `sub:${identity.subject}`,
      ip: meta.ip,
      failure: { kind: 'failed', reason },
    });
    throw new DomainError('forbidden', message);
  };

  const email = identity.email;
  if (!email || !identity.emailVerified) {
    return refuse('sso_email_unverified', SSO_MESSAGES.emailUnverified);
  }
  // The e-mail's domain must be one THIS organisation verified: its provider speaks for no other.
  const domain = ssoDomainOf(email);
  const [ownDomain] = domain
    ? await db
        .select({ id: ssoDomains.id })
        .from(ssoDomains)
        .where(
          and(
            eq(ssoDomains.orgId, orgId),
            eq(ssoDomains.domain, domain),
            isNotNull(ssoDomains.verifiedAt),
          ),
        )
    : [];
  if (!ownDomain) return refuse('sso_wrong_organisation', SSO_MESSAGES.wrongOrganisation);

  const [existing] = await db.select().from(staffUsers).where(eq(staffUsers.email, email)).limit(1);
  if (existing && (existing.orgId !== orgId || existing.passwordHash === REMOVED_PASSWORD_HASH)) {
    return refuse('sso_wrong_organisation', SSO_MESSAGES.wrongOrganisation);
  }
  let user = existing;
  if (!user) {
    if (!config.jitEnabled) return refuse('sso_no_account', SSO_MESSAGES.noAccount);
    user = await createJitStaff(ctx, { orgId, email, name: identity.name, role: config.jitRole });
  }

  const signedIn = user;
  const session = await db.transaction((tx) =>
    openStaffSession(tx, signedIn, { now, ip: meta.ip, userAgent: meta.userAgent, method: 'sso' }),
  );
  const [org] = await db
    .select({ slug: organizations.slug })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return { ...session, orgSlug: org?.slug ?? '', next: pending.next };
}

/** Just-in-time creation: the staff member the provider vouched for, with the default role. */
async function createJitStaff(
  { db }: RequestContext,
  input: { orgId: string; email: string; name: string | null; role: string },
) {
  const role = rolePreset(ROLE_PRESET_IDS.find((id) => id === input.role) ?? 'viewer');
  return mutate(systemContext(db, input.orgId, 'sso'), {
    revision: 'none',
    async run(tx) {
      // The same insert as an invitation's (and its refusal of an e-mail taken elsewhere).
      return insertNewStaff(tx, {
        orgId: input.orgId,
        email: input.email,
        displayName: input.name ?? input.email.slice(0, input.email.indexOf('@')),
        passwordHash: SSO_ONLY_PASSWORD_HASH,
        scopes: role.scopes,
        emailField: 'email',
      });
    },
    audit: (user) => ({
      action: 'staff.created_by_sso',
      entityType: 'staff_user',
      entityId: user.id,
      after: {
        email: user.email,
        displayName: user.displayName,
        role: role.id,
        scopes: user.scopes,
      },
    }),
  });
}
