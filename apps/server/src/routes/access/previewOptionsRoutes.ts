/**
 * The staff bar's preview picker (visitor-portal.md §1 'preview mode'): the organisation's
 * accounts and permission profiles, to see the portal as one of them (`?accountId=` /
 * `?permissionProfileId=`). Staff with access:manage or statuspage:edit.
 */
import { PREVIEW_PICKER_SCOPES, type PreviewOptions } from '@candor/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listPreviewOptions } from '../../services/access/listPreviewOptions.js';
import { serviceContext } from '../../services/serviceContext.js';
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
      ...scopedRead(PREVIEW_PICKER_SCOPES),
      schema: {
        summary: 'Accounts and permission profiles to preview the portal as',
        tags: ['visitor access: preview'],
        response: { 200: previewOptionsBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply): Promise<PreviewOptions> => {
      const options = await listPreviewOptions(serviceContext(request));
      reply.header('cache-control', 'private, no-store');
      return options;
    },
  );
}
