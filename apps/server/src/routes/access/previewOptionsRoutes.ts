/**
 * The staff bar's preview picker (visitor-portal.md §1 'preview mode'): the organisation's
 * accounts and permission profiles, to see the portal as one of them (`?accountId=` /
 * `?permissionProfileId=`). Staff with access:manage or statuspage:edit.
 */
import { forbidden, hasScope, type PreviewOptions } from '@candor/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accounts, permissionProfiles } from '../../db/schema/index.js';
import { tenantOf, viewerOf } from '../../viewer/requestViewer.js';
import { ErrorBody } from '../admin/adminRouteSchemas.js';
import { scopedRead } from '../trustCenter/staffRoute.js';

const option = z.object({ id: z.string(), name: z.string() });
const previewOptionsBody = z.object({
  accounts: z.array(option),
  permissionProfiles: z.array(option.extend({ isDefault: z.boolean() })),
});

export async function previewOptionsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/access/preview-options',
    {
      ...scopedRead(['access:manage', 'statuspage:edit']),
      schema: {
        summary: 'Accounts and permission profiles to preview the portal as',
        tags: ['visitor access: preview'],
        response: { 200: previewOptionsBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply): Promise<PreviewOptions> => {
      const { actor } = viewerOf(request);
      if (!hasScope(actor, 'access:manage') && !hasScope(actor, 'statuspage:edit')) {
        throw forbidden();
      }
      const orgId = tenantOf(request).org.id;
      const db = app.database.db;
      const [accountRows, profileRows] = await Promise.all([
        db
          .select({ id: accounts.id, name: accounts.name })
          .from(accounts)
          .where(eq(accounts.orgId, orgId))
          .orderBy(asc(accounts.name))
          .limit(1000),
        db
          .select({
            id: permissionProfiles.id,
            name: permissionProfiles.name,
            isDefault: permissionProfiles.isDefault,
          })
          .from(permissionProfiles)
          .where(eq(permissionProfiles.orgId, orgId))
          .orderBy(asc(permissionProfiles.name)),
      ]);
      reply.header('cache-control', 'private, no-store');
      return { accounts: accountRows, permissionProfiles: profileRows };
    },
  );
}
