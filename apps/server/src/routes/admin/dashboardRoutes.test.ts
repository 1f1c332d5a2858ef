/**
 * The Overview (GET /api/admin/dashboard): each widget's data from the organisation's rows, the
 * 60-day expiry window (expired ones included), widgets withheld (null, never read) from staff
 * whose abilities do not show them, nothing of another organisation, and the set-up checklist
 * ticked from real data, its last step publishing the portal.
 */
import type { DashboardView } from '@candor/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buildAccount,
  buildAccountMember,
  buildAsset,
  buildCard,
  buildFile,
  buildItem,
  buildOrg,
  buildStaffUser,
  buildSubscriber,
} from '../../db/factories.js';
import {
  accessRequests,
  analyticsEvents,
  auditLog,
  comments,
  organizations,
  portalCustomizations,
  questionnaires,
} from '../../db/schema/index.js';
import { adminApi } from '../../testing/adminApi.js';
import { signInAs, useTestApp } from '../../testing/testApp.js';

const t = useTestApp();
const api = adminApi(() => t.app);
const db = () => t.database.db;

const DAY_MS = 24 * 60 * 60 * 1000;
const dayFromNow = (days: number) =>
  new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** A new organisation (nothing set up) and a signed-in staff member holding `scopes`. */
async function newOrg(scopes?: readonly string[]) {
  const built = await buildOrg(db(), {
    customization: { supportMailbox: null, publishedAt: null },
  });
  const staff = await buildStaffUser(db(), { org: built.org, scopes, displayName: 'Alex Morgan' });
  return { ...built, staff, cookie: await signInAs(t.app, staff.user.email, staff.password) };
}

