/**
 * The ask rule's exchange with the organisation's endpoint (issue 28 §3): the request's facts
 * posted as JSON, signed with Standard Webhooks headers under the rule's sealed secret, through
 * the address guard, within 3 seconds for the whole exchange and 16 kB of answer. The answer is
 * `{decision, reason?, profileId?}`; anything else (a timeout, a non-2xx, garbage) is a failure
 * said in words, which leaves the request to staff. Runs outside any transaction.
 */
import { performance } from 'node:perf_hooks';
import {
  ASK_RULE_EVENT_TYPE,
  ASK_RULE_MAX_ANSWER_BYTES,
  ASK_RULE_TIMEOUT_MS,
  askRuleReplySchema,
  type AskRuleOutcome,
  type AskRuleRequestBody,
} from '@candor/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  items,
  permissionProfiles,
  portalCustomizations,
  products,
} from '../../db/schema/index.js';
import { fetchFailureCause } from '../../http/fetchFailure.js';
import { safeFetch } from '../../http/safeFetch.js';
import { newWebhookSecret, signWebhook } from '../../http/standardWebhooks.js';
import type { SecretSealer } from '../../storage/sealedSecret.js';
import { newMessageId } from '../../webhooks/emitEvent.js';

/** What the rule needs from the configuration: the sealer of its secret and the allowlist. */
export interface AskDeps {
  sealer: SecretSealer;
  /** The operator's SAFE_FETCH_ALLOW. */
  allow: readonly string[];
}

/** The label the secret is sealed under: it opens only for its own organisation. */
export const askSecretLabel = (orgId: string) => `ask-rule-secret:${orgId}`;

export interface AskRuleConfig {
  url: string | null;
  enabled: boolean;
  secretSealed: string | null;
}

export async function loadAskRule(db: DbOrTx, orgId: string): Promise<AskRuleConfig> {
  const [row] = await db
    .select({
      url: portalCustomizations.askUrl,
      enabled: portalCustomizations.askEnabled,
      secretSealed: portalCustomizations.askSecretSealed,
    })
    .from(portalCustomizations)
    .where(eq(portalCustomizations.orgId, orgId));
  return row ?? { url: null, enabled: false, secretSealed: null };
}

/** A rule that can run: on, with a URL and a secret. */
export const askRuleActive = (
  rule: AskRuleConfig,
): rule is AskRuleConfig & { url: string; secretSealed: string } =>
  rule.enabled && Boolean(rule.url) && Boolean(rule.secretSealed);

/** A new secret, and its sealed form for the row. */
export function generateAskSecret(deps: AskDeps, orgId: string) {
  const secret = newWebhookSecret();
  return { secret, sealed: deps.sealer.seal(askSecretLabel(orgId), secret) };
}

export interface AskFacts {
  email: string;
  firstName: string;
  lastName: string;
  companyName: string;
  jobTitle: string | null;
  productId: string;
  itemUid: string | null;
  /** The products listed on the form (besides the one asked from), if the form lists them. */
  listedProductIds: string[];
  dryRun?: boolean;
}

/** The body posted: names of the product, item and listed products read from the database. */
export async function askRequestBody(
  db: DbOrTx,
  orgId: string,
  facts: AskFacts,
  now: Date,
): Promise<AskRuleRequestBody> {
  const ids = [...new Set([facts.productId, ...facts.listedProductIds])];
  const named = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.orgId, orgId), inArray(products.id, ids)));
  const nameOf = (id: string) => named.find((p) => p.id === id)?.name ?? '';
  const [item] = facts.itemUid
    ? await db
        .select({ uid: items.uid, title: items.title })
        .from(items)
        .where(
          and(
            eq(items.orgId, orgId),
            eq(items.productId, facts.productId),
            eq(items.uid, facts.itemUid),
          ),
        )
        .limit(1)
    : [];
  return {
    type: ASK_RULE_EVENT_TYPE,
    timestamp: now.toISOString(),
    data: {
      email: facts.email,
      firstName: facts.firstName,
      lastName: facts.lastName,
      company: facts.companyName,
      jobTitle: facts.jobTitle,
      product: { id: facts.productId, name: nameOf(facts.productId) },
      item: item ?? null,
      ...(facts.listedProductIds.length
        ? {
            requestedProducts: [...new Set(facts.listedProductIds)].map((id) => ({
              id,
              name: nameOf(id),
            })),
          }
        : {}),
      ...(facts.dryRun ? { dryRun: true as const } : {}),
    },
  };
}

