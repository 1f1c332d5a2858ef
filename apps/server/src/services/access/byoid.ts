/**
 * Bring your own identity: an organisation whose staff set their identity provider's public key
 * (PEM, SPKI) or JWKS URL lets that provider sign its account members in. The provider sends the
 * member to `/byoid/{orgId}/welcome?jwt=…` (or to the portal with `?byoidJwt=…`, which redirects
 * there). The JWT is accepted when:
 * - it is signed by that key (an asymmetric algorithm: RS*, PS*, ES*, EdDSA);
 * - it is not expired (60 s of clock skew);
 * - its `aud` names the organisation: its id, or its portal's address;
 * - its `email` claim, else its `sub`, is an e-mail: the member's;
 * - it carries `exp`, at most 24 hours ahead: a validly signed token without one, or with a
 *   longer one, is the provider's misconfiguration and answers 400 saying so;
 * - it was not used before (`used_tokens`, kind byoid). Single use is keyed on the verified
 *   claims (`iss`, `sub`, the e-mail, and `jti`, else `iat` and `exp`), never on the token's
 *   text: a signature's base64url has spare bits, and other encodings of the same signature
 *   would be new texts.
 * The issuer is not checked: the key is the issuer's. A JWKS URL is fetched through the SSRF
 * guard (`safeFetch`, with the operator's allowlist) and checked by it when staff save it.
 */
import { createHash, createPublicKey, type KeyObject } from 'node:crypto';
import {
  DomainError,
  EMAIL_PATTERN,
  MEMBER_MESSAGES,
  normaliseEmail,
  type ByoidSettings,
} from '@candor/domain';
import { eq } from 'drizzle-orm';
import { createRemoteJWKSet, customFetch, errors, jwtVerify, type JWTPayload } from 'jose';
import type { DbOrTx, Tx } from '../../db/client.js';
import { fetchFailureCause } from '../../http/fetchFailure.js';
import { checkFetchableUrl, safeFetch, SafeFetchError } from '../../http/safeFetch.js';
import { portalCustomizations, usedTokens } from '../../db/schema/index.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';

export const BYOID_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
  'Ed25519',
];
const MAX_LIFETIME_SECONDS = 24 * 60 * 60;
const CLOCK_TOLERANCE_SECONDS = 60;
const JWKS_TIMEOUT_MS = 5000;
const JWKS_MAX_BYTES = 256 * 1024;

/** A PEM public key, or null when the text is not one. */
export function parsePublicKey(pem: string): KeyObject | null {
  try {
    const key = createPublicKey(pem);
    return key.type === 'public' ? key : null;
  } catch {
    return null;
  }
}

/**
 * The field error of a JWKS URL staff want to save, or null: it must be a URL safeFetch would
 * fetch now (https to public addresses, or what the operator's allowlist names).
 */
async function jwksUrlProblem(value: string, allow: readonly string[]): Promise<string | null> {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !['https:', 'http:'].includes(url.protocol) || url.username || url.password) {
    return MEMBER_MESSAGES.byoidJwksUrlInvalid;
  }
  try {
    await checkFetchableUrl(value, { allow });
    return null;
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    // Plain http to what the operator did not allowlist.
    if (url.protocol !== 'https:') return MEMBER_MESSAGES.byoidJwksUrlInvalid;
    return MEMBER_MESSAGES.byoidJwksUrlRefused(fetchFailureCause(error));
  }
}

/** The viewer's organisation's identity provider settings. */
export const loadByoidSettings = ({ db, viewer }: ServiceContext): Promise<ByoidSettings> =>
  byoidSettingsIn(db, viewer.orgId);

async function byoidSettingsIn(db: DbOrTx, orgId: string): Promise<ByoidSettings> {
  const [row] = await db
    .select({
      byoidPublicKey: portalCustomizations.byoidPublicKey,
      byoidJwksUrl: portalCustomizations.byoidJwksUrl,
    })
    .from(portalCustomizations)
    .where(eq(portalCustomizations.orgId, orgId));
  return { byoidPublicKey: row?.byoidPublicKey ?? null, byoidJwksUrl: row?.byoidJwksUrl ?? null };
}

/** `allow` is the operator's SAFE_FETCH_ALLOW (config.safeFetchAllow). */
export async function saveByoidSettings(
  ctx: ServiceContext,
  input: ByoidSettings,
  allow: readonly string[],
): Promise<ByoidSettings> {
  const errorsFound = [];
  if (input.byoidPublicKey !== null && !parsePublicKey(input.byoidPublicKey)) {
    errorsFound.push({ path: 'byoidPublicKey', message: MEMBER_MESSAGES.byoidKeyInvalid });
  }
  const jwksProblem =
    input.byoidJwksUrl === null ? null : await jwksUrlProblem(input.byoidJwksUrl, allow);
  if (jwksProblem) errorsFound.push({ path: 'byoidJwksUrl', message: jwksProblem });
  if (errorsFound.length > 0) {
    throw new DomainError('validation_failed', errorsFound[0]!.message, errorsFound);
  }
  const { orgId } = ctx.viewer;
  return mutate(ctx, {
    action: 'access.manage',
    subject: {},
    revision: 'none',
    async run(tx) {
      const before = await byoidSettingsIn(tx, orgId);
      await tx
        .update(portalCustomizations)
        .set({ byoidPublicKey: input.byoidPublicKey, byoidJwksUrl: input.byoidJwksUrl })
        .where(eq(portalCustomizations.orgId, orgId));
      return { before, after: input };
    },
    audit: ({ before, after }) => ({
      action: 'settings.byoid_updated',
      entityType: 'portal_customization',
      entityId: orgId,
      before: { publicKey: before.byoidPublicKey !== null, jwksUrl: before.byoidJwksUrl },
      after: { publicKey: after.byoidPublicKey !== null, jwksUrl: after.byoidJwksUrl },
    }),
  }).then(({ after }) => after);
}

