import { INTEGRATION_MESSAGES, type ItemView } from '@candor/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildCard, buildItem, buildOrg, buildStaffUser } from '../../db/factories.js';
import type { ItemRow } from '../../db/rows.js';
import { auditLog, integrationData, integrations, items, jobs } from '../../db/schema/index.js';
import { providerClientOptions } from '../../integrations/providerClients.js';
import {
  enqueueRefreshTick,
  INTEGRATION_REFRESH_QUEUE,
  refreshIntegrations,
} from '../../services/integrations/refreshIntegrations.js';
import { onPortalChanged } from '../../fleet/portalChanges.js';
import { errorBodyOf } from '../../testing/errorBody.js';
import { listenToFleet } from '../../testing/fleetListener.js';
import { startFakeHttpServer } from '../../testing/fakeHttpServer.js';
import { hackeroneMetrics, statuspageStatus } from '../../testing/fakeProviders.js';
import { buildPortalFixture, STAFF_EMAIL, STAFF_PASSWORD } from '../../testing/portalFixture.js';
import { itemOnPage, portalView, staffRequest } from '../../testing/staffRequest.js';
import { signInAs, useTestApp } from '../../testing/testApp.js';

const fake = await startFakeHttpServer();
afterAll(() => fake.close());

const t = useTestApp({
  config: {
    safeFetchAllow: ['127.0.0.1'],
    providers: { hackeroneUrl: fake.origin, scorecardUrl: `${fake.origin}/grades` },
  },
});

let f: Awaited<ReturnType<typeof buildPortalFixture>>;
let bounty: ItemRow;
let status: ItemRow;
let editor: string;

const path = (item: ItemRow, productId = f.product.id) =>
  `/api/trust-center/products/${productId}/items/${item.uid}/integration`;
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  staffRequest(t.app)(method, url, editor, payload);

async function visitorItem(uid: string): Promise<ItemView | undefined> {
  return itemOnPage(await portalView(t.app, '/acme'), { uid })?.item;
}
async function editorItem(uid: string): Promise<ItemView | undefined> {
  return itemOnPage(await portalView(t.app, '/acme', editor), { uid })?.item;
}
async function storedConnections(orgId: string) {
  return t.database.db.select().from(integrations).where(eq(integrations.orgId, orgId));
}
async function storedData(integrationId: string) {
  const [row] = await t.database.db
    .select()
    .from(integrationData)
    .where(eq(integrationData.integrationId, integrationId));
  return row;
}
const options = () => ({ ...providerClientOptions(t.app.config), timeoutMs: 300 });
/** For refreshes that must succeed: 300 ms is short on a loaded machine. */
const patientOptions = () => providerClientOptions(t.app.config);

beforeAll(async () => {
  const { db } = t.database;
  f = await buildPortalFixture(db, t.fileStore);
  const appSec = await buildCard(db, { product: f.product, kind: 'ApplicationSecurity' });
  bounty = await buildItem(db, {
    card: appSec,
    title: 'Bug bounty program',
    publicAccess: true,
    integrations: { slot: 'bug_bounty' },
  });
  const continuity = await buildCard(db, { product: f.product, kind: 'BusinessContinuity' });
  status = await buildItem(db, {
    card: continuity,
    title: 'Uptime',
    publicAccess: true,
    integrations: { slot: 'status_page' },
  });
  editor = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
  fake.answer('/acme/profile_metrics.snapshot', { json: hackeroneMetrics() });
  fake.answer('/status/api/v2/status.json', {
    json: statuspageStatus('minor', 'Partially Degraded Service'),
  });
});

