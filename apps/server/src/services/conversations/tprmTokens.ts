/**
 * The TPRM hand-off token (staff-content.md §2, §4, §7, §9): a JWT (HS256, jose) a member copies
 * into their third-party risk-management tool, so the tool can read what the member's account
 * may read. Signed with a key derived (HKDF) from SESSION_SECRET like the invitations, it is
 * scoped and short-lived:
 * - `iss` 'candor', `aud` `candor:org:{orgId}:tprm` (another organisation's token is not this one's),
 * - `sub` and `account` the account id, `org` the organisation id, `partner` the partner id,
 * - `products`: the products the account has unexpired, unrevoked access to when it was issued,
 * - `scope` 'trust-center:read' (read only), `jti` (one per token), `iat`, `exp` 24 hours later.
 * No endpoint redeems it yet (the spec names none): a partner-facing reader must verify it with
 * `verifyTprmToken`, re-check the account's access at read time (a grant revoked since stops it),
 * and record the `jti` in `used_tokens` if it allows one use.
 */
import { hkdfSync, randomUUID } from 'node:crypto';
import { TPRM_TOKEN_TTL_SECONDS } from '@candor/domain';
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'candor';
const ALGORITHM = 'HS256';
export const TPRM_SCOPE = 'trust-center:read';

export const tprmAudience = (orgId: string): string => `candor:org:${orgId}:tprm`;

const keyOf = (secret: string): Uint8Array =>
  new Uint8Array(hkdfSync('sha256', secret, 'candor', 'tprm-tokens', 32));

export interface TprmClaims {
  org: string;
  account: string;
  partner: string;
  products: string[];
  scope: string;
  jti: string;
  expiresAt: Date;
}

export async function signTprmToken(input: {
  orgId: string;
  accountId: string;
  partnerId: string;
  productIds: string[];
  secret: string;
  now?: Date;
}): Promise<{ token: string; jti: string; expiresAt: Date }> {
  const issuedAt = Math.floor((input.now ?? new Date()).getTime() / 1000);
  const exp = issuedAt + TPRM_TOKEN_TTL_SECONDS;
  const jti = randomUUID();
  const token = await new SignJWT({
    org: input.orgId,
    account: input.accountId,
    partner: input.partnerId,
    products: input.productIds,
    scope: TPRM_SCOPE,
  })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(tprmAudience(input.orgId))
    .setSubject(input.accountId)
    .setJti(jti)
    .setIssuedAt(issuedAt)
    .setExpirationTime(exp)
    .sign(keyOf(input.secret));
  return { token, jti, expiresAt: new Date(exp * 1000) };
}

/** The claims of a valid token of this organisation, or null (forged, expired, another's). */
export async function verifyTprmToken(
  orgId: string,
  token: unknown,
  options: { secret: string; now?: Date },
): Promise<TprmClaims | null> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 8000) return null;
  try {
    const { payload } = await jwtVerify(token, keyOf(options.secret), {
      algorithms: [ALGORITHM],
      audience: tprmAudience(orgId),
      issuer: ISSUER,
      requiredClaims: ['sub', 'exp', 'jti'],
      ...(options.now ? { currentDate: options.now } : {}),
    });
    const { org, account, partner, products, scope, jti, exp, sub } = payload;
    if (org !== orgId || typeof account !== 'string' || account !== sub) return null;
    if (typeof partner !== 'string' || typeof jti !== 'string' || typeof exp !== 'number') {
      return null;
    }
    if (!Array.isArray(products)) return null;
    const productIds = products.filter((p): p is string => typeof p === 'string');
    if (productIds.length !== products.length) return null;
    if (scope !== TPRM_SCOPE) return null;
    return {
      org,
      account,
      partner,
      products: productIds,
      scope,
      jti,
      expiresAt: new Date(exp * 1000),
    };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