/**
 * Remote key sets by URL and allowlist: jose caches their keys and refetches on an unknown `kid`;
 * every fetch goes through the SSRF guard.
 */
const remoteKeySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function remoteKeySet(url: string, allow: readonly string[]) {
  const cacheKey = `${url}\n${allow.join(',')}`;
  let set = remoteKeySets.get(cacheKey);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), {
      timeoutDuration: JWKS_TIMEOUT_MS,
      cooldownDuration: 30_000,
      [customFetch]: async (href) => {
        const response = await safeFetch(href, {
          allow,
          timeoutMs: JWKS_TIMEOUT_MS,
          maxBytes: JWKS_MAX_BYTES,
          headers: { accept: 'application/json, application/jwk-set+json' },
        });
        return new Response(new Uint8Array(response.body), { status: response.status });
      },
    });
    if (remoteKeySets.size > 200) remoteKeySets.clear();
    remoteKeySets.set(cacheKey, set);
  }
  return set;
}

export interface VerifiedIdentity {
  email: string;
  /** What `used_tokens` remembers: a digest of the verified claims that name the token. */
  tokenId: string;
  expiresAt: Date;
}

/** A validly signed token the provider should not have issued: 400 with what is wrong. */
const badToken = (message: string) =>
  new DomainError('validation_failed', message, [{ path: 'jwt', message }]);

function identityOf(payload: JWTPayload, now: Date): VerifiedIdentity | null {
  const { exp, iat, iss, jti, sub } = payload;
  if (typeof exp !== 'number') throw badToken(MEMBER_MESSAGES.byoidTokenWithoutExpiry);
  if (exp - now.getTime() / 1000 > MAX_LIFETIME_SECONDS) {
    throw badToken(MEMBER_MESSAGES.byoidTokenTooLong);
  }
  const claimed = [payload.email, sub].find(
    (value): value is string => typeof value === 'string' && EMAIL_PATTERN.test(value.trim()),
  );
  if (!claimed) return null;
  const email = normaliseEmail(claimed);
  // Only signed claims name the token; a jti names it alone, else its times do.
  const named = typeof jti === 'string' && jti.length > 0 ? { jti } : { iat: iat ?? null, exp };
  const claims = JSON.stringify([iss ?? null, sub ?? null, email, named]);
  const tokenId = `claims:${createHash('sha256').update(claims).digest('hex')}`;
  return { email, tokenId, expiresAt: new Date(exp * 1000) };
}

/**
 * The member identity a byoid JWT vouches for, or null (see the module's rules); a DomainError
 * (400) for a signed token without a bounded `exp`. `allow` is the operator's SAFE_FETCH_ALLOW.
 */
export async function verifyByoidJwt(
  settings: ByoidSettings,
  jwt: string,
  expected: { audiences: string[]; allow: readonly string[]; now?: Date },
): Promise<VerifiedIdentity | null> {
  const now = expected.now ?? new Date();
  const options = {
    algorithms: BYOID_ALGORITHMS,
    audience: expected.audiences,
    clockTolerance: CLOCK_TOLERANCE_SECONDS,
    currentDate: now,
  };
  const attempts: (() => Promise<{ payload: JWTPayload }>)[] = [];
  const key = settings.byoidPublicKey ? parsePublicKey(settings.byoidPublicKey) : null;
  if (key) attempts.push(() => jwtVerify(jwt, key, options));
  if (settings.byoidJwksUrl && URL.canParse(settings.byoidJwksUrl)) {
    const set = remoteKeySet(settings.byoidJwksUrl, expected.allow);
    attempts.push(() => jwtVerify(jwt, set, options));
  }
  for (const attempt of attempts) {
    let payload: JWTPayload;
    try {
      ({ payload } = await attempt());
    } catch (error) {
      // A refused or failed JWKS fetch is a token not verified, like a wrong signature.
      const refused =
        error instanceof errors.JOSEError ||
        error instanceof TypeError ||
        error instanceof SafeFetchError;
      if (!refused) throw error;
      continue;
    }
    return identityOf(payload, now);
  }
  return null;
}

/** Remembers the token; false when it was used before (a replay). */
export async function markByoidTokenUsed(
  tx: Tx,
  orgId: string,
  identity: VerifiedIdentity,
): Promise<boolean> {
  const inserted = await tx
    .insert(usedTokens)
    .values({ orgId, kind: 'byoid', tokenId: identity.tokenId, expiresAt: identity.expiresAt })
    .onConflictDoNothing()
    .returning({ tokenId: usedTokens.tokenId });
  return inserted.length > 0;
}
