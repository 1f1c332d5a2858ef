import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyCatalogue } from '../../companies/companyCatalogue.js';
import { verifyAuditChain } from '../../db/audit.js';
import { buildOrg } from '../../db/factories.js';
import { auditLog, subprocessors } from '../../db/schema/index.js';
import { errorBodyOf } from '../../testing/errorBody.js';
import { portalViewOf } from '../../testing/portalFixture.js';
import { usePortalTestApp, useStaffSessions } from '../../testing/portalTestApp.js';
import { staffRequest } from '../../testing/staffRequest.js';

const { t, f } = usePortalTestApp();

const sessions = useStaffSessions(t, f, ['assets:edit']);

const base = (productId = f.product.id) => `/api/trust-center/products/${productId}/subprocessors`;
const send = (
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  cookie = sessions.admin,
) => staffRequest(t.app)(method, url, cookie, payload);

const publicSubprocessors = async () => {
  const html = (await t.app.inject({ method: 'GET', url: '/acme' })).body;
  const section = portalViewOf(html).sections.find((s) => s.id === 'subprocessors');
  return section && 'subprocessors' in section ? section.subprocessors : [];
};
const rows = () =>
  t.database.db.select().from(subprocessors).where(eq(subprocessors.orgId, f.org.id));
const audits = () =>
  t.database.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.orgId, f.org.id), eq(auditLog.entityType, 'subprocessor')));

