import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/schema/index.js';
import { STAFF_EMAIL, STAFF_PASSWORD } from '../../testing/portalFixture.js';
import { usePortalTestApp } from '../../testing/portalTestApp.js';
import { signInAs, TEST_BASE_URL } from '../../testing/testApp.js';

const { t, f } = usePortalTestApp();

const cardViews = () =>
  t.database.db
    .select()
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.orgId, f.org.id), eq(analyticsEvents.kind, 'card_view')));

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: {
      host: new URL(TEST_BASE_URL).host,
      origin: TEST_BASE_URL,
      'content-type': 'application/json',
      ...headers,
    },
    payload: JSON.stringify(body),
  });

describe('collapsing an expanded card logs its duration (visitor-portal.md §4)', () => {
  it("records a visitor's card view: card, item, product and how long it was open", async () => {
    const before = (await cardViews()).length;
    const response = await post('/acme/api/events/card-view', {
      kind: 'DataSecurity',
      itemUid: f.items.publicItem.uid,
      durationMs: 4250,
      source: 'item',
    });
    expect(response.statusCode).toBe(204);
    const rows = await cardViews();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      productId: f.product.id,
      itemUid: f.items.publicItem.uid,
      accountId: null,
      memberId: null,
      detail: { card: 'DataSecurity', durationMs: 4250, source: 'item' },
    });
  });

  it("names the product of the portal's address, and works on a custom domain", async () => {
    const response = await post('/acme/api/events/card-view?product=mobile', {
      kind: 'Overview',
      itemUid: null,
      durationMs: 900,
    });
    expect(response.statusCode).toBe(204);
    expect((await cardViews()).at(-1)).toMatchObject({ productId: f.mobile.id, itemUid: null });
    const onDomain = await post(
      '/api/events/card-view',
      { kind: 'Overview', itemUid: null, durationMs: 1 },
      { host: 'trust.acme.test', origin: 'http://trust.acme.test' },
    );
    expect(onDomain.statusCode).toBe(204);
  });

  it('refuses bad input, other sites and unknown portals, recording nothing', async () => {
    const before = (await cardViews()).length;
    const bad = [
      { kind: 'NoSuchCard', itemUid: null, durationMs: 10 },
      { kind: 'Overview', itemUid: null, durationMs: -1 },
      { kind: 'Overview', itemUid: null, durationMs: 2 * 24 * 60 * 60 * 1000 },
      { kind: 'Overview', durationMs: 10 },
      { kind: 'Overview', itemUid: null, durationMs: 10, source: 'telepathy' },
    ];
    for (const body of bad) {
      expect(
        (await post('/acme/api/events/card-view', body)).statusCode,
        JSON.stringify(body),
      ).toBe(400);
    }
    const valid = { kind: 'Overview', itemUid: null, durationMs: 10 };
    const crossSite = await post('/acme/api/events/card-view', valid, {
      origin: 'https://evil.example',
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await post('/nobody/api/events/card-view', valid)).statusCode).toBe(404);
    expect((await cardViews()).length).toBe(before);
  });

  it('does not count staff reading their own portal', async () => {
    const cookie = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
    const before = (await cardViews()).length;
    const response = await post(
      '/acme/api/events/card-view',
      { kind: 'Overview', itemUid: null, durationMs: 10 },
      { cookie },
    );
    expect(response.statusCode).toBe(204);
    expect((await cardViews()).length).toBe(before);
  });
});
