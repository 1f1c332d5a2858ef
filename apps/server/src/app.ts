/**
 * The Fastify application factory. main.ts listens with it; tests call it and use `inject`.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { analyticsRoutes } from './routes/admin/analyticsRoutes.js';
import { accessExportRoutes } from './routes/admin/accessExportRoutes.js';
import { PortalViewCounter } from './services/analytics/portalViewCounter.js';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { constants as zlibConstants } from 'node:zlib';
import { registerActorResolution } from './auth/actorResolution.js';
import { registerViewerResolution } from './viewer/requestViewer.js';
import { registerHotPages } from './ssr/hotPages.js';
import type { Config } from './config.js';
import { postgresPoolOf, type DatabaseHandle } from './db/client.js';
import { startPortalChangeListener } from './fleet/portalChangeChannel.js';
import { registerErrorHandling } from './errors/errorHandler.js';
import { frameworkErrorHandling } from './errors/frameworkErrors.js';
import './fastifyTypes.js';
import { FastPath } from './http/fastPath.js';
import { answerHashedAssets } from './http/hashedAssets.js';
import { registerSecurityHeaders } from './http/securityHeaders.js';
import { registerUnstorableTextRefusal } from './http/unstorableText.js';
import { auditCheckpointJob } from './services/audit/auditCheckpointJob.js';
import { verifyRoutes } from './routes/portal/verifyRoutes.js';
import { backfillDocumentLog } from './services/documents/backfillDocumentLog.js';
import { startPeriodicJobs } from './jobs/periodicJobs.js';
import { DOCUMENT_ACTIVITY_JOB } from './webhooks/documentActivity.js';
import { WEBHOOK_LOG_RETENTION_JOB } from './webhooks/deliveryLogRetention.js';
import { SESSION_CLEANUP_JOB } from './jobs/sessionCleanup.js';
import { ANALYTICS_RETENTION_JOB } from './jobs/analyticsRetention.js';
import { ACCESS_EXPIRY_NOTICE_JOB } from './services/access/accessExpiryNotice.js';
import { adminPageRoutes } from './routes/adminPageRoutes.js';
import { webhooksDocument } from './webhooks/webhooksDocument.js';
import type { JobWorkerOptions } from './jobs/jobWorker.js';
import { startServerJobs } from './services/serverJobs.js';
import { startRefreshSchedule } from './services/integrations/refreshIntegrations.js';
import { authRoutes } from './routes/authRoutes.js';
import { signInCodeRoutes } from './routes/signInCodeRoutes.js';
import { healthRoutes } from './routes/healthRoutes.js';
import { tlsRoutes } from './routes/tlsRoutes.js';
import { portalRoutes } from './routes/portal/portalRoutes.js';
import { documentRoutes } from './routes/documentRoutes.js';
import { shareRoutes } from './routes/shareRoutes.js';
import { bridgeLetterRoutes } from './routes/bridgeLetterRoutes.js';
import { trustCenterRoutes } from './routes/trustCenterRoutes.js';
import { settingsRoutes } from './routes/admin/settingsRoutes.js';
import { generativeAiRoutes } from './routes/admin/generativeAiRoutes.js';
import { registerHostHeaderCheck } from './http/hostHeaderCheck.js';
import { customDomainRoutes } from './routes/admin/customDomainRoutes.js';
import { ssoAdminRoutes } from './routes/admin/ssoRoutes.js';
import { webhookAdminRoutes } from './routes/admin/webhookRoutes.js';
import { ssoRoutes } from './routes/ssoRoutes.js';
import { productsRoutes } from './routes/admin/productsRoutes.js';
import { auditRoutes } from './routes/admin/auditRoutes.js';
import { cardEditRoutes } from './routes/trustCenter/cardEditRoutes.js';
import { itemRoutes } from './routes/trustCenter/itemRoutes.js';
import { staffRoutes } from './routes/admin/staffRoutes.js';
import { totpRoutes } from './routes/admin/totpRoutes.js';
import { mailRoutes } from './routes/admin/mailRoutes.js';
import { dashboardRoutes } from './routes/admin/dashboardRoutes.js';
import { dataExportRoutes } from './routes/admin/dataExportRoutes.js';
import { installationRoutes } from './routes/admin/installationRoutes.js';
import { setPasswordRoutes } from './routes/setPasswordRoutes.js';
import { passwordResetRoutes } from './routes/passwordResetRoutes.js';
import { orderRoutes } from './routes/trustCenter/orderRoutes.js';
import { cardIconRoutes } from './routes/trustCenter/cardIconRoutes.js';
import { companyRoutes } from './routes/companyRoutes.js';
import { subprocessorRoutes } from './routes/trustCenter/subprocessorRoutes.js';
import { documentLibraryRoutes } from './routes/documents/documentLibraryRoutes.js';
import { catalogueItemRoutes } from './routes/trustCenter/catalogueItemRoutes.js';
import { seoRoutes } from './routes/portal/seoRoutes.js';
import { updateRoutes } from './routes/trustCenter/updateRoutes.js';
import { subscriberRoutes } from './routes/admin/subscriberRoutes.js';
import { knowledgeBaseRoutes } from './routes/admin/knowledgeBaseRoutes.js';
import { subscriptionRoutes } from './routes/portal/subscriptionRoutes.js';
import { cardViewRoutes } from './routes/portal/cardViewRoutes.js';
import { askAiRoutes } from './routes/portal/askAiRoutes.js';
import { enqueueAiIndexForAll, followContentChanges } from './ai/aiIndex.js';
import { searchRoutes } from './routes/portal/searchRoutes.js';
import { feedRoutes } from './routes/portal/feedRoutes.js';
import { postureRoutes } from './routes/portal/postureRoutes.js';
import { accessRoutes } from './routes/portal/accessRoutes.js';
import { accessAdminRoutes } from './routes/admin/accessAdminRoutes.js';
import { memberRoutes } from './routes/access/memberRoutes.js';
import { publicApiRoutes } from './routes/portal/publicApiRoutes.js';
import { apiTokenRoutes } from './routes/access/apiTokenRoutes.js';
import { byoidRoutes } from './routes/access/byoidRoutes.js';
import { previewOptionsRoutes } from './routes/access/previewOptionsRoutes.js';
import { testSupportRoutes } from './routes/testing/testSupportRoutes.js';
import { accountAdminRoutes } from './routes/admin/accountAdminRoutes.js';
import { ndaRoutes } from './routes/portal/ndaRoutes.js';
import { integrationRoutes } from './routes/trustCenter/integrationRoutes.js';
import { e2eRoutes } from './routes/testing/e2eRoutes.js';
import { shellE2eRoutes } from './routes/testing/shellE2eRoutes.js';
import { memberConversationRoutes } from './routes/conversations/memberConversationRoutes.js';
import { conversationAdminRoutes } from './routes/conversations/conversationAdminRoutes.js';
import { loadWebRenderer } from './ssr/loadWebRenderer.js';
import type { PageRenderer } from './ssr/pageRenderer.js';
import type { FileStore } from './storage/fileStore.js';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  fileStore: FileStore;
  /** Renders pages; defaults to the web app's built SSR entry under config.webDist. */
  renderer?: PageRenderer;
  /** The job worker's options; false runs none (a test that drives its own). */
  jobWorker?: JobWorkerOptions | false;
  /**
   * False starts nothing in the background (no fleet listener, job worker, periodic jobs,
   * refreshes or Ask AI indexing): the command line builds the app only to read its routes.
   */
  background?: boolean;
}

