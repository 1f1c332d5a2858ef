/**
 * The re-order calls of staff-content.md §7: section order, card order and item order, each a
 * thin route over a service that authorizes, checks the plan, saves in one transaction, audits
 * and bumps the product's revision; plus the reads the dialogs open with. Answers carry the §8
 * snack to show.
 */
import {
  CARD_KINDS,
  cardOrderSchema,
  itemOrderSchema,
  SECTION_IDS,
  sectionOrderSchema,
  viewerQuerySchema,
} from '@candor/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { saveCardOrder } from '../../services/ordering/saveCardOrder.js';
import { saveItemOrder } from '../../services/ordering/saveItemOrder.js';
import { saveSectionOrder } from '../../services/ordering/saveSectionOrder.js';
import { readCardItemOrder, readProductLayout } from '../../services/ordering/readOrdering.js';
import { serviceContext } from '../../services/serviceContext.js';
import { scopedRoute } from './staffRoute.js';

const tags = ['trust center'];
const needs = 'Needs a staff session with statuspage:edit.';

/** Whom staff preview as (§7); accepted on every call, the order saved is the product's. */
const previewQuery = viewerQuerySchema;
const productParams = z.object({ productId: z.string() });
const cardParams = productParams.extend({
  kind: z.enum(CARD_KINDS, { error: 'Unknown card kind' }),
});

const sectionEntry = z.object({ title: z.string(), hidden: z.boolean() });
const layoutResponse = z.object({
  productSlug: z.string(),
  sectionOrder: z.array(z.enum(SECTION_IDS)),
  sections: z.record(z.enum(SECTION_IDS), sectionEntry),
  cards: z.array(z.object({ kind: z.enum(CARD_KINDS), title: z.string(), hidden: z.boolean() })),
});
const itemOrderResponse = z.object({
  kind: z.enum(CARD_KINDS),
  title: z.string(),
  featuredColumns: z.boolean(),
  items: z.array(
    z.object({
      uid: z.string(),
      title: z.string(),
      hidden: z.boolean(),
      featured: z.boolean(),
      cardTitle: z.string(),
    }),
  ),
});

export async function orderRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.patch(
    '/api/trust-center/products/:productId',
    {
      ...scopedRoute('statuspage:edit'),
      schema: {
        summary: 'Save the section order',
        description: `${needs} The plan must include section customisation. Every section exactly once; Overview and Certifications separate or as overview_and_certifications.`,
        tags,
        params: productParams,
        querystring: previewQuery,
        body: sectionOrderSchema,
        response: {
          200: z.object({ sections: z.array(z.enum(SECTION_IDS)), message: z.string() }),
        },
      },
    },
    async (request) =>
      saveSectionOrder(serviceContext(request), {
        productId: request.params.productId,
        sections: request.body.sections,
      }),
  );

  routes.patch(
    '/api/trust-center/products/:productId/cards',
    {
      ...scopedRoute('statuspage:edit'),
      schema: {
        summary: 'Save the order of the Cards section',
        description: `${needs} Every card of the Cards section exactly once.`,
        tags,
        params: productParams,
        querystring: previewQuery,
        body: cardOrderSchema,
        response: {
          200: z.object({ cards: z.array(z.enum(CARD_KINDS)), message: z.string() }),
        },
      },
    },
    async (request) =>
      saveCardOrder(serviceContext(request), {
        productId: request.params.productId,
        cards: request.body.cards,
      }),
  );

  routes.patch(
    '/api/trust-center/products/:productId/cards/:kind/items',
    {
      ...scopedRoute('statuspage:edit'),
      schema: {
        summary: "Save the order of a card's items",
        description: `${needs} Every item of the card exactly once. For Documents: every item with documents, and featured, the uids of the Featured documents column.`,
        tags,
        params: cardParams,
        querystring: previewQuery,
        body: itemOrderSchema,
        response: {
          200: z.object({
            kind: z.enum(CARD_KINDS),
            items: z.array(z.string()),
            featured: z.array(z.string()).optional(),
            message: z.string(),
          }),
        },
      },
    },
    async (request) =>
      saveItemOrder(serviceContext(request), {
        productId: request.params.productId,
        kind: request.params.kind,
        items: request.body.items,
        featured: request.body.featured,
      }),
  );

  routes.get(
    '/api/trust-center/products/:productId/order',
    {
      ...scopedRoute('statuspage:edit'),
      schema: {
        summary: 'The sections and cards the re-order dialogs list',
        description: needs,
        tags,
        params: productParams,
        querystring: previewQuery,
        response: { 200: layoutResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return readProductLayout(serviceContext(request), request.params.productId);
    },
  );

  routes.get(
    '/api/trust-center/products/:productId/cards/:kind/items/order',
    {
      ...scopedRoute('statuspage:edit'),
      schema: {
        summary: "The items the 'Re-order items' dialog lists",
        description: needs,
        tags,
        params: cardParams,
        querystring: previewQuery,
        response: { 200: itemOrderResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return readCardItemOrder(
        serviceContext(request),
        request.params.productId,
        request.params.kind,
      );
    },
  );
}
