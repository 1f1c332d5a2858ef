/**
 * The anonymous portal addresses visitors hit lately, rendered again as soon as a change to
 * their portal is heard, so the first visitor after a change does not wait for the render; the
 * same for the search keys anonymous visitors searched lately (GET …/api/kb/ais).
 *
 * Each hot address is requested again through the app itself (`inject`), exactly as its visitor
 * asked for it (host, path, query, accepted encodings): the page is rendered, compressed and
 * kept by the very code that serves visitors, under the new revisions' key. A visitor arriving
 * meanwhile finds that render's promise in the page cache and waits for it (never the old page,
 * whose key the change retired). Re-renders run one at a time, at most `MAX_HOT` per change, and
 * only for addresses visited in the last `HOT_FOR_MS`: a page nobody visits is not rendered.
 *
 * The answer to the request that made the change waits (up to `MAX_HOLD_MS`) until this server
 * has rendered them again, so that the visitor who follows it finds the page ready.
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { onPortalChanged } from '../fleet/portalChanges.js';

const MAX_HOT = 16;
const HOT_FOR_MS = 10 * 60 * 1000;
const MAX_HOLD_MS = 250;
/** Marks the app's own re-render requests: not counted as views, not made hot by themselves. */
const RERENDER_HEADER = 'x-candor-rerender';
const REPLAYED_HEADERS = [
  'host',
  'accept',
  'accept-encoding',
  'x-forwarded-host',
  'x-forwarded-proto',
];

declare module 'fastify' {
  interface FastifyInstance {
    hotPages: HotPages;
  }
}

interface HotPage {
  orgId: string;
  url: string;
  headers: Record<string, string>;
  remoteAddress: string | undefined;
}

export class HotPages {
  private readonly hot = new LRUCache<string, HotPage>({ max: MAX_HOT, ttl: HOT_FOR_MS });
  private readonly pending = new Map<string, HotPage>();
  private readonly token = randomBytes(18).toString('base64url');
  private running: Promise<void> | null = null;
  private changedAt = -Infinity;
  /** How long the change's answer waits for the re-renders at most (a test may lengthen it). */
  holdMs = MAX_HOLD_MS;

  constructor(private readonly app: FastifyInstance) {}

  /** Whether this request is one of the app's own re-renders. */
  isRerender(request: FastifyRequest): boolean {
    return request.headers[RERENDER_HEADER] === this.token;
  }

  /**
   * Called with every anonymous portal page served with 200 and every anonymous search (the
   * search key, GET `url`, is then built again: `encoded` false when the search itself was
   * answered, so the key is not compressed for nobody).
   */
  record(request: FastifyRequest, orgId: string, url = request.url, encoded = true): void {
    if (this.isRerender(request)) return;
    const headers: Record<string, string> = {};
    for (const name of REPLAYED_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    if (!encoded) delete headers['accept-encoding'];
    const key = `${request.hostname}${url}|${headers['accept-encoding'] ?? ''}`;
    const remoteAddress = request.raw.socket?.remoteAddress;
    this.hot.set(key, { orgId, url, headers, remoteAddress });
  }

  /** On a change notice (after every cache has dropped the organisation's entries). */
  changed(orgId: string | null): void {
    for (const [key, page] of this.hot.entries()) {
      if (orgId === null || page.orgId === orgId) this.pending.set(key, page);
    }
    if (this.pending.size === 0) return;
    this.changedAt = performance.now();
    this.running ??= this.drain();
  }

  /**
   * Resolves once the pages a change made since `since` (a `performance.now()` time) are
   * rendered again, or after `MAX_HOLD_MS`.
   */
  async rendered(since: number): Promise<void> {
    if (this.running === null || this.changedAt < since) return;
    const timeout = new AbortController();
    await Promise.race([this.running, sleep(this.holdMs, undefined, { signal: timeout.signal })]);
    timeout.abort();
  }

  /** Forgets every address and lets a re-render under way finish. */
  async close(): Promise<void> {
    this.hot.clear();
    this.pending.clear();
    await this.running;
  }

  private async drain(): Promise<void> {
    // Every listener of the change notice runs first (the caches drop the old pages).
    await Promise.resolve();
    for (;;) {
      const next = this.pending.entries().next();
      if (next.done) {
        this.running = null;
        return;
      }
      const [key, page] = next.value;
      this.pending.delete(key);
      try {
        await this.app.inject({
          method: 'GET',
          url: page.url,
          headers: { ...page.headers, [RERENDER_HEADER]: this.token },
          ...(page.remoteAddress === undefined ? {} : { remoteAddress: page.remoteAddress }),
        });
      } catch (error) {
        this.app.log.warn({ err: error, url: page.url }, 'rendering a changed page again failed');
      }
    }
  }
}

/** One per app, on the root instance: the answer to any change may wait for the re-renders. */
export function registerHotPages(app: FastifyInstance): void {
  const pages = new HotPages(app);
  app.decorate('hotPages', pages);
  const stopListening = onPortalChanged((orgId) => pages.changed(orgId), app.database.db);
  app.addHook('onClose', async () => {
    stopListening();
    await pages.close();
  });
  // When each change request arrived (reply.elapsedTime starts later than the first hook).
  const arrived = new WeakMap<FastifyRequest, number>();
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      arrived.set(request, performance.now());
    }
  });
  app.addHook('onSend', async (request: FastifyRequest) => {
    const since = arrived.get(request);
    if (since !== undefined) await pages.rendered(since);
  });
}
