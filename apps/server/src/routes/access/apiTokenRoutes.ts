/**
 * The signed-in member's API tokens (the account menu's 'API tokens'), under `/api/account/`
 * on any host of the organisation: the member session is the tenant, and a member only ever
 * sees and revokes their own tokens. The tokens themselves open the public read API alone.
 */
import {
  API_TOKEN_MESSAGES,
  apiTokenViewSchema,
  createApiTokenInputSchema,
  createdApiTokenSchema,
  DomainError,
} from '@candor/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sameOriginCheck } from '../../auth/sameOriginCheck.js';
import { listApiTokens } from '../../services/apiTokens/apiTokenViews.js';
import { createApiToken } from '../../services/apiTokens/createApiToken.js';
import { revokeApiToken } from '../../services/apiTokens/revokeApiToken.js';
import { serviceContext } from '../../services/serviceContext.js';
import { ErrorBody, uuidParam } from '../admin/adminRouteSchemas.js';
import { memberTenant } from './memberRoutes.js';

const BASE = '/api/account/api-tokens';
const tags = ['visitor access: members'];

export async function apiTokenRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { tenant: memberTenant };
  // memberTenant has already refused anyone but a member.
  const memberOf = (request: FastifyRequest) => {
    const ctx = serviceContext(request);
    const { actor } = ctx.viewer;
    if (actor.type !== 'member') throw new DomainError('unauthenticated', 'Sign in to continue');
    return { ctx, memberId: actor.memberId };
  };

  routes.get(
    BASE,
    {
      config,
      schema: {
        summary: "The member's API tokens",
        description: 'Live and expired tokens, newest first; revoked ones are gone.',
        tags,
        response: { 200: z.object({ tokens: z.array(apiTokenViewSchema) }), 401: ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { ctx, memberId } = memberOf(request);
      const tokens = await listApiTokens(ctx.db, ctx.viewer.orgId, { memberId });
      return { tokens: tokens.map(({ memberId: _, memberEmail: __, ...view }) => view) };
    },
  );

  routes.post(
    BASE,
    {
      config,
      onRequest: sameOriginCheck,
      schema: {
        summary: 'Create an API token',
        description:
          'A token for the public read API (`/api/v1`), seeing what the member sees, expiring in 30, 90 or 365 days. The token is in this answer only.',
        tags,
        body: createApiTokenInputSchema,
        response: { 201: createdApiTokenSchema, 400: ErrorBody, 401: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const created = await createApiToken(serviceContext(request), request.body);
      return reply.status(201).header('cache-control', 'no-store').send(created);
    },
  );

  routes.delete(
    `${BASE}/:tokenId`,
    {
      config,
      onRequest: sameOriginCheck,
      schema: {
        summary: 'Revoke an API token',
        tags,
        params: z.object({ tokenId: uuidParam(API_TOKEN_MESSAGES.notFound) }),
        response: { 200: z.object({ message: z.string() }), 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const { ctx, memberId } = memberOf(request);
      await revokeApiToken(ctx, request.params.tokenId, { memberId });
      return { message: API_TOKEN_MESSAGES.revoked };
    },
  );
}
