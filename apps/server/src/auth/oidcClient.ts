/**
 * The OpenID Connect relying party (openid-client): discovery, the authorization URL with
 * state, nonce and PKCE, and the code exchange whose ID token is checked (issuer, audience =
 * client id, nonce, expiry, signature against the provider's JWKS). Every request to the
 * provider (discovery, JWKS, token) goes through the SSRF guard (`http/guardedFetch.ts`).
 */
import * as oidc from 'openid-client';
import { guardedFetch } from '../http/guardedFetch.js';

export interface OidcProvider {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
}

export interface OidcOptions {
  /** The operator's SAFE_FETCH_ALLOW, for providers on a company network. */
  allow: readonly string[];
  timeoutMs?: number;
}

/** What the provider's ID token says about the person signing in. */
export interface OidcIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

export async function discoverProvider(
  provider: OidcProvider,
  options: OidcOptions,
): Promise<oidc.Configuration> {
  const issuer = new URL(provider.issuerUrl);
  return oidc.discovery(
    issuer,
    provider.clientId,
    undefined,
    oidc.ClientSecretBasic(provider.clientSecret),
    {
      [oidc.customFetch]: guardedFetch(options),
      // Plain http reaches only what the operator allowlisted: safeFetch refuses the rest.
      ...(issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {}),
      ...(options.timeoutMs ? { timeout: Math.ceil(options.timeoutMs / 1000) } : {}),
    },
  );
}

/** The secrets of one sign-in, kept by the server until the callback. */
export interface OidcChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export function newOidcChecks(): OidcChecks {
  return {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
  };
}

export async function authorizationUrl(
  config: oidc.Configuration,
  checks: OidcChecks,
  redirectUri: string,
  loginHint: string | null,
): Promise<URL> {
  return oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    response_type: 'code',
    state: checks.state,
    nonce: checks.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
    code_challenge_method: 'S256',
    ...(loginHint ? { login_hint: loginHint } : {}),
  });
}

/** Exchanges the callback's code and checks the ID token; throws when anything is off. */
export async function completeAuthorization(
  config: oidc.Configuration,
  callbackUrl: URL,
  checks: OidcChecks,
): Promise<OidcIdentity> {
  const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('the provider sent no ID token');
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  return {
    subject: claims.sub,
    email: text(claims['email'])?.toLowerCase() ?? null,
    emailVerified: claims['email_verified'] === true,
    name: text(claims['name']),
  };
}

export { ResponseBodyError, AuthorizationResponseError } from 'openid-client';