async function dashboard(cookie: string): Promise<DashboardView> {
  const response = await api.get('/api/admin/dashboard', cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DashboardView>();
}

const request = (org: { id: string }, productId: string, email: string, createdAt: Date) => ({
  orgId: org.id,
  productId,
  email,
  firstName: email.split('@')[0]!,
  lastName: 'Visitor',
  companyName: 'Globex',
  createdAt,
});

/** An organisation with something in every widget, and one of each thing outside the windows. */
async function busyOrg(scopes?: readonly string[]) {
  const o = await newOrg(scopes);
  const { org, product } = o;
  await db()
    .insert(accessRequests)
    .values([
      request(org, product.id, 'newer@globex.test', new Date(Date.now() - DAY_MS)),
      request(org, product.id, 'oldest@globex.test', new Date(Date.now() - 5 * DAY_MS)),
      {
        ...request(org, product.id, 'done@globex.test', new Date()),
        status: 'declined' as const,
        decisionSource: 'staff' as const,
        decidedAt: new Date(),
        decidedByStaffId: o.staff.user.id,
        declineReason: 'Not a customer',
      },
    ]);
  await buildFile(db(), { org, originalName: 'SOC 2 report.pdf', expiresOn: dayFromNow(59) });
  await buildFile(db(), { org, originalName: 'Pen test.pdf', expiresOn: dayFromNow(-3) });
  await buildFile(db(), { org, originalName: 'Later.pdf', expiresOn: dayFromNow(61) });
  await buildFile(db(), { org, originalName: 'Forever.pdf' });
  const certifications = await buildCard(db(), { product, kind: 'Certifications' });
  await buildItem(db(), { card: certifications, title: 'ISO 27001', expiry: dayFromNow(10) });
  await buildItem(db(), { card: certifications, title: 'SOC 2', expiry: dayFromNow(200) });
  const account = await buildAccount(db(), { org, name: 'Initech' });
  const member = await buildAccountMember(db(), { account });
  await db()
    .insert(questionnaires)
    .values([
      {
        orgId: org.id,
        accountId: account.id,
        memberId: member.id,
        productId: product.id,
        link: 'https://forms.example/q1',
      },
      {
        orgId: org.id,
        accountId: account.id,
        memberId: member.id,
        productId: product.id,
        link: 'https://forms.example/q2',
        status: 'in_progress',
      },
    ]);
  const security = await buildCard(db(), { product, kind: 'DataSecurity' });
  const encryption = await buildItem(db(), { card: security, title: 'Encryption' });
  await db().insert(comments).values({
    orgId: org.id,
    accountId: account.id,
    itemId: encryption.id,
    productId: product.id,
    memberId: member.id,
    content: 'Which cipher suites?',
  });
  await db()
    .insert(analyticsEvents)
    .values([
      { orgId: org.id, kind: 'portal_view', productId: product.id, detail: { count: 7 } },
      { orgId: org.id, kind: 'document_download', productId: product.id },
      {
        orgId: org.id,
        kind: 'portal_view',
        productId: product.id,
        detail: { count: 100 },
        createdAt: new Date(Date.now() - 45 * DAY_MS),
      },
    ]);
  await buildSubscriber(db(), { org });
  await buildSubscriber(db(), {
    org,
    createdAt: new Date(Date.now() - 90 * DAY_MS),
    confirmedAt: new Date(Date.now() - 90 * DAY_MS),
  });
  await buildSubscriber(db(), { org, status: 'pending', confirmedAt: null });
  return o;
}

describe('GET /api/admin/dashboard', () => {
  it("fills every widget from the organisation's rows for staff holding every scope", async () => {
    const { cookie } = await busyOrg();
    const view = await dashboard(cookie);

    expect(view.accessRequests?.pendingCount).toBe(2);
    expect(view.accessRequests?.oldest.map((r) => r.email)).toEqual([
      'oldest@globex.test',
      'newer@globex.test',
    ]);
    expect(view.questionnaires).toMatchObject({
      newCount: 1,
      latest: [{ accountName: 'Initech' }],
    });
    expect(view.conversations).toMatchObject({
      waitingCount: 1,
      latest: [{ accountName: 'Initech', itemTitle: 'Encryption', lastFromStaff: false }],
    });
    expect(view.activity).toMatchObject({ portalViews: 7, documentViews: 0, documentDownloads: 1 });
    expect(view.activity?.daily).toHaveLength(30);
    expect(view.activity?.daily.at(-1)).toMatchObject({ portalViews: 7, documentDownloads: 1 });
    expect(view.subscribers).toEqual({ confirmed: 2, newLast30Days: 1 });
    expect(view.audit?.entries.map((entry) => entry.sentence)).toEqual(['Alex Morgan signed in']);
    expect(view.unavailable).toEqual([]);
  });

  it('lists documents and certifications expiring within 60 days and those expired, soonest first', async () => {
    const { cookie } = await busyOrg();
    const view = await dashboard(cookie);

    expect(view.expiringDocuments?.documents).toEqual([
      expect.objectContaining({ name: 'Pen test.pdf', expiresOn: dayFromNow(-3) }),
      expect.objectContaining({ name: 'SOC 2 report.pdf', expiresOn: dayFromNow(59) }),
    ]);
    expect(view.expiringCertifications?.certifications).toEqual([
      expect.objectContaining({ name: 'ISO 27001', expiresOn: dayFromNow(10), productSlug: null }),
    ]);
  });

  it('withholds the widgets whose abilities the staff member lacks: only statuspage:edit', async () => {
    const { cookie } = await busyOrg(['statuspage:edit']);
    const view = await dashboard(cookie);

    expect(view).toMatchObject({
      accessRequests: null,
      questionnaires: null,
      conversations: null,
      activity: null,
      audit: null,
    });
    expect(view.expiringDocuments?.documents).toHaveLength(2);
    expect(view.expiringCertifications?.certifications).toHaveLength(1);
    expect(view.subscribers?.confirmed).toBe(2);
    // Their one step (a document) is done; the settings' steps are another's.
    expect(view.setup).toBeNull();
  });

  it('answers a staff member without scopes with no widget, and refuses a visitor', async () => {
    const { cookie } = await busyOrg([]);
    const { unavailable, ...widgets } = await dashboard(cookie);
    expect(Object.values(widgets).every((widget) => widget === null)).toBe(true);
    expect(unavailable).toEqual([]);
    expect((await api.get('/api/admin/dashboard')).statusCode).toBe(401);
  });

  it("holds nothing of another organisation's", async () => {
    await busyOrg();
    const { cookie } = await newOrg();
    const view = await dashboard(cookie);

    expect(view.accessRequests).toEqual({ pendingCount: 0, oldest: [] });
    expect(view.questionnaires).toEqual({ newCount: 0, latest: [] });
    expect(view.conversations).toEqual({ waitingCount: 0, latest: [] });
    expect(view.expiringDocuments).toEqual({ documents: [] });
    expect(view.expiringCertifications).toEqual({ certifications: [] });
    expect(view.activity).toMatchObject({ portalViews: 0, documentDownloads: 0 });
    expect(view.subscribers).toEqual({ confirmed: 0, newLast30Days: 0 });
    // Their own sign-in only.
    expect(view.audit?.entries.map((entry) => entry.sentence)).toEqual(['Alex Morgan signed in']);
  });

  it('shows the last audit entries, newest first, with who acted', async () => {
    const { cookie } = await newOrg();
    await api.post('/api/admin/settings/publish', {}, cookie);
    const view = await dashboard(cookie);
    expect(view.audit?.entries.map((entry) => entry.sentence)).toEqual([
      'Alex Morgan published the portal',
      'Alex Morgan signed in',
    ]);
  });
});

describe('the set-up checklist', () => {
  it('ticks each step from the data and goes once all are done', async () => {
    const { org, cookie } = await newOrg();
    expect((await dashboard(cookie)).setup?.steps).toEqual([
      { step: 'logo', done: false },
      { step: 'supportMailbox', done: false },
      { step: 'document', done: false },
      { step: 'published', done: false },
    ]);

    const logo = await buildAsset(db(), { org });
    await db()
      .update(organizations)
      .set({ logoAssetId: logo.id })
      .where(eq(organizations.id, org.id));
    await db()
      .update(portalCustomizations)
      .set({ supportMailbox: 'help@acme.test' })
      .where(eq(portalCustomizations.orgId, org.id));
    await buildFile(db(), { org });
    expect((await dashboard(cookie)).setup?.steps.filter((s) => !s.done)).toEqual([
      { step: 'published', done: false },
    ]);

    const published = await api.post('/api/admin/settings/publish', {}, cookie);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toEqual({ message: 'Your portal is published' });
    expect((await dashboard(cookie)).setup).toBeNull();
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.orgId, org.id), eq(auditLog.action, 'portal.published')));
    expect(audit?.entityType).toBe('settings');
  });

  it('keeps the first date when published again', async () => {
    const { org, cookie } = await newOrg();
    await api.post('/api/admin/settings/publish', {}, cookie);
    const first = await db()
      .select()
      .from(portalCustomizations)
      .where(eq(portalCustomizations.orgId, org.id));
    await api.post('/api/admin/settings/publish', {}, cookie);
    const second = await db()
      .select()
      .from(portalCustomizations)
      .where(eq(portalCustomizations.orgId, org.id));
    expect(second[0]?.publishedAt).toEqual(first[0]?.publishedAt);
  });
});
