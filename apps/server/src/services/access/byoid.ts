/**
 * Bring your own identity: an organisation whose staff set their identity provider's public key
 * (PEM, SPKI) or JWKS URL lets that provider sign its account members in. The provider sends the
 * member to `/byoid/{orgId}/welcome?jwt=…` (or to the portal with `?byoidJwt=…`, which redirects
 * there). The JWT is accepted when:
 * - it is signed by that key (an asymmetric algorithm: RS*, PS*, ES*, EdDSA);
 * - it carries `exp`, is not expired (60 s of clock skew) and expires within 24 hours of now;
 * - its `aud` names the organisation: its id, or its portal's address;
 * - its `email` claim, else its `sub`, is an e-mail: the member's;
 * - it was not used before (`used_tokens`, kind byoid, by `jti`, else the token's SHA-256).
 * The issuer is not checked: the key is the issuer's.
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
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import type { DbOrTx, Tx } from '../../db/client.js';
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
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A PEM public key, or null when the text is not one. */
export function parsePublicKey(pem: string): KeyObject | null {
  try {
    const key = createPublicKey(pem);
    return key.type === 'public' ? key : null;
  } catch {
    return null;
  }
}

/** https, or http to this machine (a local identity provider, tests). */
export function isAcceptableJwksUrl(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.username || url.password) return false;
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
  } catch {
    return false;
  }
}

export async function loadByoidSettings(db: DbOrTx, orgId: string): Promise<ByoidSettings> {
  const [row] = await db
    .select({
      byoidPublicKey: portalCustomizations.byoidPublicKey,
      byoidJwksUrl: portalCustomizations.byoidJwksUrl,
    })
    .from(portalCustomizations)
    .where(eq(portalCustomizations.orgId, orgId));
  return { byoidPublicKey: row?.byoidPublicKey ?? null, byoidJwksUrl: row?.byoidJwksUrl ?? null };
}

export async function saveByoidSettings(
  ctx: ServiceContext,
  input: ByoidSettings,
): Promise<ByoidSettings> {
  const errorsFound = [];
  if (input.byoidPublicKey !== null && !parsePublicKey(input.byoidPublicKey)) {
    errorsFound.push({ path: 'byoidPublicKey', message: MEMBER_MESSAGES.byoidKeyInvalid });
  }
  if (input.byoidJwksUrl !== null && !isAcceptableJwksUrl(input.byoidJwksUrl)) {
    errorsFound.push({ path: 'byoidJwksUrl', message: MEMBER_MESSAGES.byoidJwksUrlInvalid });
  }
  if (errorsFound.length > 0) {
    throw new DomainError('validation_failed', errorsFound[0]!.message, errorsFound);
  }
  const { orgId } = ctx.viewer;
  return mutate(ctx, {
    action: 'access.manage',
    subject: {},
    revision: 'none',
    async run(tx) {
      const before = await loadByoidSettings(tx, orgId);
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

/** Remote key sets by URL: jose caches their keys and refetches on an unknown `kid`. */
const remoteKeySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function remoteKeySet(url: string) {
  let set = remoteKeySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000, cooldownDuration: 30_000 });
    if (remoteKeySets.size > 200) remoteKeySets.clear();
    remoteKeySets.set(url, set);
  }
  return set;
}

export interface VerifiedIdentity {
  email: string;
  /** What `used_tokens` remembers. */
  tokenId: string;
  expiresAt: Date;
}

function identityOf(payload: JWTPayload, jwt: string, now: Date): VerifiedIdentity | null {
  const { exp } = payload;
  if (typeof exp !== 'number') return null;
  if (exp - now.getTime() / 1000 > MAX_LIFETIME_SECONDS) return null;
  const claimed = [payload.email, payload.sub].find(
    (value): value is string => typeof value === 'string' && EMAIL_PATTERN.test(value.trim()),
  );
  if (!claimed) return null;
  const tokenId =
    typeof payload.jti === 'string' && payload.jti.length > 0 && payload.jti.length <= 200
      ? `jti:${payload.jti}`
      : `sha256:${createHash('sha256').update(jwt).digest('hex')}`;
  return { email: normaliseEmail(claimed), tokenId, expiresAt: new Date(exp * 1000) };
}

/** The member identity a byoid JWT vouches for, or null (see the module's rules). */
export async function verifyByoidJwt(
  settings: ByoidSettings,
  jwt: string,
  expected: { audiences: string[]; now?: Date },
): Promise<VerifiedIdentity | null> {
  const now = expected.now ?? new Date();
  const options = {
    algorithms: BYOID_ALGORITHMS,
    audience: expected.audiences,
    requiredClaims: ['exp'],
    clockTolerance: CLOCK_TOLERANCE_SECONDS,
    currentDate: now,
  };
  const attempts: (() => Promise<{ payload: JWTPayload }>)[] = [];
  const key = settings.byoidPublicKey ? parsePublicKey(settings.byoidPublicKey) : null;
  if (key) attempts.push(() => jwtVerify(jwt, key, options));
  if (settings.byoidJwksUrl && isAcceptableJwksUrl(settings.byoidJwksUrl)) {
    const set = remoteKeySet(settings.byoidJwksUrl);
    attempts.push(() => jwtVerify(jwt, set, options));
  }
  for (const attempt of attempts) {
    try {
      const { payload } = await attempt();
      return identityOf(payload, jwt, now);
    } catch (error) {
      if (!(error instanceof errors.JOSEError) && !(error instanceof TypeError)) throw error;
    }
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
