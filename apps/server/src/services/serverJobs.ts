/**
 * The job worker every server runs: the handlers of each queue, wired to the configuration (the
 * mail transport). app.ts starts it and stops it when the app closes. It sits in services/
 * because services provide some of the handlers it registers (update mail, integration refresh,
 * audit checkpoints): jobs/ holds the queue machinery and imports no service.
 */
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { mailJobHandler } from '../mail/mailJob.js';
import { MAIL_QUEUE } from '../mail/mailQueue.js';
import { smtpTransport } from '../mail/mailTransport.js';
import { updateMailJobHandler } from './updates/updateMailJob.js';
import { UPDATE_MAIL_QUEUE } from './updates/updateMailQueue.js';
import { subscriptionTokens } from '../updates/subscriptionTokens.js';
import { AI_INDEX_QUEUE, aiIndexJobHandler } from '../ai/aiIndex.js';
import { openAiProvider } from '../ai/aiProvider.js';
import { providerClientOptions } from '../integrations/providerClients.js';
import {
  INTEGRATION_REFRESH_QUEUE,
  integrationRefreshHandler,
} from './integrations/refreshIntegrations.js';
import { AUDIT_CHECKPOINT_QUEUE, auditCheckpointHandler } from './audit/auditCheckpointJob.js';
import { JobHandlerRegistry } from '../jobs/jobHandlers.js';
import type { FileStore } from '../storage/fileStore.js';
import { DATA_EXPORT_QUEUE, dataExportJobHandler } from './dataExport/dataExportJob.js';
import { SESSION_CLEANUP_QUEUE, sessionCleanupHandler } from '../jobs/sessionCleanup.js';
import {
  ANALYTICS_RETENTION_QUEUE,
  analyticsRetentionHandler,
} from '../jobs/analyticsRetention.js';
import { PASSWORD_RESET_QUEUE, passwordResetJobHandler } from './staff/passwordReset.js';
import {
  ACCESS_EXPIRY_NOTICE_QUEUE,
  accessExpiryNoticeHandler,
} from './access/accessExpiryNotice.js';
import { startJobWorker, type JobWorker, type JobWorkerOptions } from '../jobs/jobWorker.js';
import { configSecretSealer } from '../storage/sealedSecret.js';
import { webhookDeliveryHandler } from '../webhooks/deliverWebhook.js';
import { WEBHOOK_DELIVERY_QUEUE } from '../webhooks/emitEvent.js';
import { DOCUMENT_ACTIVITY_QUEUE, documentActivityHandler } from '../webhooks/documentActivity.js';
import {
  WEBHOOK_LOG_RETENTION_QUEUE,
  webhookLogRetentionHandler,
} from '../webhooks/deliveryLogRetention.js';
import { disableFailingDestination } from './webhooks/disableFailingDestination.js';

export interface ServerJobOptions extends JobWorkerOptions {
  /** The app's file store: given, this worker also writes the private area's exports. */
  fileStore?: FileStore;
  /** Replaces the webhook retry schedule's waits (tests; production keeps the schedule). */
  webhookRetryDelayMs?: (attempts: number) => number;
}

export function startServerJobs(
  config: Config,
  db: Db,
  { fileStore, webhookRetryDelayMs, ...options }: ServerJobOptions = {},
): JobWorker {
  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl) : null;
  const registry = new JobHandlerRegistry()
    .register(
      MAIL_QUEUE,
      mailJobHandler({
        transport,
        from: config.mailFrom,
        messageIdDomain: new URL(config.baseUrl).hostname,
      }),
    )
    .register(SESSION_CLEANUP_QUEUE, sessionCleanupHandler())
    .register(ANALYTICS_RETENTION_QUEUE, analyticsRetentionHandler(config.accessLogRetentionDays))
    .register(PASSWORD_RESET_QUEUE, passwordResetJobHandler({ baseUrl: config.baseUrl }))
    .register(ACCESS_EXPIRY_NOTICE_QUEUE, accessExpiryNoticeHandler({ baseUrl: config.baseUrl }))
    .register(
      UPDATE_MAIL_QUEUE,
      updateMailJobHandler({
        baseUrl: config.baseUrl,
        tokens: subscriptionTokens(config.sessionSecret),
      }),
    )
    .register(INTEGRATION_REFRESH_QUEUE, integrationRefreshHandler(providerClientOptions(config)))
    .register(
      WEBHOOK_DELIVERY_QUEUE,
      webhookDeliveryHandler({
        sealer: configSecretSealer(config),
        allow: config.safeFetchAllow,
        async disable(endpoint, reason) {
          await disableFailingDestination(db, endpoint, reason, config.baseUrl);
        },
        ...(webhookRetryDelayMs ? { retryDelayMs: webhookRetryDelayMs } : {}),
      }),
    )
    .register(DOCUMENT_ACTIVITY_QUEUE, documentActivityHandler())
    .register(WEBHOOK_LOG_RETENTION_QUEUE, webhookLogRetentionHandler());
  if (config.auditCheckpointMs > 0) {
    registry.register(AUDIT_CHECKPOINT_QUEUE, auditCheckpointHandler(config.dataDir));
  }
  if (fileStore) {
    registry.register(DATA_EXPORT_QUEUE, dataExportJobHandler(fileStore, config.dataDir));
  }
  if (config.ai) registry.register(AI_INDEX_QUEUE, aiIndexJobHandler(openAiProvider(config.ai)));
  const worker = startJobWorker(db, registry, options);
  return {
    workerId: worker.workerId,
    runOnce: () => worker.runOnce(),
    async stop() {
      await worker.stop();
      transport?.close();
    },
  };
}
