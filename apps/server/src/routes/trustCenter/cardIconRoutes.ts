/**
 * Card icons: PUT uploads an image as the request body and makes it the card's icon (created, or
 * the existing icon asset updated); DELETE goes back to the default icon. The image is checked by
 * its bytes, never by the declared type, so any of the accepted types may be sent.
 */
import { CARD_ICON_MAX_BYTES, CARD_ICON_MESSAGES, CARD_KINDS } from '@candor/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resetCardIcon } from '../../services/cardIcons/resetCardIcon.js';
import { setCardIcon } from '../../services/cardIcons/setCardIcon.js';
import { serviceContext } from '../../services/serviceContext.js';
import { previewQuery } from './previewQuery.js';
import { scopedRoute } from './staffRoute.js';

const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml', 'application/octet-stream'];

const params = z.object({
  productId: z.string().min(1, CARD_ICON_MESSAGES.productRequired),
  kind: z.enum(CARD_KINDS, { error: 'Unknown card kind' }),
});

export async function cardIconRoutes(app: FastifyInstance): Promise<void> {
  // Twice the limit reaches the service, which answers with the dialog's own message; beyond
  // that the body is refused while it arrives (413).
  app.addContentTypeParser(
    UPLOAD_TYPES,
    { parseAs: 'buffer', bodyLimit: CARD_ICON_MAX_BYTES * 2 },
    (_request, body, done) => done(null, body),
  );
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.put(
    '/api/trust-center/products/:productId/cards/:kind/icon',
    {
      ...scopedRoute('assets:edit'),
      schema: {
        summary: "Upload a card's custom icon",
        description:
          'The body is the image (png, jpeg or svg, at most 1 MB). Needs assets:edit and the ' +
          'cardIconReplacement feature. SVG is sanitized; png and jpeg are resized to 40x40.',
        tags: ['trust center'],
        params,
        querystring: previewQuery,
        response: {
          200: z.object({
            kind: z.enum(CARD_KINDS),
            assetId: z.string(),
            contentType: z.string(),
            message: z.string(),
          }),
        },
      },
    },
    async (request) => {
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return setCardIcon(serviceContext(request), app.fileStore, {
        productId: request.params.productId,
        kind: request.params.kind,
        bytes,
      });
    },
  );

  routes.delete(
    '/api/trust-center/products/:productId/cards/:kind/icon',
    {
      ...scopedRoute('assets:edit'),
      schema: {
        summary: "Reset a card's icon to the default",
        tags: ['trust center'],
        params,
        querystring: previewQuery,
        response: { 200: z.object({ kind: z.enum(CARD_KINDS), message: z.string() }) },
      },
    },
    async (request) =>
      resetCardIcon(serviceContext(request), app.fileStore, {
        productId: request.params.productId,
        kind: request.params.kind,
      }),
  );
}
