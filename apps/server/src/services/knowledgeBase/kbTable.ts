/**
 * One page of the knowledge-base table (staff-content.md §2 "Knowledge Base (FAQs) card", §3
 * "Knowledge-base hit", §9): searched, filtered by the source, access and product facets and the
 * time filter, counted per facet value and paged in SQL, for one viewer. What the viewer may read
 * is decided by `canSee` (the access levels it shows, the products it shows) before any row is
 * read; an entry limited to products is on those products only, one without products on every
 * product.
 */
import {
  isShown,
  KB_ACCESS_LEVELS,
  KB_LIMITS,
  kbReachableTotal,
  kbSearchWords,
  kbShowsMetadata,
  kbSourceLabel,
  kbTimeFilterSince,
  KB_ACCESS_LABELS,
  type KbAccessLevel,
  type KbFacetValue,
  type KbRowView,
  type KbTablePage,
  type KbTableQuery,
  type Viewer,
} from '@candor/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { kbEntries, kbEntryProducts, products } from '../../db/schema/index.js';
import { renderUpdateMarkdown } from '../../updates/updateMarkdown.js';
import type { RequestContext } from '../serviceContext.js';

/** What one viewer may read of the knowledge base, decided once per request. */
export interface KbScope {
  orgId: string;
  accessLevels: KbAccessLevel[];
  /** The products whose entries the viewer reads, in the portal's order. */
  products: { id: string; name: string }[];
  withMetadata: boolean;
  now: Date;
}

/** The viewer's scope: access levels and products through `canSee`; staff see everything. */
export async function kbScopeOf(
  ctx: RequestContext,
  viewer: Viewer,
  options: { staff?: boolean; now?: Date } = {},
): Promise<KbScope> {
  const { db } = ctx;
  const staff = options.staff === true;
  const rows = await db
    .select({ id: products.id, name: products.name, show: products.show })
    .from(products)
    .where(eq(products.orgId, viewer.orgId))
    .orderBy(asc(products.position), asc(products.name));
  return {
    orgId: viewer.orgId,
    accessLevels: staff
      ? [...KB_ACCESS_LEVELS]
      : KB_ACCESS_LEVELS.filter((accessLevel) =>
          isShown(viewer, { type: 'kb_entry', accessLevel }),
        ),
    products: rows
      .filter((p) => staff || isShown(viewer, { type: 'product', show: p.show }))
      .map(({ id, name }) => ({ id, name })),
    withMetadata: staff || kbShowsMetadata(viewer.mode),
    now: options.now ?? new Date(),
  };
}

const linkOf = (productFilter?: SQL) =>
  sql`(select 1 from ${kbEntryProducts} where ${and(
    eq(kbEntryProducts.kbEntryId, kbEntries.id),
    productFilter,
  )})`;

/** Entries on at least one of these products (an entry without products is on all). */
const onProducts = (productIds: readonly string[]): SQL =>
  productIds.length === 0
    ? not(exists(linkOf()))
    : or(
        not(exists(linkOf())),
        exists(linkOf(inArray(kbEntryProducts.productId, [...productIds]))),
      )!;

/** `%word%` for ILIKE with the pattern characters of the word taken literally. */
const containing = (word: string): string => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type Facet = 'source' | 'access' | 'products';

/** The WHERE of the table: the viewer's scope, then every filter but the one left out. */
function conditions(scope: KbScope, query: KbTableQuery, leaveOut?: Facet): SQL {
  const filters: (SQL | undefined)[] = [
    eq(kbEntries.orgId, scope.orgId),
    inArray(kbEntries.accessLevel, scope.accessLevels),
    onProducts(scope.products.map((p) => p.id)),
  ];
  for (const word of kbSearchWords(query.q)) {
    const pattern = containing(word);
    filters.push(
      or(
        ilike(kbEntries.question, pattern),
        ilike(kbEntries.answer, pattern),
        ilike(kbEntries.comment, pattern),
      ),
    );
  }
  if (leaveOut !== 'source' && query.source.length > 0) {
    filters.push(inArray(kbEntries.sourceType, query.source));
  }
  if (leaveOut !== 'access' && query.access.length > 0) {
    filters.push(
      inArray(
        kbEntries.accessLevel,
        KB_ACCESS_LEVELS.filter((level) => query.access.includes(level)),
      ),
    );
  }
  if (leaveOut !== 'products' && query.productIds.length > 0) {
    filters.push(onProducts(query.productIds));
  }
  const since = kbTimeFilterSince(query.time, scope.now);
  if (since) filters.push(gte(kbEntries.updatedAt, since));
  return and(...filters)!;
}