describe('connecting a bug-bounty program', () => {
  it('refuses a link with query parameters with the exact message, asking no one', async () => {
    const before = fake.requests.length;
    const response = await send('POST', path(bounty), { link: `${fake.origin}/acme?type=team` });
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).message).toBe(
      INTEGRATION_MESSAGES.hackeroneLink(new URL(fake.origin).host),
    );
    expect(fake.requests.length).toBe(before);
    expect(await storedConnections(f.org.id)).toEqual([]);
  });

  it('refuses a program the provider does not know (NOT_FOUND) and stores nothing', async () => {
    const response = await send('POST', path(bounty), { link: `${fake.origin}/nobody` });
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).message).toBe(
      `${INTEGRATION_MESSAGES.hackeroneNotFound} What failed: 127.0.0.1 answered HTTP 404.`,
    );
    expect(await storedConnections(f.org.id)).toEqual([]);
  });

  it('refuses a provider answering garbage (UNKNOWN) and stores nothing', async () => {
    fake.answer('/garbage/profile_metrics.snapshot', { text: '<html>maintenance</html>' });
    const response = await send('POST', path(bounty), { link: `${fake.origin}/garbage` });
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).message).toBe(
      `${INTEGRATION_MESSAGES.hackeroneUnknown} What failed: 127.0.0.1 did not answer JSON.`,
    );
    expect(await storedConnections(f.org.id)).toEqual([]);
  });

  it('connects, audits, and visitors see the statistics', async () => {
    const response = await send('POST', path(bounty), { link: `${fake.origin}/acme` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ state: 'connected', link: `${fake.origin}/acme` });
    const seen = await visitorItem(bounty.uid);
    expect(seen?.integration).toMatchObject({
      slot: 'bug_bounty',
      stale: false,
      data: {
        programStatistics: { reportsResolved: 128 },
        responseEfficiency: {
          averageTimeToFirstResponse: 5.2,
          averageTimeToTriage: 30,
          averageBounty: 750,
        },
      },
    });
    // Visitors get no editing data.
    expect(seen?.integrationEdit).toBeUndefined();
    const edit = (await editorItem(bounty.uid))?.integrationEdit;
    expect(edit).toMatchObject({ state: 'connected', link: `${fake.origin}/acme`, locked: false });
    // The expanded card's list (what the drawer and its edit mode render) carries them too.
    const list = await t.app.inject({
      method: 'GET',
      url: '/acme/api/cards/ApplicationSecurity/items',
      headers: { cookie: editor },
    });
    expect(list.statusCode).toBe(200);
    const listed = list.json<{ items: ItemView[] }>().items.find((i) => i.uid === bounty.uid);
    expect(listed?.integration).toMatchObject({ slot: 'bug_bounty', stale: false });
    expect(listed?.integrationEdit).toMatchObject({ state: 'connected' });
  });
});

describe('connecting a status page', () => {
  it.each([
    'https://10.0.0.1',
    'https://169.254.169.254/latest',
    'https://[::ffff:127.0.0.1]',
    'https://localhost',
  ])('refuses a page at a private address (%s) and stores nothing', async (link) => {
    const response = await send('POST', path(status), { link });
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).message).toMatch(
      /^Invalid Statuspage connection: .+ or contact support\. What failed: .+\.$/,
    );
    const kinds = (await storedConnections(f.org.id)).map((row) => row.kind);
    expect(kinds).not.toContain('status_page');
  });

  it('refuses a page that redirects to a private address, never following it', async () => {
    fake.answer('/sneaky/api/v2/status.json', { redirect: 'http://10.0.0.1/api/v2/status.json' });
    const response = await send('POST', path(status), { link: `${fake.origin}/sneaky` });
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).message).toMatch(
      /^Invalid Statuspage connection: .+ What failed: refused by the address policy: /,
    );
    const kinds = (await storedConnections(f.org.id)).map((row) => row.kind);
    expect(kinds).not.toContain('status_page');
  });

  it('connects; visitors see the status with its tone; show in card changes', async () => {
    const response = await send('POST', path(status), {
      link: `${fake.origin}/status`,
      showInCard: true,
    });
    expect(response.statusCode).toBe(200);
    expect((await visitorItem(status.uid))?.integration).toMatchObject({
      slot: 'status_page',
      data: { indicator: 'minor', description: 'Partially Degraded Service' },
      tone: 'warning',
      showInCard: true,
      stale: false,
    });
    const patched = await send('PATCH', path(status), { showInCard: false });
    expect(patched.statusCode).toBe(200);
    expect((await visitorItem(status.uid))?.integration).toMatchObject({ showInCard: false });
  });
});

