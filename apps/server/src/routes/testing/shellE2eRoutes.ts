/**
 * Only with CANDOR_E2E_ROUTES=1 (config.e2eRoutes, loopback BASE_URL): the installation's
 * operator creates a throwaway organisation with a staff member, so the
 * shell's and the Overview's specs can turn on scripts, the welcome modal or an unpublished
 * portal, or start from a new organisation (with one public document when asked), without
 * changing the demo portal every other spec reads. Never registered otherwise.
 */
import { forbidden, isInstallationOperator, SCOPES } from '@candor/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildCard, buildFile, buildItem, buildOrg, buildStaffUser } from '../../db/factories.js';
import { operatorRoute } from '../trustCenter/staffRoute.js';

export async function shellE2eRoutes(app: FastifyInstance): Promise<void> {
  if (!app.config.e2eRoutes) return;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/api/testing/organizations',
    {
      ...operatorRoute,
      schema: {
        hide: true,
        body: z.object({
          slug: z.string().regex(/^[a-z0-9-]{3,40}$/),
          name: z.string().min(1).max(100),
          published: z.boolean().default(true),
          /** One public document on a Legal card, so bulk download is offered. */
          document: z.boolean().default(false),
          /** The staff member's scopes; by default an editor's with scripts. */
          scopes: z.array(z.enum(SCOPES)).optional(),
        }),
      },
    },
    async (request) => {
      if (!isInstallationOperator(request.actor)) throw forbidden();
      const { slug, name, published, document, scopes } = request.body;
      const db = app.database.db;
      const { org, product } = await buildOrg(db, {
        slug,
        name,
        customization: published ? {} : { publishedAt: null },
      });
      if (document) {
        const card = await buildCard(db, { product, kind: 'Legal' });
        const item = await buildItem(db, { card, title: 'Terms of Service', publicAccess: true });
        await buildFile(db, { org, item, fileStore: app.fileStore, originalName: 'Terms.pdf' });
      }
      const staff = await buildStaffUser(db, {
        org,
        email: `staff@${slug}.example`,
        // Never the operator's: this organisation's staff only.
        scopes: (scopes ?? ['settings:edit', 'scripts:edit', 'statuspage:edit']).filter(
          (scope) => scope !== 'installation:admin',
        ),
      });
      return {
        slug,
        orgId: org.id,
        productId: product.id,
        email: staff.user.email,
        password: staff.password,
      };
    },
  );
}
