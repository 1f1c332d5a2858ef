/**
 * Bridge letters (staff-content.md §3, §5, §6): staff save an item's letter; visitors get it as a
 * generated PDF, authorized by canSee exactly like the item's uploaded documents and sent with
 * the file name built from the letter type and the organisation name.
 */
import {
  BRIDGE_LETTER_TYPES,
  bridgeLetterFileName,
  bridgeLetterSchema,
  notFound,
  FILE_ACCESS,
  portalIdParam,
} from '@candor/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bridgeLetterPdf } from '../bridgeLetters/bridgeLetterPdfCache.js';
import { contentDisposition } from '../http/contentDisposition.js';
import { recordDocumentsServed } from '../services/analytics/documentEvents.js';
import { visitOf } from '../services/analytics/recordEvent.js';
import { authorizeBridgeLetter } from '../services/bridgeLetters/authorizeBridgeLetter.js';
import { saveBridgeLetter } from '../services/bridgeLetters/saveBridgeLetter.js';
import { serviceContext } from '../services/serviceContext.js';
import { shareTenant, shareViewerQuery } from '../viewer/tenants.js';
import { previewQuery } from './trustCenter/previewQuery.js';
import { scopedRoute } from './trustCenter/staffRoute.js';

/** As for uploaded documents: nothing in the PDF may run or load in our origin. */
const DOCUMENT_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const letterResponse = z.object({
  uid: z.string(),
  bridgeLetter: z.object({
    letterEnabled: z.boolean(),
    letterContent: z.string(),
    signerName: z.string(),
    signerTitle: z.string(),
    letterType: z.enum(BRIDGE_LETTER_TYPES),
  }),
  fileName: z.string(),
  message: z.string(),
});

export async function bridgeLetterRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.put(
    '/api/trust-center/products/:productId/items/:itemUid/bridge-letter',
    {
      ...scopedRoute('statuspage:edit'),
      schema: {
        summary: "Save an item's bridge letter",
        description:
          "Needs statuspage:edit and the plan's bridge letters ('This feature is not included in your plan'). Report items only. An enabled letter needs its content, signer name and signer title.",
        tags: ['trust center'],
        params: z.object({ productId: z.string(), itemUid: portalIdParam() }),
        querystring: previewQuery,
        body: bridgeLetterSchema,
        response: { 200: letterResponse },
      },
    },
    async (request) =>
      saveBridgeLetter(serviceContext(request), {
        productId: request.params.productId,
        itemUid: request.params.itemUid,
        letter: request.body,
      }),
  );

  routes.get(
    '/api/share/:orgId/bridge-letters/:itemUid',
    {
      schema: {
        summary: "An item's bridge letter, generated as a PDF",
        description:
          'Authorized like the documents of the item: 404 when the viewer may not know of it or it is not published, 403 when only this access is refused.',
        tags: ['portal'],
        params: z.object({ orgId: z.string(), itemUid: z.string() }),
        querystring: z.object({
          ...shareViewerQuery,
          accessType: z.enum(FILE_ACCESS).catch('view'),
        }),
      },
      config: { tenant: shareTenant },
    },
    async (request, reply) => {
      const { itemUid } = request.params;
      const { accessType } = request.query;
      if (itemUid.length > 100) throw notFound();
      const ctx = serviceContext(request);
      const { viewer } = ctx;
      const letter = await authorizeBridgeLetter(ctx, { itemUid, access: accessType });
      const bytes = await bridgeLetterPdf({ ...letter, now: new Date() });
      const fileName = bridgeLetterFileName(letter.letter.letterType, letter.orgName);
      await recordDocumentsServed(ctx, request.log, {
        orgId: viewer.orgId,
        visit: visitOf(viewer),
        access: accessType,
        files: [{ id: null, originalName: fileName, itemUid }],
      });
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          contentDisposition(accessType === 'view' ? 'inline' : 'attachment', fileName),
        )
        .header('content-security-policy', DOCUMENT_CSP)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
}
