/**
 * The private area's Overview: GET /api/admin/dashboard for any staff member of the
 * organisation (each widget only when their abilities show it, null otherwise), and publishing
 * or unpublishing the portal (settings:edit; the set-up checklist and Settings → General).
 */
import { dashboardSchema } from '@candor/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createQuestionnaireLinks } from '../../services/conversations/questionnaireLinks.js';
import { loadDashboard } from '../../services/dashboard/loadDashboard.js';
import { serviceContext } from '../../services/serviceContext.js';
import { publishPortal } from '../../services/settings/publishPortal.js';
import { anyStaffRead, scopedRoute } from '../trustCenter/staffRoute.js';
import { errorResponses } from './adminRouteSchemas.js';

const tags = ['admin: overview'];

export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const links = createQuestionnaireLinks(app.config.sessionSecret);

  routes.get(
    '/api/admin/dashboard',
    {
      ...anyStaffRead,
      schema: {
        summary: 'The Overview: what waits for staff and how the portal is doing',
        description:
          'Any staff member of the organisation. Each widget is null unless the staff member’s abilities show it: access requests (access:manage), questionnaires, conversations and analytics (access:manage), expiring documents and certifications (statuspage:edit), subscribers (statuspage:edit), the audit log (audit:view); the set-up checklist lists the steps theirs (settings:edit, statuspage:edit) until all are done. A widget whose read failed is null and named in unavailable.',
        tags,
        response: { 200: dashboardSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return loadDashboard(serviceContext(request), links, (widget, error) =>
        request.log.error({ err: error, widget }, 'a dashboard widget could not be read'),
      );
    },
  );

  const publishing = [
    ['publish', true, 'Publish the portal (share links work from then on)'],
    ['unpublish', false, 'Unpublish the portal (share links are disabled; visitors still read it)'],
  ] as const;
  for (const [path, publish, summary] of publishing) {
    routes.post(
      `/api/admin/settings/${path}`,
      {
        ...scopedRoute('settings:edit'),
        schema: {
          summary,
          tags,
          response: { 200: z.object({ message: z.string() }), ...errorResponses },
        },
      },
      async (request) => publishPortal(serviceContext(request), publish),
    );
  }
}
