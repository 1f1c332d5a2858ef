/** Item calls of the item menu (staff-content.md §2, §7): move, custom URL, delete. */
import {
  CARD_KINDS,
  customUrlFormSchema,
  moveItemSchema,
  notFound,
  portalIdParam,
} from '@candor/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteCustomItem } from '../../services/items/deleteCustomItem.js';
import { moveItem } from '../../services/items/moveItem.js';
import { setCustomUrl } from '../../services/items/setCustomUrl.js';
import { serviceContext } from '../../services/serviceContext.js';
import { tenantOf } from '../../viewer/requestViewer.js';
import { previewQuery } from './previewQuery.js';
import { scopedRoute } from './staffRoute.js';

const defaultProductId = (request: FastifyRequest): string => {
  const product = tenantOf(request).org.defaultProduct;
  if (!product) throw notFound('Product not found');
  return product.id;
};

const itemParams = z.object({ productId: z.string(), itemUid: portalIdParam() });
const messageOnly = z.object({ uid: z.string(), message: z.string() });
const moved = z.object({ uid: z.string(), kind: z.enum(CARD_KINDS), message: z.string() });

export async function itemRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const moveSchema = {
    summary: 'Move an item to another card',
    description:
      'Needs statuspage:edit. destinationCardId is the kind of the destination card; never Overview, Documents, Certifications, TrustedBy, Subprocessors, CustomerData, RiskProfile or the current card.',
    tags: ['trust center'],
    querystring: previewQuery,
    body: moveItemSchema,
    response: { 200: moved },
  };

  routes.patch(
    '/api/trust-center/products/:productId/items/:itemUid',
    { ...scopedRoute('statuspage:edit'), schema: { ...moveSchema, params: itemParams } },
    async (request) =>
      moveItem(serviceContext(request), {
        productId: request.params.productId,
        uid: request.params.itemUid,
        destination: request.body.destinationCardId,
      }),
  );

  // Without a product the default product applies (staff-content.md §7, §9).
  routes.patch(
    '/api/trust-center/items/:itemUid',
    {
      ...scopedRoute('statuspage:edit'),
      schema: { ...moveSchema, params: z.object({ itemUid: portalIdParam() }) },
    },
    async (request) =>
      moveItem(serviceContext(request), {
        productId: defaultProductId(request),
        uid: request.params.itemUid,
        destination: request.body.destinationCardId,
      }),
  );

  routes.put(
    '/api/trust-center/products/:productId/items/:itemUid/custom-url',
    {
      ...scopedRoute('statuspage:edit'),
      schema: {
        summary: 'Create a custom URL for an item',
        description:
          'Needs statuspage:edit. The slug is unique within the product; the item then opens at {org}/item/{slug}.',
        tags: ['trust center'],
        params: itemParams,
        querystring: previewQuery,
        body: customUrlFormSchema,
        response: {
          200: z.object({ uid: z.string(), customUrlSlug: z.string(), message: z.string() }),
        },
      },
    },
    async (request) =>
      setCustomUrl(serviceContext(request), {
        productId: request.params.productId,
        uid: request.params.itemUid,
        slug: request.body.slug,
      }),
  );

  routes.delete(
    '/api/trust-center/products/:productId/items/:itemUid',
    {
      ...scopedRoute('statuspage:edit'),
      schema: {
        summary: 'Delete a custom item',
        description: 'Needs statuspage:edit. Built-in items cannot be deleted (400).',
        tags: ['trust center'],
        params: itemParams,
        querystring: previewQuery,
        response: { 200: messageOnly },
      },
    },
    async (request) =>
      deleteCustomItem(serviceContext(request), {
        productId: request.params.productId,
        uid: request.params.itemUid,
      }),
  );
}
