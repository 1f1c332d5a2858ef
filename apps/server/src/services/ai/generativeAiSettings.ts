/**
 * The organisation's Generative AI settings (visitor-portal.md §4: 'enable it in your Generative
 * AI settings'), read and changed by staff with settings:edit. A change goes through `mutate`
 * (audit row, organisation revision, so pages show the new Ask AI level) and queues a sync of
 * the Ask AI datastore in the same transaction: switched on, the content is embedded; switched
 * off, every stored passage of the organisation is removed.
 */
import {
  assertAuthorized,
  effectiveFeatures,
  isFlagOn,
  type GenerativeAiSettings,
  type GenerativeAiSettingsView,
} from '@candor/domain';
import { eq } from 'drizzle-orm';
import { AI_INDEX_QUEUE, loadAiSettings } from '../../ai/aiIndex.js';
import { orgAiSettings, orgFeatures } from '../../db/schema/index.js';
import { enqueueJob } from '../../jobs/enqueueJob.js';
import { notifyJobsQueued } from '../../jobs/jobSignals.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';

async function planIncludesTrustCenterAi(ctx: ServiceContext): Promise<boolean> {
  const [row] = await ctx.db
    .select({ plan: orgFeatures.plan, flags: orgFeatures.flags })
    .from(orgFeatures)
    .where(eq(orgFeatures.orgId, ctx.viewer.orgId));
  return isFlagOn(effectiveFeatures(row?.plan ?? 'self_hosted', row?.flags ?? {}), 'trustCenterAi');
}

export async function getGenerativeAiSettings(
  ctx: ServiceContext,
  providerConfigured: boolean,
): Promise<GenerativeAiSettingsView> {
  const { actor, orgId } = ctx.viewer;
  assertAuthorized(actor, 'settings.view', { orgId });
  return {
    ...(await loadAiSettings(ctx.db, orgId)),
    providerConfigured,
    planIncludesTrustCenterAi: await planIncludesTrustCenterAi(ctx),
  };
}

export async function updateGenerativeAiSettings(
  ctx: ServiceContext,
  input: GenerativeAiSettings,
  providerConfigured: boolean,
): Promise<GenerativeAiSettingsView> {
  const { orgId } = ctx.viewer;
  const before = await loadAiSettings(ctx.db, orgId);
  await mutate(ctx, {
    action: 'settings.edit',
    subject: {},
    revision: 'organisation',
    async run(tx) {
      await tx
        .insert(orgAiSettings)
        .values({ orgId, ...input })
        .onConflictDoUpdate({
          target: orgAiSettings.orgId,
          set: { ...input, updatedAt: new Date() },
        });
      if (providerConfigured) {
        await enqueueJob(tx, {
          queue: AI_INDEX_QUEUE,
          orgId,
          payload: { orgId },
          idempotencyKey: `ai-index:${orgId}:settings:${Date.now()}`,
        });
      }
    },
    audit: () => ({
      action: 'settings.generative_ai',
      entityType: 'organisation',
      entityId: orgId,
      before,
      after: input,
    }),
  });
  if (providerConfigured) notifyJobsQueued();
  return getGenerativeAiSettings(ctx, providerConfigured);
}