describe('the background refresh', () => {
  it('queues one job per tick, however many servers ask', async () => {
    const now = new Date('2026-11-24T09:00:01Z');
    const first = await enqueueRefreshTick(t.database.db, now, 60_000);
    const second = await enqueueRefreshTick(
      t.database.db,
      new Date('2026-11-24T09:00:40Z'),
      60_000,
    );
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    const queued = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, INTEGRATION_REFRESH_QUEUE)));
    expect(queued).toHaveLength(1);
    // The app's own worker would run this tick's refresh beside the next test: take the job
    // back, or let it finish when a worker has it already.
    const refreshJobs = (status: 'queued' | 'running') =>
      and(eq(jobs.queue, INTEGRATION_REFRESH_QUEUE), eq(jobs.status, status));
    await t.database.db.delete(jobs).where(refreshJobs('queued'));
    await vi.waitFor(
      async () => {
        const running = await t.database.db.select().from(jobs).where(refreshJobs('running'));
        expect(running).toHaveLength(0);
      },
      { timeout: 20_000, interval: 100 },
    );
  });

  it('keeps the last good data, marked stale, when a provider is slow or answers garbage', async () => {
    const [connection] = (await storedConnections(f.org.id)).filter(
      (row) => row.kind === 'status_page',
    );
    const before = await storedData(connection!.id);
    fake.answer('/status/api/v2/status.json', { hang: true });
    fake.answer('/acme/profile_metrics.snapshot', {
      json: { average_bounty_lower_amount: 'lots' },
    });
    const outcome = await refreshIntegrations(t.database.db, options());
    expect(outcome).toEqual({ refreshed: 0, stale: 2 });
    const after = await storedData(connection!.id);
    expect(after?.stale).toBe(true);
    expect(after?.payload).toEqual(before?.payload);
    expect(after?.fetchedAt?.toISOString()).toBe(before?.fetchedAt?.toISOString());

    const seen = (await visitorItem(status.uid))?.integration;
    expect(seen).toMatchObject({ stale: true, tone: null, data: { indicator: 'minor' } });
    expect(seen?.fetchedAt).toBe(before?.fetchedAt?.toISOString());
    expect((await visitorItem(bounty.uid))?.integration).toMatchObject({
      stale: true,
      data: { responseEfficiency: { averageBounty: 750 } },
    });
    const edit = (await editorItem(status.uid))?.integrationEdit;
    expect(edit?.error).toBe(
      `${INTEGRATION_MESSAGES.temporary(new URL(fake.origin).host)} What failed: no answer from 127.0.0.1 within 0.3 s.`,
    );
  });

  it('a good answer again replaces the data and clears the mark', async () => {
    fake.answer('/status/api/v2/status.json', {
      json: statuspageStatus('none', 'All Systems Operational'),
    });
    fake.answer('/acme/profile_metrics.snapshot', {
      json: hackeroneMetrics({ resolved_report_count: 130 }),
    });
    expect(await refreshIntegrations(t.database.db, patientOptions())).toEqual({
      refreshed: 2,
      stale: 0,
    });
    expect((await visitorItem(status.uid))?.integration).toMatchObject({
      stale: false,
      tone: 'success',
      data: { description: 'All Systems Operational' },
    });
    expect((await visitorItem(bounty.uid))?.integration).toMatchObject({
      data: { programStatistics: { reportsResolved: 130 } },
    });
  });
});

describe('the background refresh goes through mutate', () => {
  it('a refresh that changes what visitors see is audited as the system and tells every server', async () => {
    fake.answer('/status/api/v2/status.json', { json: statuspageStatus('major', 'Major Outage') });
    const refreshAudits = () =>
      t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.orgId, f.org.id), eq(auditLog.action, 'integration.refreshed')));
    const auditsBefore = (await refreshAudits()).length;
    // On PostgreSQL, what another server hears; on PGlite there is no other server.
    const fleet = await listenToFleet(t.database);
    const heard: (string | null)[] = [];
    const stop = onPortalChanged((orgId) => heard.push(orgId), t.database.db);
    try {
      expect(await refreshIntegrations(t.database.db, patientOptions())).toEqual({
        refreshed: 2,
        stale: 0,
      });
      expect(heard).toContain(f.org.id);
      if (fleet) await vi.waitFor(() => expect(fleet.heard).toContain(f.org.id));
    } finally {
      stop();
      await fleet?.close();
    }
    // Only the status page changed (the bug bounty's figures are the same): one audit row.
    const audits = await refreshAudits();
    expect(audits).toHaveLength(auditsBefore + 1);
    expect(audits.at(-1)).toMatchObject({
      actorType: 'system',
      actorId: 'integration-refresh',
      entityType: 'integration',
    });
    expect((await visitorItem(status.uid))?.integration).toMatchObject({
      tone: 'error',
      data: { description: 'Major Outage' },
    });
  });
});