/** The first product of the organisation: what the dry run's placeholder request names. */
export async function firstProductId(db: DbOrTx, orgId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.orgId, orgId))
    .orderBy(asc(products.position), asc(products.createdAt))
    .limit(1);
  return row?.id ?? null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function profileName(db: DbOrTx, orgId: string, id: string): Promise<string | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select({ name: permissionProfiles.name })
    .from(permissionProfiles)
    .where(and(eq(permissionProfiles.orgId, orgId), eq(permissionProfiles.id, id)));
  return row?.name ?? null;
}

/** Posts the body to the rule's endpoint and reads its answer; never throws for the endpoint. */
export async function askEndpoint(
  db: DbOrTx,
  orgId: string,
  rule: { url: string; secretSealed: string },
  body: AskRuleRequestBody,
  deps: AskDeps,
): Promise<AskRuleOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const text = JSON.stringify(body);
  let reply;
  try {
    const secret = deps.sealer.open(askSecretLabel(orgId), rule.secretSealed);
    const headers = signWebhook(
      { id: newMessageId(), timestamp: Math.floor(Date.now() / 1000), body: text },
      [secret],
    );
    const response = await safeFetch(rule.url, {
      method: 'POST',
      body: text,
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      timeoutMs: ASK_RULE_TIMEOUT_MS,
      maxBytes: ASK_RULE_MAX_ANSWER_BYTES,
      allow: deps.allow,
    });
    let json: unknown;
    try {
      json = JSON.parse(response.body.toString('utf8'));
    } catch {
      return { kind: 'failure', cause: 'the answer is not JSON', responseMs: elapsed() };
    }
    reply = askRuleReplySchema.safeParse(json);
    if (!reply.success) {
      return {
        kind: 'failure',
        cause:
          'the answer is not {"decision": "approve" | "decline" | "review", "reason"?, "profileId"?}',
        responseMs: elapsed(),
      };
    }
  } catch (error) {
    return { kind: 'failure', cause: fetchFailureCause(error), responseMs: elapsed() };
  }
  const responseMs = elapsed();
  const { decision, reason, profileId } = reply.data;
  return {
    kind: 'answer',
    decision,
    reason: reason?.trim() || null,
    profileId: profileId ?? null,
    profileName: profileId ? await profileName(db, orgId, profileId) : null,
    responseMs,
  };
}

/** What an outcome makes of a request: approved (with the profile), declined, or left to staff. */
export function askVerdict(
  outcome: AskRuleOutcome | null,
): { decision: 'approve'; profileId: string | null } | { decision: 'decline' } | null {
  if (!outcome || outcome.kind === 'failure') return null;
  if (outcome.decision === 'decline') return { decision: 'decline' };
  if (outcome.decision !== 'approve') return null;
  // A profile the organisation does not have: staff decide.
  if (outcome.profileId && !outcome.profileName) return null;
  return { decision: 'approve', profileId: outcome.profileId };
}

/** The rule run for a request the other rules left to staff: its outcome, or null when off. */
export async function consultAskRule(
  db: DbOrTx,
  orgId: string,
  facts: AskFacts,
  deps: AskDeps | undefined,
): Promise<AskRuleOutcome | null> {
  if (!deps) return null;
  const rule = await loadAskRule(db, orgId);
  if (!askRuleActive(rule)) return null;
  const body = await askRequestBody(db, orgId, facts, new Date());
  return askEndpoint(db, orgId, rule, body, deps);
}
