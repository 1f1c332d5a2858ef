import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCard, buildItem, buildOrg } from '../../db/factories.js';
import { items } from '../../db/schema/index.js';
import { errorBodyOf } from '../../testing/errorBody.js';
import { portalViewOf } from '../../testing/portalFixture.js';
import { usePortalTestApp, useStaffSessions } from '../../testing/portalTestApp.js';
import { staffRequest } from '../../testing/staffRequest.js';

const { t, f } = usePortalTestApp();

const sessions = useStaffSessions(t, f, ['files:view']);

const url = (path: string, productId = f.product.id) =>
  `/api/trust-center/products/${productId}/${path}`;
const send = (
  method: 'POST' | 'DELETE',
  target: string,
  payload?: unknown,
  cookie = sessions.admin,
) => staffRequest(t.app)(method, target, cookie, payload);
const sectionCard = async (id: 'trusted_by' | 'certifications') => {
  const html = (await t.app.inject({ method: 'GET', url: '/acme' })).body;
  const section = portalViewOf(html).sections.find((s) => s.id === id);
  return section && 'card' in section ? section.card : undefined;
};
const itemsOf = (kind: 'TrustedBy' | 'Certifications') =>
  t.database.db
    .select()
    .from(items)
    .where(and(eq(items.orgId, f.org.id), eq(items.kind, kind)));

describe("'Trusted by' companies", () => {
  it('adds a catalogue company and a typed one, shows both with their logos, removes one', async () => {
    expect(await sectionCard('trusted_by')).toBeUndefined();
    const stripe = await send('POST', url('trusted-by'), {
      company: { source: 'brand', companyId: 'stripe' },
    });
    expect(stripe.statusCode, stripe.body).toBe(200);
    expect(stripe.json()).toMatchObject({ message: 'Company added to Trusted by' });
    const typed = await send('POST', url('trusted-by'), {
      company: { source: 'custom', name: 'Globex' },
    });
    expect(typed.statusCode, typed.body).toBe(200);

    const card = await sectionCard('trusted_by');
    expect(card?.items.map((item) => [item.title, item.logoUrl?.split('?')[0] ?? null])).toEqual([
      ['Globex', null],
      ['Stripe', '/api/companies/stripe/logo.svg'],
    ]);

    const again = await send('POST', url('trusted-by'), {
      company: { source: 'custom', name: 'stripe ' },
    });
    expect(again.statusCode).toBe(409);
    expect(errorBodyOf(again).message).toBe('This company is already in Trusted by');

    const { itemUid } = typed.json<{ itemUid: string }>();
    const removed = await send('DELETE', url(`trusted-by/${itemUid}`));
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ message: 'Company removed from Trusted by' });
    expect((await sectionCard('trusted_by'))?.items.map((item) => item.title)).toEqual(['Stripe']);
  });

  it("refuses bad input, readers, visitors and another organisation's items, changing nothing", async () => {
    const before = await itemsOf('TrustedBy');
    const missing = await send('POST', url('trusted-by'), {});
    expect(missing.statusCode).toBe(400);
    expect(errorBodyOf(missing).message).toBe('This field is required');
    const unknown = await send('POST', url('trusted-by'), {
      company: { source: 'brand', companyId: 'nope' },
    });
    expect(errorBodyOf(unknown).message).toBe('Unknown company');
    const payload = { company: { source: 'custom', name: 'Initech' } };
    expect((await send('POST', url('trusted-by'), payload, sessions.limited)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: url('trusted-by'), payload })).statusCode,
    ).toBe(401);

    const other = await buildOrg(t.database.db);
    expect((await send('POST', url('trusted-by', other.product.id), payload)).statusCode).toBe(404);
    const theirCard = await buildCard(t.database.db, { product: other.product, kind: 'TrustedBy' });
    const theirItem = await buildItem(t.database.db, { card: theirCard, title: 'Theirs' });
    expect((await send('DELETE', url(`trusted-by/${theirItem.uid}`))).statusCode).toBe(404);
    // A uid of another card of ours is not a trusted-by company either.
    expect((await send('DELETE', url(`trusted-by/${f.items.publicItem.uid}`))).statusCode).toBe(
      404,
    );
    expect(await itemsOf('TrustedBy')).toEqual(before);
  });
});

describe('certifications from the catalogue', () => {
  it('adds a framework with auditor and expiry, shown with its 56px badge', async () => {
    const response = await send('POST', url('certifications'), {
      logoKey: 'iso27017',
      auditor: 'Meridian Certification Ltd',
      expiry: '2027-06-30',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Certification added' });
    const card = await sectionCard('certifications');
    const item = card?.items.find((entry) => entry.title === 'ISO/IEC 27017');
    expect(item).toMatchObject({ auditor: 'Meridian Certification Ltd', expiry: '2027-06-30' });
    const badge = await t.app.inject({ method: 'GET', url: item!.logoUrl! });
    expect(badge.statusCode).toBe(200);
    expect(badge.headers['content-type']).toBe('image/svg+xml');
    expect(badge.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(badge.body).toContain('27017');

    const twice = await send('POST', url('certifications'), { logoKey: 'iso27017' });
    expect(twice.statusCode).toBe(409);
    expect(errorBodyOf(twice).message).toBe('This certification is already on the card');
  });

  it("shows a known auditor's badge variant, the generic badge for others (§3)", async () => {
    const response = await send('POST', url('certifications'), {
      logoKey: 'soc1-type2',
      auditor: 'Prescient Assurance LLC',
    });
    expect(response.statusCode, response.body).toBe(200);
    const card = await sectionCard('certifications');
    const item = card?.items.find((entry) => entry.title === 'SOC 1 Type II');
    expect(item?.logoUrl).toMatch(/^\/api\/certification-logos\/soc1-type2--prescient\.svg\?v=/);
    const badge = await t.app.inject({ method: 'GET', url: item!.logoUrl! });
    expect(badge.statusCode).toBe(200);
    expect(badge.body).toContain('>Prescient</text>');
    expect(badge.body).toContain('SOC 1 Type II badge, audited by Prescient');

    // An auditor without a variant of this framework: the generic badge.
    const generic = await t.app.inject({
      method: 'GET',
      url: '/api/certification-logos/soc1-type2.svg',
    });
    expect(generic.body).not.toContain('audited by');
    for (const file of ['soc1-type2--bsi.svg', 'gdpr--a-lign.svg', 'soc1-type2--nope.svg']) {
      const refused = await t.app.inject({
        method: 'GET',
        url: `/api/certification-logos/${file}`,
      });
      expect(refused.statusCode, file).toBe(404);
    }
  });

  it('refuses unknown frameworks, bad dates, long auditors and readers, adding nothing', async () => {
    const before = await itemsOf('Certifications');
    const cases: [unknown, string][] = [
      [{ logoKey: 'iso-made-up' }, 'Select a certification'],
      [{ logoKey: 'hipaa', expiry: '2026-02-30' }, 'Invalid expiration date'],
      [{ logoKey: 'hipaa', auditor: 'x'.repeat(101) }, 'Auditor must be at most 100 characters'],
    ];
    for (const [payload, message] of cases) {
      const response = await send('POST', url('certifications'), payload);
      expect(response.statusCode).toBe(400);
      expect(errorBodyOf(response).message).toBe(message);
    }
    expect(
      (await send('POST', url('certifications'), { logoKey: 'hipaa' }, sessions.limited))
        .statusCode,
    ).toBe(403);
    expect(await itemsOf('Certifications')).toEqual(before);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/certification-logos/nope.svg' })).statusCode,
    ).toBe(404);
  });
});
