/**
 * What every use case runs with: the request's one viewer (who, which organisation, which
 * mode), the database, and the request's metadata for the audit log. The command line and jobs
 * run with a system context instead (`systemContext`).
 */
import { buildViewer, PORTAL_DEFAULTS, type Actor, type Viewer } from '@candor/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { viewerOf } from '../viewer/requestViewer.js';

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
}

/**
 * The context of a route without a tenant (sign-in, setting a password, /admin, robots.txt):
 * the database and the request's metadata, and no viewer yet.
 */
export interface RequestContext {
  db: Db;
  meta: RequestMeta;
}

export interface ServiceContext extends RequestContext {
  viewer: Viewer;
}

export function requestMeta(request: FastifyRequest): RequestMeta {
  const userAgent = request.headers['user-agent'];
  return {
    ip: request.ip || null,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 512) : null,
    requestId: request.id,
  };
}

export const requestContext = (request: FastifyRequest): RequestContext => ({
  db: request.server.database.db,
  meta: requestMeta(request),
});

/** The context of a route that declared a tenant locator. */
export const serviceContext = (request: FastifyRequest): ServiceContext => ({
  viewer: viewerOf(request),
  ...requestContext(request),
});

/** A context whose actor is the system: only `systemContext` makes one, never a request. */
export interface SystemContext extends ServiceContext {
  viewer: Viewer & { actor: Extract<Actor, { type: 'system' }> };
}

/**
 * The context of the command line and of jobs: the system, named by its command or job (the
 * audit row's actor, e.g. 'plan'), acting on one organisation. `mutate` runs it without the
 * policy (there is no request to authorize: the operator ran the command, or an authorised
 * request or the schedule queued the job) and otherwise like any mutation.
 */
export function systemContext(db: Db, orgId: string, job: string): SystemContext {
  const actor = { type: 'system', job } as const;
  const viewer = buildViewer({
    actor,
    orgId,
    productId: null,
    query: {},
    settings: {
      publicAccessLevel: PORTAL_DEFAULTS.publicAccessLevel,
      documentAccessType: PORTAL_DEFAULTS.documentAccessType,
    },
  });
  return { viewer: { ...viewer, actor }, db, meta: { ip: null, userAgent: null, requestId: null } };
}

/**
 * The context of the installation's operator (routes/admin/installationRoutes.ts, the operator's
 * commands): who acts and the request's metadata, and no tenant or viewer, for the operator may
 * have no organisation. `mutateInstallation` authorizes with `isInstallationOperator`.
 */
export interface InstallationContext extends RequestContext {
  actor: Actor;
}

export const installationContext = (request: FastifyRequest): InstallationContext => ({
  actor: request.actor,
  ...requestContext(request),
});

/** The command line's installation context: the system, named by its command. */
export const systemInstallationContext = (db: Db, job: string): InstallationContext => ({
  actor: { type: 'system', job },
  db,
  meta: { ip: null, userAgent: null, requestId: null },
});
