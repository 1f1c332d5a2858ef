/**
 * What every use case runs with: the request's one viewer (who, which organisation, which
 * mode), the database, and the request's metadata for the audit log.
 */
import type { Viewer } from '@candor/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { viewerOf } from '../viewer/requestViewer.js';

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
}

export interface ServiceContext {
  viewer: Viewer;
  db: Db;
  meta: RequestMeta;
}

export function requestMeta(request: FastifyRequest): RequestMeta {
  const userAgent = request.headers['user-agent'];
  return {
    ip: request.ip || null,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 512) : null,
    requestId: request.id,
  };
}

/** The context of a route that declared a tenant locator. */
export const serviceContext = (request: FastifyRequest): ServiceContext => ({
  viewer: viewerOf(request),
  db: request.server.database.db,
  meta: requestMeta(request),
});
