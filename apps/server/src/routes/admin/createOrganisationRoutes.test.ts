import {
  DEFAULT_SECTION_ORDER,
  LOGIN_MESSAGES,
  ORG_MESSAGES,
  rolePreset,
  STAFF_MESSAGES,
} from '@candor/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../../db/audit.js';
import { buildOrg, buildStaffUser } from '../../db/factories.js';
import {
  auditLog,
  organizations,
  orgFeatures,
  portalCustomizations,
  products,
  staffUsers,
} from '../../db/schema/index.js';
import { adminApi } from '../../testing/adminApi.js';
import { errorBodyOf } from '../../testing/errorBody.js';
import { portalViewOf } from '../../testing/portalFixture.js';
import { useMailingPortalTestApp, useStaffSessions } from '../../testing/portalTestApp.js';
import {
  BROWSER,
  createTestApp,
  signInAs,
  TEST_BASE_URL,
  type TestApp,
} from '../../testing/testApp.js';

const { t, f, smtp } = useMailingPortalTestApp();
const api = adminApi(() => t.app);
// The fixture's admin holds every scope, installation:admin included.
const sessions = useStaffSessions(t, f, ['staff:manage', 'settings:edit']);

const URL = '/api/admin/installation/orgs';
const db = () => t.database.db;
const create = (body: unknown, cookie = sessions.admin) => api.post(URL, body, cookie);
const orgCount = () => db().$count(organizations);

