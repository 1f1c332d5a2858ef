/**
 * 'Add card', the expanded card's save and 'Add custom item' (staff-content.md §2, §4, §7). Thin routes:
 * the domain's schemas, the request's context, the use case.
 */
import { addCardSchema, CARD_KINDS, cardFormSchema, customItemSchema } from '@candor/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { providerClientOptions } from '../../integrations/providerClients.js';
import { addCustomItem } from '../../services/items/addCustomItem.js';
import { addCard } from '../../services/cards/addCard.js';
import { saveCardForm } from '../../services/cards/saveCardForm.js';
import { serviceContext } from '../../services/serviceContext.js';
import { errorResponses } from '../admin/adminRouteSchemas.js';
import { previewQuery } from './previewQuery.js';
import { scopedRoute } from './staffRoute.js';

const cardParams = z.object({
  productId: z.string(),
  kind: z.enum(CARD_KINDS, { error: 'Unknown card kind' }),
});

export async function cardEditRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const providers = providerClientOptions(app.config);

  routes.post(
    '/api/trust-center/products/:productId/cards',
    {
      ...scopedRoute('statuspage:edit'),
      schema: {
        summary: 'Add a card to a product',
        description:
          'Needs statuspage:edit. Adds a card of a kind the product does not have yet, with the defaults; 409 when it has one.',
        tags: ['trust center'],
        params: z.object({ productId: z.string() }),
        querystring: previewQuery,
        body: addCardSchema,
        response: {
          201: z.object({ kind: z.enum(CARD_KINDS), title: z.string(), message: z.string() }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const added = await addCard(serviceContext(request), {
        productId: request.params.productId,
        kind: request.body.kind,
      });
      return reply.status(201).send(added);
    },
  );

  routes.put(
    '/api/trust-center/products/:productId/cards/:kind/form',
    {
      ...scopedRoute('statuspage:edit'),
      schema: {
        summary: "Save the expanded card's form",
        description:
          'Needs statuspage:edit. The card title (with the cardRenaming feature) and each listed item, in one transaction.',
        tags: ['trust center'],
        params: cardParams,
        querystring: previewQuery,
        body: cardFormSchema,
        response: {
          200: z.object({ kind: z.enum(CARD_KINDS), title: z.string(), message: z.string() }),
        },
      },
    },
    async (request) =>
      saveCardForm(serviceContext(request), providers, {
        productId: request.params.productId,
        kind: request.params.kind,
        form: request.body,
      }),
  );

  routes.post(
    '/api/trust-center/products/:productId/cards/:kind/items',
    {
      ...scopedRoute('statuspage:edit'),
      schema: {
        summary: 'Add a custom item to a card',
        description:
          'Needs statuspage:edit. Answers 409 with a warning when another card has an item of the same name, unless allowDuplicate is true.',
        tags: ['trust center'],
        params: cardParams,
        querystring: previewQuery,
        body: customItemSchema,
        response: {
          201: z.object({
            uid: z.string(),
            kind: z.enum(CARD_KINDS),
            title: z.string(),
            message: z.string(),
          }),
        },
      },
    },
    async (request, reply) => {
      const added = await addCustomItem(serviceContext(request), {
        productId: request.params.productId,
        kind: request.params.kind,
        item: request.body,
      });
      return reply.status(201).send(added);
    },
  );
}