describe('disconnecting and the plan gate', () => {
  it('disconnecting removes the figures for visitors', async () => {
    const response = await send('DELETE', path(bounty));
    expect(response.statusCode).toBe(200);
    expect((await visitorItem(bounty.uid))?.integration).toBeNull();
    expect((await editorItem(bounty.uid))?.integrationEdit).toMatchObject({
      state: 'disconnected',
      link: null,
    });
  });

  it('a plan without integrations is refused before anything is fetched', async () => {
    const { db } = t.database;
    const { org, product } = await buildOrg(db, { features: { plan: 'starter' } });
    const card = await buildCard(db, { product, kind: 'ApplicationSecurity' });
    const item = await buildItem(db, { card, integrations: { slot: 'bug_bounty' } });
    await buildStaffUser(db, { org, email: 'starter@acme.example', password: STAFF_PASSWORD });
    const cookie = await signInAs(t.app, 'starter@acme.example', STAFF_PASSWORD);
    const before = fake.requests.length;
    const response = await staffRequest(t.app)(
      'POST',
      `/api/trust-center/products/${product.id}/items/${item.uid}/integration`,
      cookie,
      { link: `${fake.origin}/acme` },
    );
    expect(response.statusCode).toBe(403);
    expect(errorBodyOf(response).message).toBe('This feature is not included in your plan');
    expect(fake.requests.length).toBe(before);
    expect(await storedConnections(org.id)).toEqual([]);
  });

  it('an item without an integration slot cannot be connected', async () => {
    const response = await send('POST', path(f.items.publicItem), { link: `${fake.origin}/acme` });
    expect(response.statusCode).toBe(400);
    const [row] = await t.database.db
      .select()
      .from(items)
      .where(eq(items.id, f.items.publicItem.id));
    expect(row?.integrations).toBeNull();
  });
});