describe('POST /api/admin/installation/orgs', () => {
  it('creates an empty, unpublished trust center on the default plan, with its admin invited', async () => {
    const response = await create({
      name: 'Globex',
      slug: 'globex',
      adminEmail: 'Hank@Globex.example',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id, slug, portalUrl } = response.json<{
      id: string;
      slug: string;
      portalUrl: string;
    }>();
    expect(slug).toBe('globex');
    expect(portalUrl).toBe(`${TEST_BASE_URL}/globex`);

    const [org] = await db().select().from(organizations).where(eq(organizations.id, id));
    expect(org).toMatchObject({
      name: 'Globex',
      slug: 'globex',
      isDefault: false,
      customDomain: null,
    });
    const [customization] = await db()
      .select()
      .from(portalCustomizations)
      .where(eq(portalCustomizations.orgId, id));
    expect(customization?.publishedAt).toBeNull();
    const [features] = await db().select().from(orgFeatures).where(eq(orgFeatures.orgId, id));
    expect(features).toMatchObject({ plan: 'self_hosted', flags: {} });
    const productRows = await db().select().from(products).where(eq(products.orgId, id));
    expect(productRows).toEqual([
      expect.objectContaining({
        slug: 'globex',
        isDefault: true,
        show: true,
        sectionOrder: [...DEFAULT_SECTION_ORDER],
      }),
    ]);
    const [admin] = await db().select().from(staffUsers).where(eq(staffUsers.orgId, id));
    expect(admin).toMatchObject({
      email: 'hank@globex.example',
      passwordHash: '!invited',
      scopes: [...rolePreset('admin').scopes],
    });

    // Audited as the first row of the new organisation's own chain, by the operator.
    const audits = await db().select().from(auditLog).where(eq(auditLog.orgId, id));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'org.created',
      actorType: 'staff',
      entityId: id,
      after: { slug: 'globex', admin: { email: 'hank@globex.example' } },
    });
    expect(JSON.stringify(audits)).not.toContain('set-password?token=');
    expect((await verifyAuditChain(db(), id)).ok).toBe(true);

    // Served at once to an anonymous visitor: the empty portal, nothing of another organisation.
    const page = await t.app.inject({ method: 'GET', url: '/globex', headers: BROWSER });
    expect(page.statusCode).toBe(200);
    const view = portalViewOf(page.body);
    expect(view.org).toMatchObject({ id, name: 'Globex' });
    expect(page.body).not.toContain('Acme');
    expect(page.body).not.toContain('Encryption at rest');
  });

  it("mails the admin a set-password link that signs them in to the new organisation's private area", async () => {
    const response = await create({
      name: 'Initech',
      slug: 'initech',
      adminEmail: 'peter@initech.example',
    });
    expect(response.statusCode, response.body).toBe(201);

    const mail = await smtp.waitFor('peter@initech.example');
    expect(mail.parsed.subject).toBe("You are invited to manage Initech's Trust Center");
    const link = /(http:\S+\/set-password\?token=[\w-]+)/.exec(mail.parsed.text ?? '')?.[1];
    expect(link).toMatch(new RegExp(`^${TEST_BASE_URL}/set-password\\?token=`));
    const token = new globalThis.URL(link!).searchParams.get('token');
    const set = await api.post('/api/auth/set-password', { token, password: 'initech password 1' });
    expect(set.statusCode, set.body).toBe(200);

    const cookie = await signInAs(t.app, 'peter@initech.example', 'initech password 1');
    const staff = await api.get('/api/admin/staff', cookie);
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json<{ staff: { email: string }[] }>().staff.map((s) => s.email)).toEqual([
      'peter@initech.example',
    ]);
    const productList = await api.get('/api/admin/products', cookie);
    expect(productList.body).toContain('initech');
    expect(productList.body).not.toContain(f.product.id);
    // The new admin is no installation operator.
    expect((await api.get(URL, cookie)).statusCode).toBe(403);
  });

  it.each([
    [{ slug: 'a' }, 'slug', ORG_MESSAGES.slugLength],
    [{ slug: 'a'.repeat(49) }, 'slug', ORG_MESSAGES.slugLength],
    [{ slug: 'Umbrella' }, 'slug', ORG_MESSAGES.slugInvalid],
    [{ slug: '-umbrella' }, 'slug', ORG_MESSAGES.slugInvalid],
    [{ slug: 'umbrella-' }, 'slug', ORG_MESSAGES.slugInvalid],
    [{ slug: 'um_brella' }, 'slug', ORG_MESSAGES.slugInvalid],
    [{ slug: '' }, 'slug', ORG_MESSAGES.slugRequired],
    [{ name: ' ' }, 'name', ORG_MESSAGES.nameRequired],
    [{ adminEmail: 'not an e-mail' }, 'adminEmail', LOGIN_MESSAGES.emailInvalid],
    [{ adminEmail: '' }, 'adminEmail', LOGIN_MESSAGES.emailRequired],
  ])('refuses %j with 400 and the message on its field', async (change, path, message) => {
    const before = await orgCount();
    const response = await create({
      name: 'Umbrella',
      slug: 'umbrella',
      adminEmail: 'alice@umbrella.example',
      ...change,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorBodyOf(response).errors).toEqual([expect.objectContaining({ path, message })]);
    expect(await orgCount()).toBe(before);
  });

  it('refuses a slug or an admin e-mail already taken with 409, writing nothing', async () => {
    const before = await orgCount();
    const slugTaken = await create({
      name: 'Other Acme',
      slug: 'acme',
      adminEmail: 'x@other.example',
    });
    expect(slugTaken.statusCode).toBe(409);
    expect(errorBodyOf(slugTaken)).toMatchObject({
      message: ORG_MESSAGES.slugTaken,
      errors: [{ path: 'slug', message: ORG_MESSAGES.slugTaken }],
    });
    const emailTaken = await create({
      name: 'Hooli',
      slug: 'hooli',
      adminEmail: 'admin@acme.example',
    });
    expect(emailTaken.statusCode).toBe(409);
    expect(errorBodyOf(emailTaken).errors).toEqual([
      { path: 'adminEmail', message: STAFF_MESSAGES.emailTaken },
    ]);
    expect(await orgCount()).toBe(before);
    expect(await db().$count(organizations, eq(organizations.slug, 'hooli'))).toBe(0);
  });

  it.each(['admin', 'api', 'login', 'set-password', 'healthz'])(
    'refuses %s, a path of the server, with 400',
    async (slug) => {
      const response = await create({
        name: 'Reserved',
        slug,
        adminEmail: `r-${slug}@reserved.example`,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(errorBodyOf(response)).toMatchObject({
        message: ORG_MESSAGES.slugReserved,
        errors: [{ path: 'slug', message: ORG_MESSAGES.slugReserved }],
      });
    },
  );

  it('is refused to staff without installation:admin and to visitors, writing nothing', async () => {
    const before = await orgCount();
    const body = { name: 'Soylent', slug: 'soylent', adminEmail: 'a@soylent.example' };
    expect((await create(body, sessions.limited)).statusCode).toBe(403);
    expect((await api.post(URL, body)).statusCode).toBe(401);
    expect(await orgCount()).toBe(before);
    expect(
      await db().$count(
        auditLog,
        and(eq(auditLog.action, 'org.created'), eq(auditLog.entityType, 'organization')),
      ),
    ).toBe(2);
  });
});

describe('the reserved slugs follow the routes', () => {
  let other: TestApp;
  let cookie: string;
  beforeAll(async () => {
    other = await createTestApp({ jobWorker: false });
    // A route the server gains later: its first segment is no organisation's address any more.
    other.app.get('/status-board', () => 'ok');
    const { org } = await buildOrg(other.database.db);
    const operator = await buildStaffUser(other.database.db, {
      org,
      scopes: ['installation:admin'],
    });
    cookie = await signInAs(other.app, operator.user.email, operator.password);
  });
  afterAll(() => other.close());

  it('refuses the first segment of a route added to the app', async () => {
    const body = { name: 'Status', slug: 'status-board', adminEmail: 'a@status.example' };
    const refused = await adminApi(() => other.app).post(URL, body, cookie);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(errorBodyOf(refused).message).toBe(ORG_MESSAGES.slugReserved);
    // Where no route holds it, the same slug is an organisation's.
    expect((await create(body)).statusCode).toBe(201);
  });
});