describe('subprocessor routes', () => {
  it('adds a catalogue company, edits and deletes it: the portal table follows, audited', async () => {
    expect(await publicSubprocessors()).toEqual([]);
    const created = await send('POST', base(), {
      company: { source: 'brand', companyId: 'stripe' },
      purpose: 'Payment processing',
      location: 'United States',
      additionalDetails: '  ',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ message: 'Subprocessor added' });
    const { id } = created.json<{ id: string }>();

    const shown = await publicSubprocessors();
    expect(shown).toEqual([
      {
        id,
        company: {
          name: 'Stripe',
          domain: 'stripe.com',
          logoUrl: `/api/companies/stripe/logo.svg?v=${companyCatalogue().version}`,
          companyId: 'stripe',
          source: 'brand',
        },
        purpose: 'Payment processing',
        location: 'United States',
        additionalDetails: null,
      },
    ]);

    const edited = await send('PATCH', `${base()}/${id}`, {
      company: { source: 'custom', name: 'Acme Payments' },
      purpose: 'Billing',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ message: 'Subprocessor updated' });
    expect(await publicSubprocessors()).toEqual([
      {
        id,
        company: {
          name: 'Acme Payments',
          domain: null,
          logoUrl: null,
          companyId: null,
          source: 'custom',
        },
        purpose: 'Billing',
        location: null,
        additionalDetails: null,
      },
    ]);

    const deleted = await send('DELETE', `${base()}/${id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({ message: 'Subprocessor deleted' });
    expect(await publicSubprocessors()).toEqual([]);
    expect(await audits()).toEqual([
      { action: 'subprocessor.created' },
      { action: 'subprocessor.updated' },
      { action: 'subprocessor.deleted' },
    ]);
    expect(await verifyAuditChain(t.database.db, f.org.id)).toMatchObject({ ok: true });
  });

  it('drafts one hidden subprocessors update for staff to publish, visitors see nothing of it', async () => {
    const added = await send('POST', base(), {
      company: { source: 'custom', name: 'Mail_Co' },
      purpose: 'E-mail delivery',
      location: 'Ireland',
    });
    const { id } = added.json<{ id: string }>();
    await send('DELETE', `${base()}/${id}`);

    const staffView = portalViewOf(
      (await t.app.inject({ method: 'GET', url: '/acme', headers: { cookie: sessions.admin } }))
        .body,
    );
    const updatesSection = staffView.sections.find((s) => s.id === 'trust_center_updates');
    const topics = updatesSection && 'topics' in updatesSection ? updatesSection.topics : [];
    const drafts = topics.filter((topic) => topic.subject === 'Subprocessor changes');
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({ hidden: true, category: 'subprocessors' });
    expect(drafts[0]!.updates).toHaveLength(1);
    const { message, channels } = drafts[0]!.updates[0]!;
    expect(message).toContain(
      'We added **Mail\\_Co** as a subprocessor (E-mail delivery, Ireland).',
    );
    expect(message).toContain('We no longer use **Mail\\_Co** as a subprocessor.');
    expect(channels).toEqual({ statusPage: true, email: false });

    const publicView = portalViewOf((await t.app.inject({ method: 'GET', url: '/acme' })).body);
    const publicUpdates = publicView.sections.find((s) => s.id === 'trust_center_updates');
    const publicTopics = publicUpdates && 'topics' in publicUpdates ? publicUpdates.topics : [];
    expect(publicTopics.map((topic) => topic.subject)).not.toContain('Subprocessor changes');
  });

  it('refuses bad input with the message, storing nothing', async () => {
    const cases: [unknown, string][] = [
      [{}, 'This field is required'],
      [{ company: { source: 'custom', name: ' ' } }, 'This field is required'],
      [
        { company: { source: 'custom', name: 'x'.repeat(101) } },
        'Company name must be at most 100 characters',
      ],
      [{ company: { source: 'brand', companyId: 'no-such-company' } }, 'Unknown company'],
      [
        { company: { source: 'custom', name: 'Acme' }, purpose: 'x'.repeat(501) },
        'Purpose must be at most 500 characters',
      ],
      [{ company: { source: 'custom', name: 'Acme' }, location: 42 }, 'Must be text'],
    ];
    for (const [payload, message] of cases) {
      const response = await send('POST', base(), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorBodyOf(response).message).toBe(message);
    }
    expect(await rows()).toEqual([]);
  });

  it("refuses staff without statuspage:edit, visitors, other organisations' products and ids", async () => {
    const payload = { company: { source: 'custom', name: 'Acme' } };
    expect((await send('POST', base(), payload, sessions.limited)).statusCode).toBe(403);
    const visitor = await t.app.inject({ method: 'POST', url: base(), payload });
    expect(visitor.statusCode).toBe(401);

    const other = await buildOrg(t.database.db);
    expect((await send('POST', base(other.product.id), payload)).statusCode).toBe(404);
    const [theirs] = await t.database.db
      .insert(subprocessors)
      .values({
        orgId: other.org.id,
        productId: other.product.id,
        company: { source: 'custom', name: 'Theirs' },
      })
      .returning();
    expect((await send('PATCH', `${base()}/${theirs!.id}`, payload)).statusCode).toBe(404);
    expect((await send('DELETE', `${base()}/${theirs!.id}`)).statusCode).toBe(404);
    expect((await send('DELETE', `${base()}/not-a-uuid`)).statusCode).toBe(404);
    const [still] = await t.database.db
      .select()
      .from(subprocessors)
      .where(eq(subprocessors.id, theirs!.id));
    expect(still?.company.name).toBe('Theirs');
    expect(await rows()).toEqual([]);
  });

  it('stores an addendum, compliance-platform or company-data company from its catalogue', async () => {
    for (const company of [
      { source: 'addendum', companyId: 'aws' },
      { source: 'compliance_platform', companyId: 'vanta' },
      { source: 'company_data', companyId: 'accusoft' },
    ]) {
      const created = await send('POST', base(), { company });
      expect(created.statusCode, created.body).toBe(200);
    }
    const stored = (await rows()).map((row) => row.company);
    expect(stored).toEqual(
      expect.arrayContaining([
        {
          source: 'addendum',
          name: 'Amazon Web Services',
          domain: 'aws.amazon.com',
          companyId: 'aws',
        },
        {
          source: 'compliance_platform',
          name: 'Vanta',
          domain: 'vanta.com',
          companyId: 'vanta',
          url: 'https://trust.vanta.com',
        },
        { source: 'company_data', name: 'Accusoft', domain: 'accusoft.com', companyId: 'accusoft' },
      ]),
    );
    const shown = await publicSubprocessors();
    expect(shown.map((row) => row.company.source)).toEqual(
      expect.arrayContaining(['addendum', 'compliance_platform', 'company_data']),
    );
    for (const row of await rows()) await send('DELETE', `${base()}/${row.id}`);
  });
});
