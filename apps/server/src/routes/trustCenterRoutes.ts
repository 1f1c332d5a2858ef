/**
 * The staff API of the portal's content (main mode). Routes are thin: parse with the schema,
 * hand the request's context to the use case, answer with what it returns. The tenant is the
 * signed-in staff member's organisation; the use case authorizes through the policy.
 */
import { CARD_KINDS, cardUpdateSchema } from '@candor/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setCardHidden } from '../services/cards/setCardHidden.js';
import { updateCard } from '../services/cards/updateCard.js';
import { serviceContext } from '../services/serviceContext.js';
import { previewQuery } from './trustCenter/previewQuery.js';
import { scopedRoute } from './trustCenter/staffRoute.js';

export async function trustCenterRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.patch(
    '/api/trust-center/products/:productId/cards/:kind',
    {
      ...scopedRoute('statuspage:edit'),
      schema: {
        summary: 'Hide or show a card, or set its title, display text or placeholder text',
        description:
          "Needs a staff session with statuspage:edit; a title also needs the cardRenaming feature. Answers with the card's new state and the snack to show.",
        tags: ['trust center'],
        params: z.object({
          productId: z.string(),
          kind: z.enum(CARD_KINDS, { error: 'Unknown card kind' }),
        }),
        querystring: previewQuery,
        body: cardUpdateSchema,
        response: {
          200: z.object({
            kind: z.enum(CARD_KINDS),
            hidden: z.boolean(),
            message: z.string(),
            title: z.string().optional(),
            displayText: z.string().nullable().optional(),
            placeholder: z.string().nullable().optional(),
          }),
        },
      },
    },
    async (request) => {
      const { productId, kind } = request.params;
      const { hidden, ...text } = request.body;
      const onlyHidden = Object.values(text).every((value) => value === undefined);
      return hidden !== undefined && onlyHidden
        ? setCardHidden(serviceContext(request), { productId, kind, hidden })
        : updateCard(serviceContext(request), { productId, kind, update: request.body });
    },
  );
}