export const API_DOCS_PREFIX = '/api/docs';

/** Hashed build output never changes under the same name. */
const IMMUTABLE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/** pino-pretty is a dev dependency: a pruned production install does not have it. */
function prettyLoggerInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  const pretty =
    config.nodeEnv === 'development' && process.stdout.isTTY && prettyLoggerInstalled();
  return {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    ...(pretty ? { transport: { target: 'pino-pretty', options: { colorize: true } } } : {}),
  };
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database, fileStore } = options;
  const background = options.background !== false;
  const renderer = options.renderer ?? (await loadWebRenderer(config.webDist));
  const assetsDir = path.join(config.webDist, 'client', 'assets');
  const hasAssets = existsSync(assetsDir);
  // Hashed files, organisation images, brand marks and /healthz are answered from memory before
  // Fastify's hooks (http/fastPath.ts).
  const fastPath = new FastPath();
  if (hasAssets) answerHashedAssets(fastPath, assetsDir);

  const app = Fastify({
    serverFactory: fastPath.serverFactory(),
    logger: loggerOptions(config),
    // One line per request is noise at info level and a measurable cost under load.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    ...frameworkErrorHandling(config, renderer.scriptHashes),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routeTable: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routeTable.push(route);
  });
  app.decorate('routeTable', routeTable);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('fileStore', fileStore);
  app.decorate('fastPath', fastPath);
  app.decorate('renderPage', renderer);
  // main.ts sets it on SIGTERM: /readyz then answers 503 while requests drain.
  app.decorate('shuttingDown', false);
  const portalViews = new PortalViewCounter(database.db, app.log);
  app.decorate('portalViews', portalViews);
  app.addHook('onClose', () => portalViews.close());

  // Servers sharing a PostgreSQL database hear each other's changes (fleet/portalChangeChannel).
  if (database.kind === 'postgres' && background) {
    const listener = startPortalChangeListener({
      clientConfig: postgresPoolOf(database).options,
      scope: database.db,
      log: app.log,
    });
    app.addHook('onClose', () => listener.close());
    await listener.ready;
  }

  registerSecurityHeaders(app, config, renderer.scriptHashes ?? []);
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);

  await app.register(fastifySwagger, {
    openapi: {
      // 3.1: the document also describes the webhooks Candor sends (webhooks/webhooksDocument.ts).
      openapi: '3.1.0',
      info: {
        title: 'Candor API',
        description: 'The HTTP API of Candor, an open-source trust center.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description:
              "An account member's API token (`cndr_…`), made in the portal's account menu; accepted by the public read API (`/api/v1`) alone.",
          },
        },
      },
      webhooks: webhooksDocument(),
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    // Swagger UI needs more than the portal's policy allows; this policy applies to its own
    // routes only (the plugin sets it in its encapsulated context).
    staticCSP: true,
  });

  registerErrorHandling(app);
  registerHostHeaderCheck(app);
  registerActorResolution(app);
  registerUnstorableTextRefusal(app);
  registerViewerResolution(app);
  registerHotPages(app);

  fastPath.answerFor(app);
  if (hasAssets) {
    await app.register(fastifyStatic, {
      root: assetsDir,
      prefix: '/assets/',
      index: false,
      immutable: true,
      maxAge: IMMUTABLE_MAX_AGE_MS,
      cacheControl: true,
      // The build writes .br and .gz beside each hashed file (best quality, once); serving them
      // sets Content-Encoding, which @fastify/compress leaves alone.
      preCompressed: true,
      // Browsers only ever ask for hashed names; a directory listing or a 'dotfile' never.
      dotfiles: 'deny',
    });
  }

  await app.register(healthRoutes);
  await app.register(tlsRoutes);
  await app.register(authRoutes);
  await app.register(signInCodeRoutes);
  await app.register(adminPageRoutes);
  await app.register(shareRoutes);
  await app.register(publicApiRoutes);
  await app.register(apiTokenRoutes);
  await app.register(bridgeLetterRoutes);
  await app.register(documentRoutes);
  await app.register(trustCenterRoutes);
  await app.register(settingsRoutes);
  await app.register(generativeAiRoutes);
  await app.register(customDomainRoutes);
  await app.register(ssoAdminRoutes);
  await app.register(webhookAdminRoutes);
  await app.register(ssoRoutes);
  await app.register(productsRoutes);
  await app.register(auditRoutes);
  await app.register(cardEditRoutes);
  await app.register(itemRoutes);
  await app.register(staffRoutes);
  await app.register(totpRoutes);
  await app.register(mailRoutes);
  await app.register(dashboardRoutes);
  await app.register(dataExportRoutes);
  await app.register(installationRoutes);
  await app.register(setPasswordRoutes);
  await app.register(passwordResetRoutes);
  await app.register(orderRoutes);
  await app.register(cardIconRoutes);
  await app.register(companyRoutes);
  await app.register(subprocessorRoutes);
  await app.register(catalogueItemRoutes);
  await app.register(documentLibraryRoutes);
  await app.register(seoRoutes);
  await app.register(updateRoutes);
  await app.register(subscriberRoutes);
  await app.register(knowledgeBaseRoutes);
  await app.register(analyticsRoutes);
  await app.register(accessExportRoutes);
  await app.register(subscriptionRoutes);
  await app.register(cardViewRoutes);
  await app.register(askAiRoutes);
  await app.register(searchRoutes);
  await app.register(feedRoutes);
  await app.register(verifyRoutes);
  await app.register(postureRoutes);
  await app.register(accessRoutes);
  await app.register(accessAdminRoutes);
  await app.register(memberRoutes);
  await app.register(byoidRoutes);
  await app.register(previewOptionsRoutes);
  await app.register(accountAdminRoutes);
  await app.register(ndaRoutes);
  await app.register(memberConversationRoutes);
  await app.register(conversationAdminRoutes);
  await app.register(integrationRoutes);
  if (config.e2eRoutes) {
    await app.register(e2eRoutes);
    await app.register(shellE2eRoutes);
    await app.register(testSupportRoutes);
  }
  await app.register(portalRoutes);

  if (!background) return app;
  // Every server schedules the periodic jobs; one job per tick runs (jobs/periodicJobs.ts).
  const periodic = [
    SESSION_CLEANUP_JOB,
    ANALYTICS_RETENTION_JOB,
    ACCESS_EXPIRY_NOTICE_JOB,
    DOCUMENT_ACTIVITY_JOB,
    WEBHOOK_LOG_RETENTION_JOB,
  ];
  if (config.auditCheckpointMs > 0) periodic.push(auditCheckpointJob(config.auditCheckpointMs));
  const periodicJobs = startPeriodicJobs(database.db, periodic, { log: app.log });
  app.addHook('onClose', () => periodicJobs.stop());
  if (options.jobWorker !== false) {
    const jobWorker = startServerJobs(config, database.db, {
      log: app.log,
      fileStore,
      ...options.jobWorker,
    });
    app.addHook('onClose', () => jobWorker.stop());
    if (config.integrationRefreshMs > 0) {
      const refresh = startRefreshSchedule(database.db, {
        intervalMs: config.integrationRefreshMs,
        log: app.log,
      });
      app.addHook('onClose', async () => refresh.stop());
    }
  }
  // Documents stored before the document log get their version 1 in it (once), in the
  // background: a start never waits on it, nor on a database that does not answer.
  let documentLogBackfill: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    documentLogBackfill = backfillDocumentLog(database.db).catch((error: unknown) => {
      app.log.warn({ err: error }, 'could not record the existing documents in the document log');
    });
  });
  app.addHook('onClose', async () => {
    await documentLogBackfill;
  });
  if (config.ai) {
    // Ask AI's datastore follows content changes, and catches up with any made while it was off.
    const stopFollowing = followContentChanges(database.db, app.log);
    app.addHook('onClose', async () => stopFollowing());
    app.addHook('onReady', async () => {
      await enqueueAiIndexForAll(database.db).catch((error: unknown) => {
        app.log.warn({ err: error }, 'could not queue the Ask AI index');
      });
    });
  }

  return app;
}
