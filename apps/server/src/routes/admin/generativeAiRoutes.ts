/**
 * The private area's Generative AI settings: `GET|PUT /api/admin/generative-ai` (settings:edit;
 * the organisation is the staff session's). Whether Ask AI is offered to account members
 * follows from these, the plan and the operator's AI provider (domain `askAiLevel`).
 */
import { generativeAiSettingsSchema, generativeAiSettingsViewSchema } from '@candor/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  getGenerativeAiSettings,
  updateGenerativeAiSettings,
} from '../../services/ai/generativeAiSettings.js';
import { serviceContext } from '../../services/serviceContext.js';
import { scopedRead, scopedRoute } from '../trustCenter/staffRoute.js';
import { errorResponses } from './adminRouteSchemas.js';

const tags = ['admin: settings'];

export async function generativeAiRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const providerConfigured = app.config.ai !== undefined;

  routes.get(
    '/api/admin/generative-ai',
    {
      ...scopedRead('settings:edit'),
      schema: {
        summary: "The organisation's Generative AI settings",
        description:
          'With whether the installation has an AI provider and the plan includes Trust Center AI.',
        tags,
        response: { 200: generativeAiSettingsViewSchema, ...errorResponses },
      },
    },
    async (request) => getGenerativeAiSettings(serviceContext(request), providerConfigured),
  );

  routes.put(
    '/api/admin/generative-ai',
    {
      ...scopedRoute('settings:edit'),
      schema: {
        summary: 'Switch generative AI and Trust Center AI (Ask AI) on or off',
        description:
          'Switched on (with an AI provider configured), the content is embedded in the background; switched off, the stored passages are removed.',
        tags,
        body: generativeAiSettingsSchema,
        response: { 200: generativeAiSettingsViewSchema, ...errorResponses },
      },
    },
    async (request) =>
      updateGenerativeAiSettings(serviceContext(request), request.body, providerConfigured),
  );
}
