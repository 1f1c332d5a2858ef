/**
 * Seeding routes of the end-to-end tests, registered only with CANDOR_E2E_ROUTES=1 on a
 * loopback BASE_URL (config.e2eRoutes): never part of a real installation. The portal's
 * embedded database is locked by the server, so a spec cannot seed it directly; staff with
 * access:manage may here open a session for a member of their organisation, which the spec
 * puts in the member's browser as the `candor_member` cookie (the mailed sign-in link belongs
 * to another part of visitor access).
 */
import { assertAuthorized, normaliseEmail, notFound } from '@candor/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MEMBER_SESSION_COOKIE, openMemberSession } from '../../auth/memberSession.js';
import { accountMembers } from '../../db/schema/index.js';
import { serviceContext } from '../../services/serviceContext.js';
import { scopedRoute } from '../trustCenter/staffRoute.js';

export async function e2eRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/api/testing/member-session',
    {
      ...scopedRoute('access:manage'),
      schema: {
        hide: true,
        body: z.object({ email: z.string().max(254) }),
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      const { orgId, actor } = ctx.viewer;
      assertAuthorized(actor, 'access.manage', { orgId });
      const [member] = await ctx.db
        .select({ id: accountMembers.id })
        .from(accountMembers)
        .where(
          and(
            eq(accountMembers.orgId, orgId),
            eq(accountMembers.email, normaliseEmail(request.body.email)),
          ),
        );
      if (!member) throw notFound('Member not found');
      const session = await openMemberSession(ctx.db, {
        orgId,
        memberId: member.id,
        ip: ctx.meta.ip,
        userAgent: ctx.meta.userAgent,
      });
      return {
        cookie: MEMBER_SESSION_COOKIE,
        token: session.token,
        expiresAt: session.expiresAt.toISOString(),
      };
    },
  );
}
