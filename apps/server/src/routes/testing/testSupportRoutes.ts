/**
 * Only with CANDOR_E2E_ROUTES=1 (the end-to-end specs): staff with access:manage create an
 * account with a member and a grant of the default product, and get the member's sign-in link,
 * as the login tab would mail it. Until the staff screens for accounts exist, this is how a spec
 * gets a member. Never registered otherwise.
 */
import { forbidden, hasScope } from '@candor/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessGrants, accountMembers, accounts } from '../../db/schema/index.js';
import { issueLoginToken } from '../../services/access/memberLoginLinks.js';
import { tenantOf, viewerOf } from '../../viewer/requestViewer.js';
import { scopedRoute } from '../trustCenter/staffRoute.js';

export async function testSupportRoutes(app: FastifyInstance): Promise<void> {
  if (!app.config.e2eRoutes) return;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/api/testing/account-members',
    {
      ...scopedRoute('access:manage'),
      schema: {
        hide: true,
        body: z.object({
          accountName: z.string().min(1).max(100),
          email: z.string().email().max(254),
          firstName: z.string().min(1).max(100),
          lastName: z.string().min(1).max(100),
          accessExpiresAt: z.string().datetime().nullable().default(null),
        }),
      },
    },
    async (request) => {
      if (!hasScope(viewerOf(request).actor, 'access:manage')) throw forbidden();
      const { org } = tenantOf(request);
      const product = org.defaultProduct!;
      const body = request.body;
      return app.database.db.transaction(async (tx) => {
        const [account] = await tx
          .insert(accounts)
          .values({
            orgId: org.id,
            name: body.accountName,
            reviewStatus: 'InProgress',
            accessExpiresAt: body.accessExpiresAt ? new Date(body.accessExpiresAt) : null,
          })
          .returning();
        const [member] = await tx
          .insert(accountMembers)
          .values({
            orgId: org.id,
            accountId: account!.id,
            email: body.email.toLowerCase(),
            firstName: body.firstName,
            lastName: body.lastName,
          })
          .returning();
        await tx
          .insert(accessGrants)
          .values({ orgId: org.id, accountId: account!.id, productId: product.id });
        const { token } = await issueLoginToken(tx, {
          orgId: org.id,
          memberId: member!.id,
          productId: product.id,
        });
        return {
          accountId: account!.id,
          memberId: member!.id,
          signInUrl: `${app.config.baseUrl}/${org.slug}/api/auth/sign-in?token=${token}`,
        };
      });
    },
  );
}
