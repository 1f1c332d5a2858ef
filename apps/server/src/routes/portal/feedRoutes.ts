/**
 * The public trust updates as feeds: `/{org}/updates.atom` and `/{org}/updates.json` (at the
 * root on a custom domain), each with a detached Ed25519 signature at `….sig` (base64) under the
 * key published at `/{org}/.well-known/candor-signing-key`, so a customer's tooling can prove
 * an update came from the company. Feeds are built from an anonymous visitor's view and cached
 * per revision and audit checkpoint: an edit or a new checkpoint makes a new feed, and nothing
 * else does. The checkpoints are also served alone: `/{org}/audit/checkpoint.json` (the latest)
 * and `/{org}/audit/checkpoints.json` (all, oldest first).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { notFound } from '@candor/domain';
import { latestCheckpoint, listCheckpoints } from '../../services/audit/auditCheckpoints.js';
import { serviceContext } from '../../services/serviceContext.js';
import { onPortalChanged } from '../../fleet/portalChanges.js';
import { anonymousProductViewers } from '../../services/portal/anonymousViewers.js';
import { getAllTopics } from '../../services/portal/getPortalList.js';
import type { OrgRoute } from '../../viewer/portalDirectory.js';
import { lazyFeedSigner, type SignedCheckpoint } from '../../updates/feedSigningKey.js';
import { atomFeed, feedEntries, jsonFeed, type FeedSource } from '../../updates/updateFeeds.js';
import { tenantOf } from '../../viewer/requestViewer.js';
import { portalTenant } from '../../viewer/tenants.js';
import { createHostRouting } from '../../viewer/hostRouting.js';
import { matchesEtag } from './portalPages.js';

const FORMATS = {
  atom: { file: 'updates.atom', type: 'application/atom+xml; charset=utf-8', render: atomFeed },
  json: { file: 'updates.json', type: 'application/feed+json; charset=utf-8', render: jsonFeed },
} as const;
type Format = keyof typeof FORMATS;

interface BuiltFeed {
  body: Buffer;
  signature: string;
  etag: string;
}

export async function feedRoutes(app: FastifyInstance): Promise<void> {
  const hosts = createHostRouting(app.config);
  const signer = lazyFeedSigner(app.config.dataDir);
  const cache = new LRUCache<string, Promise<BuiltFeed>>({ max: 500 });
  const config = { tenant: portalTenant(app.config, { withProduct: false }) };
  // The revisions in the key retire old feeds; the change notice frees their memory at once.
  const stopListening = onPortalChanged((orgId) => {
    if (orgId === null) return cache.clear();
    for (const key of cache.keys()) if (key.split('|')[1] === orgId) cache.delete(key);
  }, app.database.db);
  app.addHook('onClose', async () => stopListening());

  const portalUrl = (org: OrgRoute, request: FastifyRequest) => {
    const links = hosts.links(hosts.classify(request.hostname, request.host), org.slug);
    return { links, url: links.origin + links.basePath };
  };

  async function source(
    org: OrgRoute,
    request: FastifyRequest,
    checkpoint: SignedCheckpoint | null,
  ): Promise<FeedSource> {
    const { links, url } = portalUrl(org, request);
    const lists = [];
    for (const { viewer } of anonymousProductViewers(org)) {
      lists.push(await getAllTopics(serviceContext(request), { viewer, links }));
    }
    return {
      orgName: org.name,
      portalTitle: org.portalTitle,
      portalUrl: url,
      entries: feedEntries(lists),
      auditCheckpoint: checkpoint && {
        payload: checkpoint.payload,
        signature: checkpoint.signature,
        url: `${url}/audit/checkpoint.json`,
      },
    };
  }

  async function built(format: Format, request: FastifyRequest): Promise<BuiltFeed> {
    const { org } = tenantOf(request);
    const checkpoint = await latestCheckpoint(serviceContext(request));
    const key = [
      format,
      org.id,
      org.revision,
      ...org.products.map((p) => `${p.id}:${p.revision}`),
      request.host,
      checkpoint?.sequence ?? 0,
    ].join('|');
    let feed = cache.get(key);
    if (!feed) {
      feed = source(org, request, checkpoint).then((src) => {
        const body = Buffer.from(FORMATS[format].render(src));
        return {
          body,
          signature: signer().sign(body),
          etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
        };
      });
      feed.catch(() => cache.delete(key));
      cache.set(key, feed);
    }
    return feed;
  }

  const serve =
    (format: Format, part: 'feed' | 'signature') =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const feed = await built(format, request);
      const etag = part === 'feed' ? feed.etag : `"${feed.etag.slice(1, -1)}-sig"`;
      reply
        .header('cache-control', 'public, max-age=0, must-revalidate')
        .header('etag', etag)
        .header('access-control-allow-origin', '*');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
      return part === 'feed'
        ? reply.type(FORMATS[format].type).send(feed.body)
        : reply.type('text/plain; charset=utf-8').send(`${feed.signature}\n`);
    };

  const publicKey = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .type('application/x-pem-file; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .header('access-control-allow-origin', '*')
      .send(signer().publicKeyPem);

  const keyUrl = (request: FastifyRequest) =>
    `${portalUrl(tenantOf(request).org, request).url}/.well-known/candor-signing-key`;
  const sendJson = (reply: FastifyReply, body: unknown) =>
    reply
      .header('cache-control', 'public, max-age=0, must-revalidate')
      .header('access-control-allow-origin', '*')
      .send(body);

  const checkpoint = async (request: FastifyRequest, reply: FastifyReply) => {
    const latest = await latestCheckpoint(serviceContext(request));
    if (!latest) throw notFound('No audit checkpoint has been published yet');
    const { payload, signature } = latest;
    return sendJson(reply, { payload, signature, publicKey: keyUrl(request) });
  };

  const checkpoints = async (request: FastifyRequest, reply: FastifyReply) =>
    sendJson(reply, {
      publicKey: keyUrl(request),
      checkpoints: await listCheckpoints(serviceContext(request)),
    });

  const route = { config, schema: { tags: ['feeds'] } } as const;
  for (const base of ['/:orgSlug', '']) {
    for (const format of ['atom', 'json'] as const) {
      const path = `${base}/${FORMATS[format].file}`;
      app.get(path, route, serve(format, 'feed'));
      app.get(`${path}.sig`, route, serve(format, 'signature'));
    }
    app.get(`${base}/.well-known/candor-signing-key`, route, publicKey);
    app.get(`${base}/audit/checkpoint.json`, route, checkpoint);
    app.get(`${base}/audit/checkpoints.json`, route, checkpoints);
  }
}
