/**
 * Bring your own identity with keys made here: a PEM public key set by staff, and a JWKS served
 * by a local HTTP server on 127.0.0.1, which the operator's allowlist (SAFE_FETCH_ALLOW) names.
 * A valid token signs the member in once; forged, expired, other-audience, replayed (also with
 * its signature re-encoded) tokens and unknown members are not signed in; a token without a
 * bounded exp is a 400. A JWKS URL the SSRF guard refuses is refused when saved and never
 * fetched. Also the staff preview picker's options.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  exportJWK,
  exportSPKI,
  generateKeyPair,
  SignJWT,
  type CryptoKey,
  type JWTPayload,
} from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAccessGrant,
  buildAccount,
  buildAccountMember,
  buildMemberSession,
  buildStaffUser,
} from '../../db/factories.js';
import type { AccountRow } from '../../db/rows.js';
import { permissionProfiles, portalCustomizations } from '../../db/schema/index.js';
import { errorBodyOf } from '../../testing/errorBody.js';
import { STAFF_EMAIL, STAFF_PASSWORD } from '../../testing/portalFixture.js';
import { usePortalTestApp } from '../../testing/portalTestApp.js';
import { auditActions } from '../../testing/staffRequest.js';
import { signInAs, TEST_BASE_URL } from '../../testing/testApp.js';

// The JWKS server listens on 127.0.0.1: the operator allowlists it, and nothing else.
const { t, f } = usePortalTestApp({ config: { safeFetchAllow: ['127.0.0.1'] } });

let pemKeys: { privateKey: CryptoKey; publicKey: CryptoKey };
let jwksKeys: { privateKey: CryptoKey; publicKey: CryptoKey };
let strangerKeys: { privateKey: CryptoKey; publicKey: CryptoKey };
let jwks: Server;
let jwksUrl: string;
let staff: string;
let account: AccountRow;

beforeAll(async () => {
  pemKeys = await generateKeyPair('ES256', { extractable: true });
  jwksKeys = await generateKeyPair('RS256', { extractable: true });
  strangerKeys = await generateKeyPair('ES256', { extractable: true });
  const jwk = { ...(await exportJWK(jwksKeys.publicKey)), kid: 'idp-1', alg: 'RS256', use: 'sig' };
  jwks = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/.well-known/jwks.json`;
  staff = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
  account = await buildAccount(t.database.db, { org: f.org, name: 'Globex' });
  await buildAccountMember(t.database.db, { account, email: 'gina@globex.example' });
  await buildAccessGrant(t.database.db, { account, product: f.product });
});
afterAll(async () => {
  await new Promise((resolve) => jwks.close(resolve));
});

const browser = { origin: TEST_BASE_URL, host: new URL(TEST_BASE_URL).host };
const putSettings = (payload: object, cookie = staff) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/access/byoid',
    headers: { ...browser, cookie },
    payload,
  });

const sign = (
  key: CryptoKey,
  claims: JWTPayload,
  options: { alg?: string; kid?: string; expiresIn?: string | number } = {},
) => {
  const jwt = new SignJWT(claims)
    .setProtectedHeader({
      alg: options.alg ?? 'ES256',
      ...(options.kid ? { kid: options.kid } : {}),
    })
    .setIssuedAt();
  if (options.expiresIn !== undefined) jwt.setExpirationTime(options.expiresIn);
  return jwt.sign(key);
};

const welcome = (jwt: string) =>
  t.app.inject({ method: 'GET', url: `/byoid/${f.org.id}/welcome?jwt=${encodeURIComponent(jwt)}` });
const REFUSED = `${TEST_BASE_URL}/acme?loginRequest=true&signInLink=expired`;

describe('staff set the identity provider', () => {
  it('refuses what is not a public key or an https JWKS URL', async () => {
    const badKey = await putSettings({ byoidPublicKey: 'not a key', byoidJwksUrl: null });
    expect(badKey.statusCode).toBe(400);
    expect(errorBodyOf(badKey).message).toBe('Enter a PEM public key (-----BEGIN PUBLIC KEY-----)');
    const badUrl = await putSettings({
      byoidPublicKey: null,
      byoidJwksUrl: 'http://idp.example/jwks',
    });
    expect(errorBodyOf(badUrl).message).toBe('Enter an https:// URL of a JWKS');
  });

  it('refuses a JWKS URL on a loopback, private or link-local address with a clear 400', async () => {
    const cases: [string, string][] = [
      ['https://127.0.0.2/.well-known/jwks.json', '127.0.0.2 points to a loopback address'],
      ['https://10.1.2.3/jwks', '10.1.2.3 points to a private address'],
      [
        'https://169.254.169.254/latest/meta-data/',
        '169.254.169.254 points to a linkLocal address',
      ],
      ['https://[fd00::1]/jwks', 'fd00::1 points to a uniqueLocal address'],
    ];
    for (const [byoidJwksUrl, reason] of cases) {
      const response = await putSettings({ byoidPublicKey: null, byoidJwksUrl });
      expect(response.statusCode, byoidJwksUrl).toBe(400);
      expect(errorBodyOf(response)).toMatchObject({
        message: `This JWKS URL cannot be used: refused by the address policy: ${reason} (the operator's SAFE_FETCH_ALLOW can allow a host)`,
        errors: [{ path: 'byoidJwksUrl' }],
      });
    }
    // Plain http to a host the operator did not allowlist.
    const http = await putSettings({
      byoidPublicKey: null,
      byoidJwksUrl: 'http://127.0.0.2:8080/jwks',
    });
    expect(errorBodyOf(http).message).toBe('Enter an https:// URL of a JWKS');
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/access/byoid',
      headers: { cookie: staff },
    });
    expect(read.json()).toEqual({ byoidPublicKey: null, byoidJwksUrl: null });
  });

  it('is for staff with access:manage only', async () => {
    const user = await buildStaffUser(t.database.db, { org: f.org, scopes: ['statuspage:edit'] });
    const editor = await signInAs(t.app, user.user.email, user.password);
    expect(
      (await putSettings({ byoidPublicKey: null, byoidJwksUrl: null }, editor)).statusCode,
    ).toBe(403);
    const member = await buildAccountMember(t.database.db, { account });
    const { cookie } = await buildMemberSession(t.database.db, { member });
    expect(
      (await putSettings({ byoidPublicKey: null, byoidJwksUrl: null }, cookie)).statusCode,
    ).toBe(401);
  });

  it('saves a PEM key and a JWKS URL, audited', async () => {
    const pem = await exportSPKI(pemKeys.publicKey);
    const saved = await putSettings({ byoidPublicKey: pem, byoidJwksUrl: jwksUrl });
    expect(saved.statusCode).toBe(200);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/access/byoid',
      headers: { cookie: staff },
    });
    expect(read.json()).toEqual({ byoidPublicKey: pem.trim(), byoidJwksUrl: jwksUrl });
    expect(await auditActions(t.database.db, f.org.id)).toContain('settings.byoid_updated');
  });
});

describe('the welcome route', () => {
  it('signs the member in with a token of the PEM key, once', async () => {
    const jwt = await sign(
      pemKeys.privateKey,
      { sub: 'Gina@Globex.example', aud: f.org.id, jti: 'a1' },
      { expiresIn: '5m' },
    );
    const response = await welcome(jwt);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${TEST_BASE_URL}/acme?accountId=${account.id}`);
    const session = response.cookies.find((c) => c.name === 'candor_member');
    const me = await t.app.inject({
      method: 'GET',
      url: '/acme/api/auth/me',
      headers: { cookie: `candor_member=${session!.value}` },
    });
    expect(me.json()).toMatchObject({ email: 'gina@globex.example' });
    // Replayed: refused.
    const replay = await welcome(jwt);
    expect(replay.headers.location).toBe(REFUSED);
    expect(replay.cookies.find((c) => c.name === 'candor_member')).toBeUndefined();
  });

  it('signs in with a token of the JWKS (email claim, the portal URL as audience)', async () => {
    const jwt = await sign(
      jwksKeys.privateKey,
      { email: 'gina@globex.example', aud: `${TEST_BASE_URL}/acme` },
      { alg: 'RS256', kid: 'idp-1', expiresIn: '5m' },
    );
    const response = await welcome(jwt);
    expect(response.headers.location).toBe(`${TEST_BASE_URL}/acme?accountId=${account.id}`);
    // Without a jti the token's hash is remembered.
    expect((await welcome(jwt)).headers.location).toBe(REFUSED);
  });

  it('refuses forged, expired and other-audience tokens', async () => {
    const claims = { sub: 'gina@globex.example', aud: f.org.id };
    const cases = [
      await sign(strangerKeys.privateKey, claims, { expiresIn: '5m' }),
      await sign(pemKeys.privateKey, claims, { expiresIn: Math.floor(Date.now() / 1000) - 3600 }),
      // Unexpiring, but forged: a stranger learns nothing about the expiry rule.
      await sign(strangerKeys.privateKey, claims),
      await sign(pemKeys.privateKey, { ...claims, aud: 'another-org' }, { expiresIn: '5m' }),
      await sign(pemKeys.privateKey, { aud: f.org.id, sub: 'not-an-email' }, { expiresIn: '5m' }),
      'garbage',
    ];
    for (const jwt of cases) {
      const response = await welcome(jwt);
      expect(response.headers.location).toBe(REFUSED);
      expect(response.cookies.find((c) => c.name === 'candor_member')).toBeUndefined();
    }
  });

  it('answers 400 to a signed token without exp or with exp more than 24 hours ahead', async () => {
    const claims = { sub: 'gina@globex.example', aud: f.org.id };
    const cases: [string, string][] = [
      [
        await sign(pemKeys.privateKey, claims),
        'This sign-in token has no expiry (exp): the identity provider must set one, at most 24 hours ahead',
      ],
      [
        await sign(pemKeys.privateKey, claims, { expiresIn: '30d' }),
        'This sign-in token expires too late: the identity provider must set its expiry (exp) at most 24 hours ahead',
      ],
    ];
    for (const [jwt, message] of cases) {
      const response = await welcome(jwt);
      expect(response.statusCode).toBe(400);
      expect(errorBodyOf(response).message).toBe(message);
      expect(response.cookies.find((c) => c.name === 'candor_member')).toBeUndefined();
    }
  });

  it('a token is accepted once; its signature with other spare bits is refused as replayed', async () => {
    // No jti: before, the token's text was what was remembered.
    const jwt = await sign(
      pemKeys.privateKey,
      { sub: 'gina@globex.example', aud: f.org.id },
      { expiresIn: '5m' },
    );
    // ES256: 64 signature bytes are 86 base64url characters, the last carrying 4 spare bits.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(jwt.at(-1)!);
    const variants = [1, 2, 3].map((bits) => `${jwt.slice(0, -1)}${alphabet[last ^ bits]}`);
    expect(new Set([jwt, ...variants]).size).toBe(4);

    const first = await welcome(jwt);
    expect(first.headers.location).toBe(`${TEST_BASE_URL}/acme?accountId=${account.id}`);
    for (const variant of variants) {
      const replay = await welcome(variant);
      expect(replay.headers.location).toBe(REFUSED);
      expect(replay.cookies.find((c) => c.name === 'candor_member')).toBeUndefined();
    }
  });

  it('never connects to a stored JWKS URL the SSRF guard refuses (loopback not allowlisted)', async () => {
    // Something listening on 127.0.0.2, which the allowlist does not name: any connection to it
    // (even one that would fail TLS) is the server reaching inside the network.
    let connections = 0;
    const inside = createServer((_request, response) => response.end('{"keys":[]}'));
    inside.on('connection', () => (connections += 1));
    await new Promise<void>((resolve) => inside.listen(0, '127.0.0.2', resolve));
    const port = (inside.address() as AddressInfo).port;
    const setJwksUrl = (byoidJwksUrl: string) =>
      t.database.db
        .update(portalCustomizations)
        .set({ byoidJwksUrl })
        .where(eq(portalCustomizations.orgId, f.org.id));
    try {
      // Stored before the rule existed (saving it is refused now).
      await setJwksUrl(`https://127.0.0.2:${port}/.well-known/jwks.json`);
      const jwt = await sign(
        jwksKeys.privateKey,
        { email: 'gina@globex.example', aud: f.org.id, jti: 'inside-1' },
        { alg: 'RS256', kid: 'idp-1', expiresIn: '5m' },
      );
      expect((await welcome(jwt)).headers.location).toBe(REFUSED);
      expect(connections).toBe(0);
    } finally {
      await setJwksUrl(jwksUrl);
      await new Promise((resolve) => inside.close(resolve));
    }
  });

  it('sends someone who is not a member to the request tab with the e-mail', async () => {
    const jwt = await sign(
      pemKeys.privateKey,
      { sub: 'newbie@globex.example', aud: f.org.id },
      { expiresIn: '5m' },
    );
    const response = await welcome(jwt);
    expect(response.headers.location).toBe(
      `${TEST_BASE_URL}/acme?requestAccess=true&source=byoid&email=newbie%40globex.example`,
    );
  });

  it('the portal in public mode forwards byoidJwt to the welcome route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/acme?byoidJwt=a.b.c' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/byoid/${f.org.id}/welcome?jwt=a.b.c`);
    // Staff in main mode are not redirected.
    const asStaff = await t.app.inject({
      method: 'GET',
      url: '/acme?byoidJwt=a.b.c',
      headers: { cookie: staff },
    });
    expect(asStaff.statusCode).toBe(200);
  });
});

describe('the staff preview picker’s options', () => {
  it('lists the accounts and profiles to staff with statuspage:edit or access:manage', async () => {
    await t.database.db.insert(permissionProfiles).values({ orgId: f.org.id, name: 'Prospects' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/access/preview-options',
      headers: { cookie: staff },
    });
    expect(response.statusCode).toBe(200);
    const options = response.json<{
      accounts: { name: string }[];
      permissionProfiles: { name: string }[];
    }>();
    expect(options.accounts.map((a) => a.name)).toContain('Globex');
    expect(options.permissionProfiles.map((p) => p.name)).toEqual(['Prospects']);
  });

  it('is refused to staff without those scopes, members and visitors', async () => {
    const user = await buildStaffUser(t.database.db, { org: f.org, scopes: [] });
    const scopeless = await signInAs(t.app, user.user.email, user.password);
    const get = (cookie?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/access/preview-options',
        headers: cookie ? { cookie } : {},
      });
    expect((await get(scopeless)).statusCode).toBe(403);
    expect((await get()).statusCode).toBe(401);
  });
});
