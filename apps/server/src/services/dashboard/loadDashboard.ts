/**
 * The private area's Overview (GET /api/admin/dashboard): what waits for staff and how the
 * portal is doing, one widget per part of the work. Each widget is read only when the staff
 * member's abilities show it (domain `dashboardWidgets`), through the use cases its own page
 * reads with, so their policy checks apply; the others are null and never read.
 */
import {
  auditSentence,
  auditQuerySchema,
  DASHBOARD_ACTIVITY_DAYS,
  DASHBOARD_AUDIT_SIZE,
  DASHBOARD_EXPIRY_DAYS,
  DASHBOARD_LIST_SIZE,
  DASHBOARD_WIDGETS,
  dashboardWidgets,
  setupStepsFor,
  staffAbilities,
  type DashboardView,
  type DashboardWidget,
  type SetupStep,
} from '@candor/domain';
import { utcDay } from '@candor/domain/analytics/analytics.schema';
import { and, asc, count, eq, gte, isNotNull, lte, not, sql } from 'drizzle-orm';
import {
  files,
  items,
  organizations,
  portalCustomizations,
  products,
  subscribers,
} from '../../db/schema/index.js';
import { listAccessRequests } from '../access/accessQueue.js';
import { recentActivity } from '../analytics/analyticsQueries.js';
import { listAudit } from '../audit/listAudit.js';
import { listThreads } from '../conversations/comments.js';
import { listQuestionnaireQueue } from '../conversations/questionnaires.js';
import type { QuestionnaireLinks } from '../conversations/questionnaireLinks.js';
import { isDocumentFile } from '../documents/libraryDocuments.js';
import type { ServiceContext } from '../serviceContext.js';
import { blockedAddress } from '../updates/updateRecipients.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => utcDay(new Date(Date.now() + days * DAY_MS));

/**
 * The Overview of this staff member. A widget whose read fails is null and named in
 * `unavailable` (its error handed to `onWidgetError` for the log), so the others still show.
 */
export async function loadDashboard(
  ctx: ServiceContext,
  links: QuestionnaireLinks,
  onWidgetError: (widget: DashboardWidget, error: unknown) => void,
): Promise<DashboardView> {
  const { actor, orgId } = ctx.viewer;
  const abilities = staffAbilities(actor, orgId);
  const shows = dashboardWidgets(abilities);
  const unavailable: DashboardWidget[] = [];
  const when = async <T>(widget: DashboardWidget, read: () => Promise<T>): Promise<T | null> => {
    if (!shows[widget]) return null;
    try {
      return await read();
    } catch (error) {
      onWidgetError(widget, error);
      unavailable.push(widget);
      return null;
    }
  };

  const view = await awaitAll({
    setup: setupChecklist(ctx, setupStepsFor(abilities)),
    accessRequests: when('accessRequests', async () => {
      const pending = await listAccessRequests(ctx, { status: 'pending', oldestFirst: true });
      return { pendingCount: pending.length, oldest: pending.slice(0, DASHBOARD_LIST_SIZE) };
    }),
    questionnaires: when('questionnaires', async () => {
      const fresh = await listQuestionnaireQueue(ctx, links, 'submitted');
      return {
        newCount: fresh.length,
        latest: fresh.slice(0, DASHBOARD_LIST_SIZE).map((q) => ({
          id: q.id,
          accountName: q.account.name,
          productName: q.product.name,
          submittedAt: q.submittedAt,
        })),
      };
    }),
    conversations: when('conversations', async () => {
      const threads = await listThreads(ctx);
      return {
        waitingCount: threads.filter((thread) => !thread.lastFromStaff).length,
        latest: threads.slice(0, DASHBOARD_LIST_SIZE),
      };
    }),
    expiringDocuments: when('expiringDocuments', async () => ({
      documents: await expiringFiles(ctx),
    })),
    expiringCertifications: when('expiringCertifications', async () => ({
      certifications: await expiringCertificationItems(ctx),
    })),
    activity: when('activity', async () => {
      const { from, to, totals, daily } = await recentActivity(ctx, DASHBOARD_ACTIVITY_DAYS);
      return {
        from,
        to,
        portalViews: totals.portal_view,
        documentViews: totals.document_view,
        documentDownloads: totals.document_download,
        daily: daily.map(({ day, counts }) => ({
          day,
          portalViews: counts.portal_view,
          documentViews: counts.document_view,
          documentDownloads: counts.document_download,
        })),
      };
    }),
    subscribers: when('subscribers', () => subscriberTotals(ctx)),
    audit: when('audit', async () => {
      const page = await listAudit(ctx, auditQuerySchema.parse({ limit: DASHBOARD_AUDIT_SIZE }));
      return {
        entries: page.entries.map((entry) => ({
          id: entry.id,
          at: entry.at,
          sentence: auditSentence(entry),
        })),
      };
    }),
  });
  return {
    ...view,
    unavailable: DASHBOARD_WIDGETS.filter((widget) => unavailable.includes(widget)),
  };
}

