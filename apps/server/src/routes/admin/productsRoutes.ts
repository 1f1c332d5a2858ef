/**
 * The private area's products and product links (api-contract.md). Staff session with
 * settings:edit; the organisation is the session's, and a product or link of another
 * organisation does not exist (404). Thin routes: schema, context, service, answer.
 */
import {
  adminProductLinkSchema,
  adminProductSchema,
  productCreateSchema,
  productLinkCreateSchema,
  productLinkOrderSchema,
  productLinkPatchSchema,
  productOrderSchema,
  productPatchSchema,
} from '@candor/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createProduct } from '../../services/products/createProduct.js';
import { createProductLink } from '../../services/products/createProductLink.js';
import { deleteProduct } from '../../services/products/deleteProduct.js';
import { deleteProductLink } from '../../services/products/deleteProductLink.js';
import { listProducts } from '../../services/products/listProducts.js';
import {
  removeProductBanner,
  replaceProductBanner,
} from '../../services/products/productBanner.js';
import { reorderProductLinks } from '../../services/products/reorderProductLinks.js';
import { reorderProducts } from '../../services/products/reorderProducts.js';
import { updateProduct } from '../../services/products/updateProduct.js';
import { updateProductLink } from '../../services/products/updateProductLink.js';
import { serviceContext } from '../../services/serviceContext.js';
import { readUploadedImage, registerImageUploads } from './uploadedImage.js';
import { scopedRead, scopedRoute } from '../trustCenter/staffRoute.js';
import { errorResponses } from './adminRouteSchemas.js';

const tags = ['admin: products'];
// Not `productId`: staffTenant would answer for a product id in the path before the service.
const idParams = z.object({ id: z.string().max(64) });
const productAnswer = z.object({ product: adminProductSchema });
const productsAnswer = z.object({ products: z.array(adminProductSchema) });
const linkAnswer = z.object({ link: adminProductLinkSchema });
const noContent = { 204: z.null(), ...errorResponses };

export async function productsRoutes(app: FastifyInstance): Promise<void> {
  await registerImageUploads(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/products',
    {
      ...scopedRead('settings:edit'),
      schema: {
        summary: 'Products and product links, in order',
        tags,
        response: {
          200: productsAnswer.extend({ links: z.array(adminProductLinkSchema) }),
          ...errorResponses,
        },
      },
    },
    async (request) => listProducts(serviceContext(request)),
  );

  routes.post(
    '/api/admin/products',
    {
      ...scopedRoute('settings:edit'),
      schema: {
        summary: 'Create a product',
        description:
          'The slug defaults to the name, lower-cased with hyphens; unique per organisation.',
        tags,
        body: productCreateSchema,
        response: { 201: productAnswer, ...errorResponses },
      },
    },
    async (request, reply) => {
      const product = await createProduct(serviceContext(request), request.body);
      return reply.status(201).send({ product });
    },
  );

  // Before '/:id' so that 'order' is never read as an id.
  routes.put(
    '/api/admin/products/order',
    {
      ...scopedRoute('settings:edit'),
      schema: {
        summary: 'Re-order the products',
        tags,
        body: productOrderSchema,
        response: { 200: productsAnswer, ...errorResponses },
      },
    },
    async (request) => ({
      products: await reorderProducts(serviceContext(request), request.body.ids),
    }),
  );

  routes.patch(
    '/api/admin/products/:id',
    {
      ...scopedRoute('settings:edit'),
      schema: {
        summary: 'Rename, change the slug, show or hide, or make the default',
        tags,
        params: idParams,
        body: productPatchSchema,
        response: { 200: productAnswer, ...errorResponses },
      },
    },
    async (request) => ({
      product: await updateProduct(serviceContext(request), request.params.id, request.body),
    }),
  );

  routes.delete(
    '/api/admin/products/:id',
    {
      ...scopedRoute('settings:edit'),
      schema: {
        summary: 'Delete a product',
        description: 'Refused (409) for the default product and for the last one.',
        tags,
        params: idParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      await deleteProduct(serviceContext(request), app.fileStore, request.params.id);
      return reply.status(204).send(null);
    },
  );

  routes.put(
    '/api/admin/products/:id/banner',
    {
      ...scopedRoute('settings:edit'),
      schema: {
        summary: "Upload a product's banner",
        description:
          'multipart/form-data with one field `file`: PNG, JPEG or WebP, cropped to 1280 x 350.',
        tags,
        params: idParams,
        response: { 200: productAnswer.extend({ message: z.string() }), ...errorResponses },
      },
    },
    async (request) =>
      replaceProductBanner(serviceContext(request), app.fileStore, request.params.id, () =>
        readUploadedImage(request, 'banner'),
      ),
  );

  routes.delete(
    '/api/admin/products/:id/banner',
    {
      ...scopedRoute('settings:edit'),
      schema: {
        summary: "Remove a product's banner",
        tags,
        params: idParams,
        response: { 200: productAnswer.extend({ message: z.string() }), ...errorResponses },
      },
    },
    async (request) =>
      removeProductBanner(serviceContext(request), app.fileStore, request.params.id),
  );

  routes.post(
    '/api/admin/product-links',
    {
      ...scopedRoute('settings:edit'),
      schema: {
        summary: 'Add a product link',
        tags,
        body: productLinkCreateSchema,
        response: { 201: linkAnswer, ...errorResponses },
      },
    },
    async (request, reply) => {
      const link = await createProductLink(serviceContext(request), request.body);
      return reply.status(201).send({ link });
    },
  );

  routes.put(
    '/api/admin/product-links/order',
    {
      ...scopedRoute('settings:edit'),
      schema: {
        summary: 'Re-order the product links',
        tags,
        body: productLinkOrderSchema,
        response: {
          200: z.object({ links: z.array(adminProductLinkSchema) }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({
      links: await reorderProductLinks(serviceContext(request), request.body.ids),
    }),
  );

  routes.patch(
    '/api/admin/product-links/:id',
    {
      ...scopedRoute('settings:edit'),
      schema: {
        summary: 'Change a product link',
        tags,
        params: idParams,
        body: productLinkPatchSchema,
        response: { 200: linkAnswer, ...errorResponses },
      },
    },
    async (request) => ({
      link: await updateProductLink(serviceContext(request), request.params.id, request.body),
    }),
  );

  routes.delete(
    '/api/admin/product-links/:id',
    {
      ...scopedRoute('settings:edit'),
      schema: { summary: 'Delete a product link', tags, params: idParams, response: noContent },
    },
    async (request, reply) => {
      await deleteProductLink(serviceContext(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