describe('security grades', () => {
  let grade: ItemRow;
  const gradePath = () =>
    `/api/trust-center/products/${f.product.id}/items/${grade.uid}/security-grade`;
  const put = (payload: unknown) => staffRequest(t.app)('PUT', gradePath(), editor, payload);
  const stored = async () =>
    (await t.database.db.select().from(items).where(eq(items.id, grade.id)))[0]?.data;
  const getGrade = (domain: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/integrations/ssc/${encodeURIComponent(domain)}`,
      headers: { cookie: editor },
    });

  beforeAll(async () => {
    const card = await buildCard(t.database.db, { product: f.product, kind: 'SecurityGrades' });
    grade = await buildItem(t.database.db, { card, title: 'Rating', publicAccess: true });
  });

  it("refuses a grade outside its range with 'Invalid grade' and stores nothing", async () => {
    const response = await put({
      service: 'bitsight',
      label: 'Rating',
      grade: '900',
      url: 'https://www.bitsight.com/ratings/acme',
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).errors).toEqual([{ path: 'grade', message: 'Invalid grade' }]);
    expect(await stored()).toEqual({});
  });

  it('saves a grade in range; visitors see it with its colour band', async () => {
    const response = await put({
      service: 'bitsight',
      label: 'Rating',
      grade: '700',
      url: 'https://www.bitsight.com/ratings/acme',
    });
    expect(response.statusCode).toBe(200);
    expect((await visitorItem(grade.uid))?.securityGrade).toEqual({
      service: 'bitsight',
      serviceName: 'Bitsight',
      grade: '700',
      band: 'green',
      link: 'https://www.bitsight.com/ratings/acme',
    });
  });

  it("Get Grade fetches the scorecard grade; the domain field's three errors", async () => {
    fake.answer('/grades/acme.com', { json: { grade: 'B' } });
    fake.answer('/grades/new.example', { json: { grade: null } });
    fake.answer('/grades/slow.example', { hang: true });
    expect((await getGrade('acme.com')).json()).toEqual({ grade: 'B' });
    const messageOf = async (domain: string) => errorBodyOf(await getGrade(domain)).message;
    expect(await messageOf('https://www.acme.com')).toBe(
      'Domain is invalid. Please try a different name.',
    );
    expect(await messageOf('unknown.example')).toBe(
      'Domain is invalid. Please try a different name.',
    );
    expect(await messageOf('new.example')).toBe(
      'Your company does not have a score yet. Please try again later.',
    );
    expect(await messageOf('slow.example')).toMatch(
      /^Server error\. Please try again\. What failed: no answer from 127\.0\.0\.1 within [\d.]+ s\.$/,
    );
  }, 20_000);

  it('the scorecard grade is the fetched one, whatever the form sent', async () => {
    const response = await put({
      service: 'securityscorecard',
      label: 'Scorecard',
      grade: 'A+',
      url: 'acme.com',
    });
    expect(response.statusCode).toBe(200);
    expect(await stored()).toMatchObject({ securityGrade: { grade: 'B', url: 'acme.com' } });
  });

  describe("in the card form, saved by the card's one Save", () => {
    const row = async () =>
      (await t.database.db.select().from(items).where(eq(items.id, grade.id)))[0];
    const saveCard = async (securityGrade: unknown, explanation = '') =>
      staffRequest(t.app)(
        'PUT',
        `/api/trust-center/products/${f.product.id}/cards/SecurityGrades/form`,
        editor,
        { items: [{ uid: grade.uid, title: (await row())?.title, explanation, securityGrade }] },
      );

    it('stores the grade with the item in one transaction, and an out-of-range one refuses both', async () => {
      const refused = await saveCard(
        { service: 'bitsight', grade: '900', url: 'https://www.bitsight.com/ratings/acme' },
        'Rated by Bitsight',
      );
      expect(refused.statusCode).toBe(400);
      expect(errorBodyOf(refused).errors).toEqual([
        { path: 'items.0.securityGrade.grade', message: 'Invalid grade' },
      ]);
      expect((await row())?.explanation).toBeNull();

      const saved = await saveCard(
        { service: 'bitsight', grade: '650', url: 'https://www.bitsight.com/ratings/acme' },
        'Rated by Bitsight',
      );
      expect(saved.statusCode).toBe(200);
      expect(await row()).toMatchObject({
        explanation: 'Rated by Bitsight',
        data: { securityGrade: { service: 'bitsight', grade: '650' } },
      });
    });

    it('fetches a changed scorecard grade, and not an unchanged one', async () => {
      fake.answer('/grades/other.example', { json: { grade: 'C' } });
      const entry = { service: 'securityscorecard', grade: 'A+', url: 'other.example' };
      expect((await saveCard(entry)).statusCode).toBe(200);
      expect((await row())?.data).toMatchObject({ securityGrade: { grade: 'C' } });
      const before = fake.requests.length;
      expect((await saveCard(entry)).statusCode).toBe(200);
      expect(fake.requests.length).toBe(before);
    });
  });
});

describe("connect applies on the card's Save (§4 'Connecting makes the form dirty')", () => {
  const saveCard = (integration: unknown, title: string) =>
    staffRequest(t.app)(
      'PUT',
      `/api/trust-center/products/${f.product.id}/cards/ApplicationSecurity/form`,
      editor,
      { items: [{ uid: bounty.uid, title, integration }] },
    );
  const bountyRow = async () =>
    (await t.database.db.select().from(items).where(eq(items.id, bounty.id)))[0];
  const bountyConnections = async () =>
    (await storedConnections(f.org.id)).filter((row) => row.kind === 'bug_bounty');

  beforeAll(async () => {
    await send('DELETE', path(bounty));
  });

  it('Connect checks the link with the provider and stores nothing', async () => {
    const response = await send('POST', `${path(bounty)}/check`, { link: `${fake.origin}/acme` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      link: `${fake.origin}/acme`,
      message: INTEGRATION_MESSAGES.saveToConnect,
      data: { programStatistics: {} },
    });
    expect(await bountyConnections()).toEqual([]);
    const bad = await send('POST', `${path(bounty)}/check`, { link: `${fake.origin}/nobody` });
    expect(bad.statusCode).toBe(400);
  });

  it('a bad connection refuses the whole save: nothing written', async () => {
    const response = await saveCard({ link: `${fake.origin}/nobody` }, 'Renamed bounty');
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).message).toContain(INTEGRATION_MESSAGES.hackeroneNotFound);
    expect((await bountyRow())?.title).toBe('Bug bounty program');
    expect(await bountyConnections()).toEqual([]);
  });

  it('stores the connection with the card in one transaction, audited; visitors see it', async () => {
    const response = await saveCard({ link: `${fake.origin}/acme` }, 'Bug bounty program');
    expect(response.statusCode).toBe(200);
    expect(await bountyConnections()).toHaveLength(1);
    expect((await visitorItem(bounty.uid))?.integration).toMatchObject({
      slot: 'bug_bounty',
      data: { programStatistics: {} },
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.orgId, f.org.id), eq(auditLog.action, 'card.saved')))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(audit?.before).toMatchObject({ items: [{ uid: bounty.uid, integration: null }] });
    expect(audit?.after).toMatchObject({
      items: [{ uid: bounty.uid, integration: { link: `${fake.origin}/acme` } }],
    });
  });

  it('a pending disconnection is applied on Save', async () => {
    expect((await saveCard(null, 'Bug bounty program')).statusCode).toBe(200);
    expect(await bountyConnections()).toEqual([]);
    expect((await visitorItem(bounty.uid))?.integration ?? null).toBeNull();
  });
});