/** Awaits every promise of the record at once: the record of their values. */
async function awaitAll<T extends Record<string, Promise<unknown>>>(
  promises: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const keys = Object.keys(promises);
  const values = await Promise.all(Object.values(promises));
  // Object.fromEntries loses the keys' types; the keys and values are the record's own.
  return Object.fromEntries(keys.map((key, i) => [key, values[i]])) as {
    [K in keyof T]: Awaited<T[K]>;
  };
}

/** Each step this staff member may do, ticked from the data; null when all are done (or none is theirs). */
async function setupChecklist(
  ctx: ServiceContext,
  steps: readonly SetupStep[],
): Promise<DashboardView['setup']> {
  if (steps.length === 0) return null;
  const { orgId } = ctx.viewer;
  const [row] = await ctx.db
    .select({
      logo: isNotNull(organizations.logoAssetId),
      supportMailbox: sql<boolean>`coalesce(${portalCustomizations.supportMailbox}, '') <> ''`,
      published: isNotNull(portalCustomizations.publishedAt),
      document: sql<boolean>`exists (select 1 from ${files} where ${files.orgId} = ${orgId} and ${isDocumentFile})`,
    })
    .from(organizations)
    .leftJoin(portalCustomizations, eq(portalCustomizations.orgId, organizations.id))
    .where(eq(organizations.id, orgId));
  const checklist = steps.map((step) => ({ step, done: Boolean(row?.[step]) }));
  return checklist.every((item) => item.done) ? null : { steps: checklist };
}

/** Documents whose own expiry falls within the window or has passed, the soonest first. */
async function expiringFiles(ctx: ServiceContext) {
  const rows = await ctx.db
    .select({ id: files.id, name: files.originalName, expiresOn: files.expiresOn })
    .from(files)
    .where(
      and(
        eq(files.orgId, ctx.viewer.orgId),
        lte(files.expiresOn, daysFromNow(DASHBOARD_EXPIRY_DAYS)),
        isDocumentFile,
      ),
    )
    .orderBy(asc(files.expiresOn), asc(files.originalName))
    .limit(DASHBOARD_LIST_SIZE * 2);
  return rows.map((row) => ({ ...row, expiresOn: row.expiresOn ?? '' }));
}

/** Certifications (items of the certifications card) with an expiry in the window or past. */
async function expiringCertificationItems(ctx: ServiceContext) {
  const rows = await ctx.db
    .select({
      id: items.id,
      name: items.title,
      expiresOn: items.expiry,
      itemUid: items.uid,
      productSlug: products.slug,
      isDefault: products.isDefault,
    })
    .from(items)
    .innerJoin(products, and(eq(products.orgId, items.orgId), eq(products.id, items.productId)))
    .where(
      and(
        eq(items.orgId, ctx.viewer.orgId),
        eq(items.kind, 'Certifications'),
        lte(items.expiry, daysFromNow(DASHBOARD_EXPIRY_DAYS)),
      ),
    )
    .orderBy(asc(items.expiry), asc(items.title))
    .limit(DASHBOARD_LIST_SIZE * 2);
  return rows.map(({ isDefault, productSlug, expiresOn, ...row }) => ({
    ...row,
    expiresOn: expiresOn ?? '',
    productSlug: isDefault ? null : productSlug,
  }));
}

/** Confirmed subscribers now (not blocked), and how many of them confirmed in the last 30 days. */
async function subscriberTotals(ctx: ServiceContext) {
  const since = new Date(Date.now() - DASHBOARD_ACTIVITY_DAYS * DAY_MS);
  const [row] = await ctx.db
    .select({
      confirmed: count(),
      newLast30Days: sql<number>`count(*) filter (where ${gte(subscribers.confirmedAt, since)})::int`,
    })
    .from(subscribers)
    .where(
      and(
        eq(subscribers.orgId, ctx.viewer.orgId),
        eq(subscribers.status, 'confirmed'),
        not(blockedAddress(ctx.viewer.orgId, sql`${subscribers.email}`)),
      ),
    );
  return { confirmed: row?.confirmed ?? 0, newLast30Days: row?.newLast30Days ?? 0 };
}
