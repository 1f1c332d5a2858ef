import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../db/audit.js';
import { buildOrg } from '../db/factories.js';
import { auditLog, cards } from '../db/schema/index.js';
import { errorBodyOf } from '../testing/errorBody.js';
import { portalViewOf } from '../testing/portalFixture.js';
import { usePortalTestApp, useStaffSessions } from '../testing/portalTestApp.js';
import { TEST_BASE_URL } from '../testing/testApp.js';

const { t, f } = usePortalTestApp();

const sessions = useStaffSessions(t, f, ['files:view']);

const cardUrl = (kind: string, productId = f.product.id) =>
  `/api/trust-center/products/${productId}/cards/${kind}`;

const patch = (url: string, payload: unknown, cookie?: string, origin = TEST_BASE_URL) =>
  t.app.inject({
    method: 'PATCH',
    url,
    payload: payload as object,
    headers: { ...(cookie ? { cookie } : {}), origin, host: new URL(TEST_BASE_URL).host },
  });

const cardAudits = () =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.orgId, f.org.id), eq(auditLog.entityType, 'card')))
    .orderBy(asc(auditLog.id));

const anonymousPage = async () => (await t.app.inject({ method: 'GET', url: '/acme' })).body;
const dataSecurityShown = (html: string) =>
  portalViewOf(html).sections.some(
    (section) =>
      section.id === 'cards' && section.cards.some((card) => card.kind === 'DataSecurity'),
  );

describe('PATCH /api/trust-center/products/{productId}/cards/{kind}', () => {
  it('hides a card: the snack, one audit row, and the cached public page loses it', async () => {
    const before = await anonymousPage();
    expect(dataSecurityShown(before)).toBe(true);
    // A second request is answered from the cache: the change must drop that copy.
    expect(await anonymousPage()).toBe(before);
    const auditsBefore = (await cardAudits()).length;

    const response = await patch(cardUrl('DataSecurity'), { hidden: true }, sessions.admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      kind: 'DataSecurity',
      hidden: true,
      message: 'Card hidden in Trust Center',
    });

    const audits = await cardAudits();
    expect(audits).toHaveLength(auditsBefore + 1);
    expect(audits.at(-1)).toMatchObject({
      action: 'card.hidden',
      actorType: 'staff',
      actorId: f.staff.user.id,
      entityId: f.cards.dataSecurity.id,
      before: { kind: 'DataSecurity', hidden: false },
      after: { kind: 'DataSecurity', hidden: true },
    });
    expect(await verifyAuditChain(t.database.db, f.org.id)).toMatchObject({ ok: true });
    expect(dataSecurityShown(await anonymousPage())).toBe(false);

    const shown = await patch(cardUrl('DataSecurity'), { hidden: false }, sessions.admin);
    expect(shown.json()).toMatchObject({ hidden: false, message: 'Card shown in Trust Center' });
    expect((await cardAudits()).at(-1)?.action).toBe('card.shown');
    expect(dataSecurityShown(await anonymousPage())).toBe(true);
  });

  it('refuses staff without statuspage:edit with 403, changing and auditing nothing', async () => {
    const page = await anonymousPage();
    const auditsBefore = (await cardAudits()).length;
    const response = await patch(cardUrl('DataSecurity'), { hidden: true }, sessions.limited);
    expect(response.statusCode).toBe(403);
    expect(errorBodyOf(response).code).toBe('forbidden');
    const [card] = await t.database.db
      .select({ hidden: cards.hidden })
      .from(cards)
      .where(eq(cards.id, f.cards.dataSecurity.id));
    expect(card?.hidden).toBe(false);
    expect(await cardAudits()).toHaveLength(auditsBefore);
    expect(await anonymousPage()).toBe(page);
  });

  it('asks visitors to sign in (401)', async () => {
    const response = await patch(cardUrl('DataSecurity'), { hidden: true });
    expect(response.statusCode).toBe(401);
  });

  it("answers 404 for another organisation's product, without touching it", async () => {
    const other = await buildOrg(t.database.db);
    const response = await patch(
      cardUrl('DataSecurity', other.product.id),
      { hidden: true },
      sessions.admin,
    );
    expect(response.statusCode).toBe(404);
    const theirs = await t.database.db
      .select()
      .from(cards)
      .where(eq(cards.productId, other.product.id));
    expect(theirs).toEqual([]);
  });

  it('answers 400 with a clear message for an unknown kind or a bad body', async () => {
    const kind = await patch(cardUrl('NoSuchCard'), { hidden: true }, sessions.admin);
    expect(kind.statusCode).toBe(400);
    expect(errorBodyOf(kind).message).toBe('Unknown card kind');
    const body = await patch(cardUrl('DataSecurity'), { hidden: 'yes' }, sessions.admin);
    expect(body.statusCode).toBe(400);
    expect(errorBodyOf(body).message).toBe('hidden must be true or false');
  });

  it('refuses a cross-site request', async () => {
    const response = await patch(
      cardUrl('DataSecurity'),
      { hidden: true },
      sessions.admin,
      'https://evil.example',
    );
    expect(response.statusCode).toBe(403);
  });

  it('hides a card the product never saved (the documents card shows with defaults)', async () => {
    const response = await patch(cardUrl('Documents'), { hidden: true }, sessions.admin);
    expect(response.statusCode).toBe(200);
    const [card] = await t.database.db
      .select({ hidden: cards.hidden })
      .from(cards)
      .where(and(eq(cards.productId, f.product.id), eq(cards.kind, 'Documents')));
    expect(card?.hidden).toBe(true);
    const view = portalViewOf(await anonymousPage());
    expect(view.sections.some((section) => section.id === 'documents')).toBe(false);
  });
});
