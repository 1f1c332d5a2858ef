/**
 * The public posture for machines (issue 27): `/{org}/.well-known/trust.json` with its detached
 * Ed25519 signature at `trust.json.sig` (the feeds' key), `/{org}/llms.txt` and
 * `/{org}/.well-known/security.txt` (at the root on a custom domain), and trust.json's JSON
 * Schema at `/schemas/trust-v1.json`. `?product={slug}` scopes trust.json to one product, as it
 * scopes the portal page. Built from an anonymous visitor's view and cached per revision (and
 * day, for security.txt's Expires); a change notice drops them.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { notFound } from '@candor/domain';
import { onPortalChanged } from '../../fleet/portalChanges.js';
import { getTrustPosture } from '../../services/portal/getTrustPosture.js';
import { requestContext } from '../../services/serviceContext.js';
import { lazyFeedSigner } from '../../updates/feedSigningKey.js';
import {
  llmsTxt,
  postureUrls,
  securityTxt,
  TRUST_SCHEMA_PATH,
  trustJson,
} from '../../updates/postureDocuments.js';
import { TRUST_SCHEMA_V1 } from '../../updates/trustSchema.js';
import { createHostRouting } from '../../viewer/hostRouting.js';
import { tenantOf } from '../../viewer/requestViewer.js';
import { portalTenant } from '../../viewer/tenants.js';
import { matchesEtag } from './portalPages.js';

interface Answer {
  body: Buffer;
  etag: string;
}

interface Built {
  trust: Answer;
  signature: Answer;
  llms: Answer;
  security: Answer | null;
}

const answer = (text: string): Answer => {
  const body = Buffer.from(text);
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
};

const DOCUMENTS = {
  trust: 'application/json; charset=utf-8',
  signature: 'text/plain; charset=utf-8',
  llms: 'text/markdown; charset=utf-8',
  security: 'text/plain; charset=utf-8',
} as const;
type Part = keyof typeof DOCUMENTS;

/**
 * The posture's addresses on the platform (`/{org}/…`), `?product=` or not: the same answer
 * whatever the platform host's name (a custom domain's links are its own: answered the regular way).
 */
const RECORDED_URL =
  /^\/[A-Za-z0-9][\w.-]{0,99}\/(?:\.well-known\/(?:trust\.json(?:\.sig)?|security\.txt)|llms\.txt)(?:\?product=[\w.%+-]{1,200})?$/;
const RECORDED_BYTES = 16 * 1024 * 1024;
const RECORDED_MAX_AGE_MS = 10_000;

const productQuery = z.object({
  product: z
    .string()
    .max(200)
    .optional()
    .describe("A product's slug: the document covers that product only (the portal's ?product=)."),
});

export async function postureRoutes(app: FastifyInstance): Promise<void> {
  const hosts = createHostRouting(app.config);
  const signer = lazyFeedSigner(app.config.dataDir);
  const cache = new LRUCache<string, Promise<Built>>({ max: 500 });
  // The same answer for every anonymous request until a change: replayed from memory (compressed
  // once), forgotten on the change notice, and after RECORDED_MAX_AGE_MS should one be lost (each
  // new recording sends a burst the regular way while it is made, so not every second).
  const recorded = app.fastPath.add({
    takes: (url) => RECORDED_URL.test(url),
    maxBytes: RECORDED_BYTES,
    maxAgeMs: RECORDED_MAX_AGE_MS,
    async before(req) {
      const host = req.headers.host ?? '';
      const { hostname } = new URL(`http://${host}`);
      if (req.headers['x-forwarded-host'] || hosts.classify(hostname, host).kind !== 'platform') {
        throw new Error('not the platform host');
      }
    },
  });
  const stopListening = onPortalChanged((orgId) => {
    recorded.forget();
    if (orgId === null) return cache.clear();
    for (const key of cache.keys()) if (key.split('|')[0] === orgId) cache.delete(key);
  }, app.database.db);
  app.addHook('onClose', async () => stopListening());

  function built(request: FastifyRequest, product: string | null): Promise<Built> {
    const { org } = tenantOf(request);
    const today = new Date().toISOString().slice(0, 10);
    const key = [org.id, org.revision, request.host, product ?? '', today].join('|');
    let entry = cache.get(key);
    if (!entry) {
      const links = hosts.links(hosts.classify(request.hostname, request.host), org.slug);
      entry = getTrustPosture(requestContext(request), org, links, product).then((posture) => {
        const urls = postureUrls(links, product);
        const trust = answer(trustJson(posture, urls, product));
        const security = securityTxt(posture, urls, new Date(`${today}T00:00:00Z`));
        return {
          trust,
          signature: answer(`${signer().sign(trust.body)}\n`),
          llms: answer(llmsTxt(posture, urls, security !== null)),
          security: security === null ? null : answer(security),
        };
      });
      entry.catch(() => cache.delete(key));
      cache.set(key, entry);
    }
    return entry;
  }

  const serve =
    (part: Part, scoped: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
      const product = scoped ? ((request.query as { product?: string }).product ?? null) : null;
      const document = (await built(request, product))[part];
      if (!document) throw notFound('This organisation publishes no security contact');
      reply
        .header('cache-control', 'public, max-age=0, must-revalidate')
        .header('etag', document.etag)
        .header('access-control-allow-origin', '*');
      if (matchesEtag(request.headers['if-none-match'], document.etag)) {
        return reply.status(304).send();
      }
      return reply.type(DOCUMENTS[part]).send(document.body);
    };

  const route = (summary: string, scoped = false) =>
    ({
      config: { tenant: portalTenant(app.config, { withProduct: false }) },
      schema: { tags: ['posture'], summary, ...(scoped ? { querystring: productQuery } : {}) },
    }) as const;
  for (const base of ['/:orgSlug', '']) {
    app.get(
      `${base}/.well-known/trust.json`,
      route('The signed public posture (JSON, schema at /schemas/trust-v1.json)', true),
      serve('trust', true),
    );
    app.get(
      `${base}/.well-known/trust.json.sig`,
      route("trust.json's detached Ed25519 signature (base64)", true),
      serve('signature', true),
    );
    app.get(
      `${base}/llms.txt`,
      route('The public posture as llms.txt (Markdown)'),
      serve('llms', false),
    );
    app.get(
      `${base}/.well-known/security.txt`,
      route('security.txt (RFC 9116); 404 without a security contact'),
      serve('security', false),
    );
  }

  const schemaBody = `${JSON.stringify(TRUST_SCHEMA_V1, null, 2)}\n`;
  app.get(
    TRUST_SCHEMA_PATH,
    { schema: { tags: ['posture'], summary: "trust.json's JSON Schema, version 1" } },
    async (_request, reply) =>
      reply
        .type('application/schema+json; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .header('access-control-allow-origin', '*')
        .send(schemaBody),
  );
}
