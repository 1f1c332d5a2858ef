/**
 * An organisation's single sign-on settings (issue 23): the provider (issuer URL, client id,
 * client secret sealed at rest), "SSO required", just-in-time creation with a default role, and
 * the verified e-mail domains it applies to. The secret never leaves the server: staff see
 * whether one is set.
 */
import {
  assertAuthorized,
  DomainError,
  ROLE_PRESET_IDS,
  SSO_MESSAGES,
  verificationRecordName,
  type SsoAnswer,
  type SsoSettingsBody,
  type SsoSettingsView,
  type SsoTestResult,
} from '@candor/domain';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { discoverProvider, type OidcOptions } from '../../auth/oidcClient.js';
import type { DbOrTx } from '../../db/client.js';
import { ssoConfigs, ssoDomains } from '../../db/schema/index.js';
import { fetchFailureCause } from '../../http/fetchFailure.js';
import { checkFetchableUrl, SafeFetchError } from '../../http/safeFetch.js';
import type { SecretSealer } from '../../storage/sealedSecret.js';
import type { Tx } from '../../db/client.js';
import { mutate, type AuditRecord } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';

export interface SsoDeps extends OidcOptions {
  sealer: SecretSealer;
  /** The redirect URI registered at the provider: `{BASE_URL}/sso/callback`. */
  callbackUrl: string;
}

/** The label a secret is sealed under: the envelope opens only for its own organisation. */
export const secretLabel = (orgId: string) => `sso-client-secret:${orgId}`;

export async function loadSsoView(
  db: DbOrTx,
  orgId: string,
  callbackUrl: string,
): Promise<SsoSettingsView> {
  const [config] = await db.select().from(ssoConfigs).where(eq(ssoConfigs.orgId, orgId));
  const domains = await db
    .select()
    .from(ssoDomains)
    .where(eq(ssoDomains.orgId, orgId))
    .orderBy(asc(ssoDomains.createdAt), asc(ssoDomains.domain));
  return {
    issuerUrl: config?.issuerUrl ?? null,
    clientId: config?.clientId ?? null,
    secretSet: Boolean(config?.clientSecretSealed),
    required: config?.required ?? false,
    jitEnabled: config?.jitEnabled ?? false,
    jitRole: ROLE_PRESET_IDS.find((id) => id === config?.jitRole) ?? 'viewer',
    callbackUrl,
    domains: domains.map((row) => ({
      id: row.id,
      domain: row.domain,
      record: { type: 'TXT', name: verificationRecordName(row.domain), value: row.token },
      verifiedAt: row.verifiedAt?.toISOString() ?? null,
      lastError: row.lastError,
    })),
  };
}

/** A change to the organisation's single sign-on: sso:manage, audited, nothing on the portal. */
export const mutateSso = <T>(
  ctx: ServiceContext,
  run: (tx: Tx) => Promise<T>,
  audit: (result: T) => AuditRecord,
): Promise<T> => mutate(ctx, { action: 'sso.manage', subject: {}, revision: 'none', run, audit });

/** The view after a change, with the message staff read. */
export const ssoAnswer = async (
  ctx: ServiceContext,
  callbackUrl: string,
  message: string,
): Promise<SsoAnswer> => ({
  sso: await loadSsoView(ctx.db, ctx.viewer.orgId, callbackUrl),
  message,
});

export async function getSsoSettings(ctx: ServiceContext, deps: SsoDeps): Promise<SsoSettingsView> {
  const { actor, orgId } = ctx.viewer;
  assertAuthorized(actor, 'sso.manage', { orgId });
  return loadSsoView(ctx.db, orgId, deps.callbackUrl);
}

/** The issuer must be reachable through the SSRF guard: refused on the field otherwise. */
async function checkIssuer(issuerUrl: string, deps: SsoDeps): Promise<void> {
  try {
    await checkFetchableUrl(issuerUrl, { allow: deps.allow, timeoutMs: deps.timeoutMs ?? 5_000 });
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    const message = `The identity provider's address cannot be used: ${fetchFailureCause(error)}`;
    throw new DomainError('validation_failed', message, [{ path: 'issuerUrl', message }]);
  }
}

