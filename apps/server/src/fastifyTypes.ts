/** Fastify type augmentations for what this server decorates its instance and requests with. */
import type { Actor } from '@candor/domain';
import type { RouteOptions } from 'fastify';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import type { FastPath } from './http/fastPath.js';
import type { FileStore } from './storage/fileStore.js';
import type { PortalViewCounter } from './services/analytics/portalViewCounter.js';
import type { PageRenderer } from './ssr/pageRenderer.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    fileStore: FileStore;
    /** Answers replayed before Fastify runs; a route plugin adds its own recorder. */
    fastPath: FastPath;
    renderPage: PageRenderer;
    /** Portal views counted in memory and written every few seconds. */
    portalViews: PortalViewCounter;
    /** Every route the app registered, as registered (the authorization sweep and fuzz read it). */
    routeTable: readonly RouteOptions[];
  }
  interface FastifyRequest {
    /** Who is asking: staff from a valid session cookie, otherwise a visitor. */
    actor: Actor;
  }
  interface FastifyContextConfig {
    /** The route answers browsers with HTML; its errors render the web app's error pages. */
    html?: boolean;
    /** Errors of this HTML route re-render this page instead of the generic one. */
    errorPage?: 'login' | 'forgot_password' | 'login_code';
  }
}

export {};
