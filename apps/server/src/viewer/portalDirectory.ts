/**
 * Which organisation a slug or host names, with its products and current revisions. Kept in
 * memory so that a cached anonymous page is answered without a database query: entries live
 * for a second at most (the safety net should a change notice be lost) and are dropped at once
 * on a change notice: this server's own, or another server's through PostgreSQL
 * (`fleet/portalChangeChannel.ts`).
 */
import { PORTAL_DEFAULTS, type ViewerOrgSettings } from '@candor/domain';
import { asc, desc, eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.js';
import { organizations, portalCustomizations, products } from '../db/schema/index.js';
import { onPortalChanged } from '../fleet/portalChanges.js';

export interface ProductRoute {
  id: string;
  slug: string;
  name: string;
  isDefault: boolean;
  show: boolean;
  revision: number;
}

export interface OrgRoute {
  id: string;
  slug: string;
  name: string;
  customDomain: string | null;
  /** Customization revision. */
  revision: number;
  portalTitle: string;
  /** What an error page of the organisation wears (presenters/portal/pageBrand.ts). */
  logoAssetId: string | null;
  brandColor: string | null;
  /** What visibility depends on, read with the route so no request asks for it again. */
  settings: ViewerOrgSettings;
  products: ProductRoute[];
  defaultProduct: ProductRoute | null;
}

type Lookup =
  | { by: 'slug'; slug: string }
  | { by: 'domain'; host: string }
  | { by: 'id'; id: string }
  | { by: 'default' };

const ENTRY_MAX_AGE_MS = 1000;
const MAX_ENTRIES = 2000;

export class PortalDirectory {
  private readonly cache = new LRUCache<string, Promise<OrgRoute | null>>({
    max: MAX_ENTRIES,
    ttl: ENTRY_MAX_AGE_MS,
  });
  private readonly stopListening: () => void;

  constructor(private readonly db: Db) {
    this.stopListening = onPortalChanged(() => this.invalidate(), db);
  }

  bySlug(slug: string): Promise<OrgRoute | null> {
    return this.lookup(`slug:${slug}`, { by: 'slug', slug });
  }

  byDomain(host: string): Promise<OrgRoute | null> {
    return this.lookup(`domain:${host}`, { by: 'domain', host });
  }

  byId(id: string): Promise<OrgRoute | null> {
    return this.lookup(`id:${id}`, { by: 'id', id });
  }

  /** The organisation `/` leads to: the one marked default, else the oldest. */
  defaultOrg(): Promise<OrgRoute | null> {
    return this.lookup('default', { by: 'default' });
  }

  /**
   * Forgets everything: a change to one organisation is rare enough that re-reading the few
   * active ones costs nothing, and negative answers ("no such slug") must go too, since the
   * change may have created what they looked for.
   */
  invalidate(): void {
    this.cache.clear();
  }

  close(): void {
    this.stopListening();
    this.cache.clear();
  }

  private lookup(key: string, lookup: Lookup): Promise<OrgRoute | null> {
    const cached = this.cache.get(key);
    if (cached) return cached;
    const loading = this.load(lookup);
    // A failed lookup (database down) must not be remembered.
    loading.catch(() => this.cache.delete(key));
    this.cache.set(key, loading);
    return loading;
  }

  private async load(lookup: Lookup): Promise<OrgRoute | null> {
    const base = this.db
      .select({
        id: organizations.id,
        slug: organizations.slug,
        name: organizations.name,
        customDomain: organizations.customDomain,
        revision: portalCustomizations.revision,
        portalTitle: portalCustomizations.portalTitle,
        logoAssetId: organizations.logoAssetId,
        brandColor: portalCustomizations.brandColor,
        publicAccessLevel: portalCustomizations.publicAccessLevel,
        documentAccessType: portalCustomizations.documentAccessType,
      })
      .from(organizations)
      .leftJoin(portalCustomizations, eq(portalCustomizations.orgId, organizations.id));
    const [org] = await (
      lookup.by === 'default'
        ? base.orderBy(desc(organizations.isDefault), asc(organizations.createdAt))
        : base.where(
            lookup.by === 'slug'
              ? eq(organizations.slug, lookup.slug)
              : lookup.by === 'domain'
                ? eq(organizations.customDomain, lookup.host)
                : eq(organizations.id, lookup.id),
          )
    ).limit(1);
    if (!org) return null;
    const { publicAccessLevel, documentAccessType, ...rest } = org;

    const productRows = await this.db
      .select({
        id: products.id,
        slug: products.slug,
        name: products.name,
        isDefault: products.isDefault,
        show: products.show,
        revision: products.revision,
      })
      .from(products)
      .where(eq(products.orgId, org.id))
      .orderBy(asc(products.position), asc(products.name));
    return {
      ...rest,
      revision: org.revision ?? 1,
      portalTitle: org.portalTitle ?? PORTAL_DEFAULTS.portalTitle,
      brandColor: org.brandColor ?? null,
      settings: {
        publicAccessLevel: publicAccessLevel ?? PORTAL_DEFAULTS.publicAccessLevel,
        documentAccessType: documentAccessType ?? PORTAL_DEFAULTS.documentAccessType,
      },
      products: productRows,
      defaultProduct: productRows.find((p) => p.isDefault) ?? productRows[0] ?? null,
    };
  }
}