const capped = (values: KbFacetValue[]): KbFacetValue[] =>
  values
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    .slice(0, KB_LIMITS.maxFacetValues);

async function facetsOf(db: Db, scope: KbScope, query: KbTableQuery) {
  const sources = await db
    .select({ value: kbEntries.sourceType, count: count() })
    .from(kbEntries)
    .where(conditions(scope, query, 'source'))
    .groupBy(kbEntries.sourceType);
  const access = scope.withMetadata
    ? await db
        .select({ value: kbEntries.accessLevel, count: count() })
        .from(kbEntries)
        .where(conditions(scope, query, 'access'))
        .groupBy(kbEntries.accessLevel)
    : [];
  const productIds = scope.products.map((p) => p.id);
  const perProduct =
    productIds.length === 0
      ? []
      : await db
          .select({ value: products.id, count: count(kbEntries.id) })
          .from(products)
          .innerJoin(
            kbEntries,
            and(
              eq(kbEntries.orgId, products.orgId),
              or(not(exists(linkOf())), exists(linkOf(eq(kbEntryProducts.productId, products.id)))),
            ),
          )
          .where(and(inArray(products.id, productIds), conditions(scope, query, 'products')))
          .groupBy(products.id);
  const productCounts = new Map(perProduct.map((row) => [row.value, row.count]));
  return {
    source: capped(
      sources.map((row) => ({
        value: row.value,
        label: kbSourceLabel(row.value),
        count: row.count,
      })),
    ),
    access: capped(
      access.map((row) => ({
        value: row.value,
        label: KB_ACCESS_LABELS[row.value],
        count: row.count,
      })),
    ),
    products: scope.products
      .map((p) => ({ value: p.id, label: p.name, count: productCounts.get(p.id) ?? 0 }))
      .filter((facet) => facet.count > 0 || query.productIds.includes(facet.value))
      .slice(0, KB_LIMITS.maxFacetValues),
  };
}

/**
 * The knowledge base's one order, favourites first then newest, the id last so entries written
 * at the same instant keep their places: the page's embedded first page and every page of the
 * table (offset-paged) list them alike.
 */
export const KB_ENTRY_ORDER = [
  desc(kbEntries.favoritePublic),
  desc(kbEntries.updatedAt),
  asc(kbEntries.id),
] as const;

export async function kbTablePage(
  ctx: RequestContext,
  scope: KbScope,
  query: KbTableQuery,
): Promise<KbTablePage> {
  const { db } = ctx;
  const { page, pageSize } = query;
  const empty = (): KbTablePage => ({
    items: [],
    page,
    pageSize,
    total: 0,
    unfilteredTotal: 0,
    facets: { source: [], access: [], products: [] },
  });
  if (scope.accessLevels.length === 0) return empty();

  const where = conditions(scope, query);
  const [[matching], [all]] = await Promise.all([
    db.select({ n: count() }).from(kbEntries).where(where),
    db
      .select({ n: count() })
      .from(kbEntries)
      .where(
        conditions(scope, { ...query, q: '', source: [], access: [], productIds: [], time: '' }),
      ),
  ]);
  const total = kbReachableTotal(matching?.n ?? 0, pageSize);
  const offset = (page - 1) * pageSize;
  const rows =
    offset >= total
      ? []
      : await db
          .select()
          .from(kbEntries)
          .where(where)
          .orderBy(...KB_ENTRY_ORDER)
          .limit(Math.min(pageSize, total - offset))
          .offset(offset);
  const links =
    scope.withMetadata && rows.length > 0
      ? await db
          .select({
            entryId: kbEntryProducts.kbEntryId,
            productId: kbEntryProducts.productId,
            name: products.name,
          })
          .from(kbEntryProducts)
          .innerJoin(products, eq(products.id, kbEntryProducts.productId))
          .where(
            inArray(
              kbEntryProducts.kbEntryId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(products.position), asc(products.name))
      : [];

  const items: KbRowView[] = rows.map((row) => ({
    id: row.id,
    question: row.question,
    answer: row.answer,
    answerHtml: renderUpdateMarkdown(row.answer),
    comment: row.comment,
    updatedAt: row.updatedAt.toISOString(),
    metadata: scope.withMetadata
      ? {
          accessLevel: row.accessLevel,
          favorite: row.favoritePublic,
          products: links
            .filter((link) => link.entryId === row.id)
            .map((link) => ({ id: link.productId, name: link.name })),
          sourceType: row.sourceType,
          sourceSubtype: row.sourceSubtype,
          sourceName: row.sourceName,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        }
      : null,
  }));
  return {
    items,
    page,
    pageSize,
    total,
    unfilteredTotal: all?.n ?? 0,
    facets: await facetsOf(db, scope, query),
  };
}
