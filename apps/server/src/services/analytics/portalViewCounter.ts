/**
 * `portal_view` events without a write per page: the portal's cached anonymous path only adds
 * one to an in-memory counter (per organisation, product, account and member), and the counts
 * are written every few seconds as one row per key carrying `detail.count`. Staff are never
 * counted (main mode and preview alike): their reads are not visitors' views. Anonymous views
 * carry no account, no member and nothing else about the visitor.
 */
import type { Viewer } from '@candor/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { analyticsEvents } from '../../db/schema/index.js';
import { eventWho } from './recordEvent.js';

/** How often counted views are written. */
export const PORTAL_VIEW_FLUSH_MS = 5_000;

interface Pending {
  orgId: string;
  productId: string | null;
  accountId: string | null;
  memberId: string | null;
  count: number;
}

/** Whether a request of this viewer is a visitor's view (staff reads never are). */
export const countsAsVisitorView = (viewer: Viewer): boolean =>
  viewer.actor.type === 'visitor' || viewer.actor.type === 'member';

/** Counts per organisation, then product, then member ('' for anonymous visitors). */
type PendingCounts = Map<string, Map<string, Map<string, Pending>>>;

export class PortalViewCounter {
  private pending: PendingCounts = new Map();
  private readonly timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    intervalMs = PORTAL_VIEW_FLUSH_MS,
  ) {
    this.timer = setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  /**
   * One portal page (or its JSON view) served to this viewer. Synchronous, and no string is
   * built: the ids are the viewer's own strings, whose hashes V8 keeps, so the lookups are cheap.
   */
  count(viewer: Viewer): void {
    if (!countsAsVisitorView(viewer)) return;
    const { accountId = null, memberId = null } = eventWho(viewer);
    let byProduct = this.pending.get(viewer.orgId);
    if (!byProduct) {
      byProduct = new Map();
      this.pending.set(viewer.orgId, byProduct);
    }
    const product = viewer.productId ?? '';
    let byMember = byProduct.get(product);
    if (!byMember) {
      byMember = new Map();
      byProduct.set(product, byMember);
    }
    const who = memberId ?? '';
    const entry = byMember.get(who);
    if (entry) entry.count += 1;
    else {
      byMember.set(who, {
        orgId: viewer.orgId,
        productId: viewer.productId,
        accountId,
        memberId,
        count: 1,
      });
    }
  }

  /** Writes what was counted so far; flushes never overlap. A failed write is logged and dropped. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (this.pending.size === 0) return;
      const batch: Pending[] = [];
      for (const byProduct of this.pending.values()) {
        for (const byMember of byProduct.values()) batch.push(...byMember.values());
      }
      this.pending = new Map();
      if (batch.length === 0) return;
      try {
        await this.db.insert(analyticsEvents).values(
          batch.map((entry) => ({
            kind: 'portal_view' as const,
            orgId: entry.orgId,
            productId: entry.productId,
            accountId: entry.accountId,
            memberId: entry.memberId,
            detail: { count: entry.count },
          })),
        );
      } catch (error) {
        this.log.warn({ err: error, rows: batch.length }, 'portal views could not be recorded');
      }
    });
    return this.flushing;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
