/**
 * What staff switch about the portal as a whole (issue 25 items 2 and 3; visitor-portal.md §2):
 * Publish / Unpublish (until published sharing is disabled, the portal still serves visitors),
 * whether visitors may subscribe and whether bulk download is offered, and the 'Built on' link's
 * feature flag. Each switch shows on the page and holds at the API.
 */
import type { DashboardView, PortalView } from '@candor/domain';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { adminApi } from '../../testing/adminApi.js';
import { errorBodyOf } from '../../testing/errorBody.js';
import { usePortalTestApp, useStaffSessions } from '../../testing/portalTestApp.js';
import { portalView } from '../../testing/staffRequest.js';

const { t, f } = usePortalTestApp();
const api = adminApi(() => t.app);
const sessions = useStaffSessions(t, f, ['statuspage:edit']);

const settingsNow = async () =>
  (await api.get('/api/admin/settings', sessions.admin)).json<{
    settings: { publishedAt: string | null };
  }>().settings;
const lastAudit = async () =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.orgId, f.org.id), eq(auditLog.entityType, 'settings')))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];
const documentsSection = (view: PortalView) =>
  view.sections.find((section) => section.id === 'documents');
const patch = async (body: object) => {
  const response = await api.patch('/api/admin/settings', body, sessions.admin);
  expect(response.statusCode, response.body).toBe(200);
};

describe('Publish and Unpublish', () => {
  it('unpublished, sharing is disabled and visitors still read the portal; published again, it is back', async () => {
    const unpublished = await api.post('/api/admin/settings/unpublish', {}, sessions.admin);
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    expect(unpublished.json()).toEqual({
      message: 'Your portal is unpublished: share links are off',
    });
    expect(await lastAudit()).toMatchObject({
      action: 'portal.unpublished',
      after: { publishedAt: null },
    });
    const overview = await api.get('/api/admin/dashboard', sessions.admin);
    expect(overview.json<DashboardView>().audit?.entries[0]?.sentence).toBe(
      'Ada Admin unpublished the portal',
    );
    expect((await settingsNow()).publishedAt).toBeNull();

    const page = await t.app.inject({ method: 'GET', url: '/acme' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Encryption at rest');
    expect((await portalView(t.app)).shell?.published).toBe(false);

    const published = await api.post('/api/admin/settings/publish', {}, sessions.admin);
    expect(published.json()).toEqual({ message: 'Your portal is published' });
    expect((await lastAudit())?.action).toBe('portal.published');
    expect((await settingsNow()).publishedAt).not.toBeNull();
    expect((await portalView(t.app)).shell?.published).toBe(true);
  });

  it('is refused to staff without settings:edit, changing nothing', async () => {
    const refused = await api.post('/api/admin/settings/unpublish', {}, sessions.limited);
    expect(refused.statusCode).toBe(403);
    expect((await portalView(t.app)).shell?.published).toBe(true);
  });
});

describe('the subscribe and bulk-download settings', () => {
  it('off, the Subscribe offer goes and the subscribe API refuses; on, both are back', async () => {
    const requestFormOffersUpdates = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/acme/api/products/${f.product.id}/request-form`,
        })
      ).json<{ subscribe: boolean }>().subscribe;
    expect((await portalView(t.app)).updates.subscribe).toBe(true);
    expect(await requestFormOffersUpdates()).toBe(true);
    await patch({ updatesSubscriptionEnabled: false });
    expect((await lastAudit())?.after).toEqual({ updatesSubscriptionEnabled: false });
    expect((await portalView(t.app)).updates.subscribe).toBe(false);
    const subscribe = await api.post('/acme/subscribe', { email: 'reader@example.com' });
    expect(subscribe.statusCode).toBe(404);
    expect(errorBodyOf(subscribe).message).toBe('Subscriptions are not available');
    // The request form's 'Send me updates' goes with it.
    expect(await requestFormOffersUpdates()).toBe(false);

    await patch({ updatesSubscriptionEnabled: true });
    expect((await portalView(t.app)).updates.subscribe).toBe(true);
    const again = await api.post('/acme/subscribe', { email: 'reader@example.com' });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('off, bulk download is not offered and its API refuses; on, it is back', async () => {
    const bulk = () =>
      api.post('/acme/api/bulk-download', {
        files: [{ itemUid: f.items.publicItem.uid, fileId: f.files.publicFile.id }],
        productId: f.product.id,
        selectAllUsed: false,
      });
    expect(documentsSection(await portalView(t.app))).toMatchObject({ bulkDownload: true });
    await patch({ bulkDownloadEnabled: false });
    expect(documentsSection(await portalView(t.app))).toMatchObject({ bulkDownload: false });
    expect((await bulk()).statusCode).toBe(403);

    await patch({ bulkDownloadEnabled: true });
    expect(documentsSection(await portalView(t.app))).toMatchObject({ bulkDownload: true });
    expect((await bulk()).statusCode).toBe(200);
  });
});

describe("the 'Built on' link's feature flag", () => {
  it('hides the link when the operator turns the flag off, and shows it as the plan says again', async () => {
    const flag = (builtOnLink: boolean | null) =>
      api.patch(
        `/api/admin/installation/orgs/${f.org.id}`,
        { flags: { builtOnLink } },
        sessions.admin,
      );
    expect((await portalView(t.app)).customization.showBuiltOn).toBe(true);
    expect((await flag(false)).statusCode).toBe(200);
    expect((await portalView(t.app)).customization.showBuiltOn).toBe(false);
    expect((await flag(null)).statusCode).toBe(200);
    expect((await portalView(t.app)).customization.showBuiltOn).toBe(true);
  });
});
