/**
 * The private area's Settings (api-contract.md): the portal settings of visitor-portal.md §3 and
 * the organisation's logo, favicon and banner. Staff session with settings:edit; the
 * organisation is the session's. Thin routes: schema, context, service, answer.
 */
import { adminSettingsSchema, SETTINGS_IMAGE_KINDS, settingsPatchSchema } from '@candor/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getSettings } from '../../services/settings/getSettings.js';
import {
  removeSettingsImage,
  replaceSettingsImage,
} from '../../services/settings/settingsImage.js';
import { updateSettings } from '../../services/settings/updateSettings.js';
import { serviceContext } from '../../services/serviceContext.js';
import { readUploadedImage, registerImageUploads } from './uploadedImage.js';
import { scopedRead, scopedRoute } from '../trustCenter/staffRoute.js';
import { errorResponses } from './adminRouteSchemas.js';

const tags = ['admin: settings'];

const settingsAnswer = { 200: z.object({ settings: adminSettingsSchema }), ...errorResponses };
const savedAnswer = {
  200: z.object({ settings: adminSettingsSchema, message: z.string() }),
  ...errorResponses,
};

const imageParams = z.object({
  kind: z.enum(SETTINGS_IMAGE_KINDS, { error: 'Unknown image: use logo, favicon or banner' }),
});

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  await registerImageUploads(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/settings',
    {
      ...scopedRead('settings:edit'),
      schema: { summary: "The organisation's portal settings", tags, response: settingsAnswer },
    },
    async (request) => ({ settings: await getSettings(serviceContext(request)) }),
  );

  routes.patch(
    '/api/admin/settings',
    {
      ...scopedRoute('settings:edit'),
      schema: {
        summary: 'Save any subset of the portal settings',
        description: "Answers with the saved settings and the snack 'Settings saved'.",
        tags,
        body: settingsPatchSchema,
        response: savedAnswer,
      },
    },
    async (request) => updateSettings(serviceContext(request), request.body),
  );

  routes.put(
    '/api/admin/settings/:kind',
    {
      ...scopedRoute('settings:edit'),
      schema: {
        summary: 'Upload the logo, favicon or banner',
        description:
          'multipart/form-data with one field `file`: a PNG, JPEG or WebP image, checked by its content and resized (logo within 512 px, favicon 64 x 64 PNG, banner 1280 x 350).',
        tags,
        params: imageParams,
        response: savedAnswer,
      },
    },
    async (request) => {
      const { kind } = request.params;
      return replaceSettingsImage(serviceContext(request), app.fileStore, kind, () =>
        readUploadedImage(request, kind),
      );
    },
  );

  routes.delete(
    '/api/admin/settings/:kind',
    {
      ...scopedRoute('settings:edit'),
      schema: {
        summary: 'Remove the logo, favicon or banner',
        tags,
        params: imageParams,
        response: savedAnswer,
      },
    },
    async (request) =>
      removeSettingsImage(serviceContext(request), app.fileStore, request.params.kind),
  );
}
