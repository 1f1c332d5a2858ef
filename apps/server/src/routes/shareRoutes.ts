/**
 * Bytes the portal links to: organisation assets (logos, icons, banners) and item documents.
 * Documents pass the access check in authorizeItemFile, then redirect to a short-lived signed
 * link (documentRoutes.ts) that serves the bytes, watermarked for the viewer.
 */
import { notFound, FILE_ACCESS, portalIdParam } from '@candor/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pathWithVersion } from '../http/fastPath.js';
import { serviceContext } from '../services/serviceContext.js';
import { visitOf } from '../services/analytics/recordEvent.js';
import { AssetCache, ROW_MAX_AGE_MS } from '../services/assets/assetCache.js';
import { authorizeItemFile } from '../services/files/authorizeItemFile.js';
import { watermarkWhoOf } from '../services/files/documentBytes.js';
import {
  createSignedLinks,
  expiryIn,
  FILE_LINK_TTL_SECONDS,
  signedLinkPath,
} from '../services/files/signedLinks.js';
import { viewerOf } from '../viewer/requestViewer.js';
import { isUuid, shareTenant, shareViewerQuery } from '../viewer/tenants.js';

/** Versioned asset URLs never change content, so browsers may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * User-supplied SVG is served as an image that cannot run anything even when opened directly:
 * no scripts, no loads, only its own inline styles.
 */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/** Answers of organisation images replayed from memory: logos and icons are a few kB each. */
const RECORDED_ASSET_BYTES = 8 * 1024 * 1024;

export async function shareRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const signedLinks = createSignedLinks(app.config.sessionSecret);
  const recorded = app.fastPath.add({
    takes: pathWithVersion('/api/share/[0-9a-f-]{36}/assets/[0-9a-f-]{36}'),
    maxBytes: RECORDED_ASSET_BYTES,
    maxAgeMs: ROW_MAX_AGE_MS,
  });
  const assets = new AssetCache(app.database.db, recorded);
  app.addHook('onClose', async () => assets.close());

  routes.get(
    '/api/share/:orgId/assets/:assetId',
    {
      schema: {
        summary: 'An organisation asset (logo, favicon, banner, icon)',
        tags: ['portal'],
        params: z.object({ orgId: z.string(), assetId: z.string() }),
        querystring: z.object({ v: z.string().max(32).optional().catch(undefined) }),
      },
      config: { tenant: shareTenant },
    },
    async (request, reply) => {
      const { assetId } = request.params;
      if (!isUuid(assetId)) throw notFound();
      const asset = await assets.find(serviceContext(request), assetId);

      const etag = `"${asset.sha256.slice(0, 32)}"`;
      reply
        .header('content-type', asset.contentType)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header(
          'cache-control',
          request.query.v ? IMMUTABLE : 'public, max-age=0, must-revalidate',
        );
      if (asset.contentType.startsWith('image/svg')) {
        reply.header('content-security-policy', SVG_CSP);
      }
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      const bytes = await app.fileStore.get(asset.storageKey, asset.sha256);
      if (!bytes) {
        request.log.warn({ assetId }, 'asset bytes missing from the file store');
        throw notFound();
      }
      return reply.send(bytes);
    },
  );

  routes.get(
    '/api/share/:orgId/files/:fileId',
    {
      schema: {
        summary: 'A document of a portal item',
        description:
          'Restricted items\u2019 documents answer 403 to anyone without access; otherwise a redirect to a short-lived signed link to the bytes.',
        tags: ['portal'],
        params: z.object({ orgId: z.string(), fileId: z.string() }),
        querystring: z.object({
          itemUid: portalIdParam().optional().catch(undefined),
          ...shareViewerQuery,
          accessSource: z.string().max(64).optional().catch(undefined),
          // Opening in the browser is the default; downloading must be asked for.
          accessType: z.enum(FILE_ACCESS).catch('view'),
        }),
      },
      config: { tenant: shareTenant },
    },
    async (request, reply) => {
      const { fileId } = request.params;
      const { itemUid, accessType } = request.query;
      if (!isUuid(fileId) || !itemUid) throw notFound();
      const viewer = viewerOf(request);
      const file = await authorizeItemFile(serviceContext(request), {
        fileId,
        itemUid,
        access: accessType,
      });
      // The bytes come from a short-lived signed link, stamped for this viewer.
      const token = signedLinks.sign({
        k: 'file',
        o: viewer.orgId,
        f: file.id,
        i: itemUid,
        a: accessType,
        w: watermarkWhoOf(viewer),
        e: expiryIn(FILE_LINK_TTL_SECONDS),
        v: visitOf(viewer),
      });
      return reply
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .redirect(signedLinkPath(viewer.orgId, token), 302);
    },
  );
}