export async function saveSsoSettings(
  ctx: ServiceContext,
  body: SsoSettingsBody,
  deps: SsoDeps,
): Promise<SsoAnswer> {
  const { actor, orgId } = ctx.viewer;
  assertAuthorized(actor, 'sso.manage', { orgId });
  await checkIssuer(body.issuerUrl, deps);
  const sealed = body.clientSecret ? deps.sealer.seal(secretLabel(orgId), body.clientSecret) : null;
  await mutateSso(
    ctx,
    async (tx) => {
      const [before] = await tx.select().from(ssoConfigs).where(eq(ssoConfigs.orgId, orgId));
      const clientSecretSealed = sealed ?? before?.clientSecretSealed ?? null;
      if (!clientSecretSealed) {
        throw new DomainError('validation_failed', SSO_MESSAGES.secretRequired, [
          { path: 'clientSecret', message: SSO_MESSAGES.secretRequired },
        ]);
      }
      if (body.required) {
        const [verified] = await tx
          .select({ id: ssoDomains.id })
          .from(ssoDomains)
          .where(and(eq(ssoDomains.orgId, orgId), isNotNull(ssoDomains.verifiedAt)))
          .limit(1);
        if (!verified) {
          throw new DomainError('validation_failed', SSO_MESSAGES.requiredWithoutDomain, [
            { path: 'required', message: SSO_MESSAGES.requiredWithoutDomain },
          ]);
        }
      }
      const values = {
        issuerUrl: body.issuerUrl,
        clientId: body.clientId,
        clientSecretSealed,
        required: body.required,
        jitEnabled: body.jitEnabled,
        jitRole: body.jitRole,
        updatedAt: new Date(),
      };
      await tx
        .insert(ssoConfigs)
        .values({ orgId, ...values })
        .onConflictDoUpdate({ target: ssoConfigs.orgId, set: values });
      return before ?? null;
    },
    // The secret never goes into the audit log: only whether it changed.
    (before) => ({
      action: 'sso.configured',
      entityType: 'sso_config',
      entityId: orgId,
      before: before && {
        issuerUrl: before.issuerUrl,
        clientId: before.clientId,
        required: before.required,
        jitEnabled: before.jitEnabled,
        jitRole: before.jitRole,
      },
      after: {
        issuerUrl: body.issuerUrl,
        clientId: body.clientId,
        required: body.required,
        jitEnabled: body.jitEnabled,
        jitRole: body.jitRole,
        secretChanged: sealed !== null,
      },
    }),
  );
  return ssoAnswer(ctx, deps.callbackUrl, SSO_MESSAGES.saved);
}

/** The stored provider with its secret opened, or null when none is configured. */
export function openProvider(config: typeof ssoConfigs.$inferSelect, sealer: SecretSealer) {
  if (!config.clientSecretSealed) return null;
  return {
    issuerUrl: config.issuerUrl,
    clientId: config.clientId,
    clientSecret: sealer.open(secretLabel(config.orgId), config.clientSecretSealed),
  };
}

/** Why talking to the provider failed, in words staff can read (openid-client wraps causes). */
export function providerFailure(error: unknown): string {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof SafeFetchError) {
      return `The identity provider could not be reached: ${fetchFailureCause(cause)}`;
    }
  }
  const innermost = (value: unknown): string =>
    value instanceof Error
      ? value.cause instanceof Error
        ? innermost(value.cause)
        : value.message
      : String(value);
  return `The identity provider's answer was not usable: ${innermost(error)}`;
}

/** POST /api/admin/sso/test: runs discovery against the saved provider and says what it found. */
export async function testSsoSettings(ctx: ServiceContext, deps: SsoDeps): Promise<SsoTestResult> {
  const { actor, orgId } = ctx.viewer;
  assertAuthorized(actor, 'sso.manage', { orgId });
  const [config] = await ctx.db.select().from(ssoConfigs).where(eq(ssoConfigs.orgId, orgId));
  const provider = config && openProvider(config, deps.sealer);
  if (!provider) throw new DomainError('not_found', SSO_MESSAGES.notConfigured);
  try {
    const metadata = (await discoverProvider(provider, deps)).serverMetadata();
    return {
      ok: true,
      issuer: metadata.issuer,
      authorizationEndpoint: metadata.authorization_endpoint ?? null,
      tokenEndpoint: metadata.token_endpoint ?? null,
      jwksUri: metadata.jwks_uri ?? null,
      message: `Found the identity provider ${metadata.issuer}`,
    };
  } catch (error) {
    throw new DomainError('sso_provider_failed', providerFailure(error));
  }
}
