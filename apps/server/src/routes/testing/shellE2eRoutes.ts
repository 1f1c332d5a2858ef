/**
 * Only with CANDOR_E2E_ROUTES=1 (config.e2eRoutes, loopback BASE_URL): the installation's
 * operator creates a throwaway organisation with a staff member, so the
 * shell's and the Overview's specs can turn on scripts, the welcome modal or an unpublished
 * portal, or start from a new organisation (with one public document, or one restricted document
 * a visitor asks access to, when asked), without changing the demo portal every other spec reads
 * (its access rules included). Never registered otherwise.
 */
import { forbidden, isInstallationOperator, SCOPES } from '@candor/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildCard, buildFile, buildItem, buildOrg, buildStaffUser } from '../../db/factories.js';
import { operatorRoute } from '../trustCenter/staffRoute.js';

/** The title of the restricted document `restrictedDocument` adds. */
const RESTRICTED_DOCUMENT_TITLE = 'SOC 2 Type II Report';

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
          /**
           * One restricted document (RESTRICTED_DOCUMENT_TITLE, on a Reports card): its tile
           * offers 'Get access', so a visitor asks for access under this organisation's rules.
           */
          restrictedDocument: z.boolean().default(false),
          /** The staff member's scopes; by default an editor's with scripts. */
          scopes: z.array(z.enum(SCOPES)).optional(),
        }),
      },
    },
    async (request) => {
      if (!isInstallationOperator(request.actor)) throw forbidden();
      const { slug, name, published, document, restrictedDocument, scopes } = request.body;
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
      if (restrictedDocument) {
        const card = await buildCard(db, { product, kind: 'Reports' });
        const item = await buildItem(db, {
          card,
          title: RESTRICTED_DOCUMENT_TITLE,
          publicAccess: false,
          featured: true,
        });
        await buildFile(db, {
          org,
          item,
          fileStore: app.fileStore,
          originalName: 'SOC-2-Type-II-Report.pdf',
          access: 'restricted',
        });
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
        ...(restrictedDocument ? { documentTitle: RESTRICTED_DOCUMENT_TITLE } : {}),
        email: staff.user.email,
        password: staff.password,
      };
    },
  );
}
