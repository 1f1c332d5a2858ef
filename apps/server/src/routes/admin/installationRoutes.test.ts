import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildOrg } from '../../db/factories.js';
import { auditLog, orgFeatures, portalCustomizations } from '../../db/schema/index.js';
import { adminApi } from '../../testing/adminApi.js';
import { errorBodyOf } from '../../testing/errorBody.js';
import { portalViewOf } from '../../testing/portalFixture.js';
import { usePortalTestApp, useStaffSessions } from '../../testing/portalTestApp.js';

const { t, f } = usePortalTestApp();
const api = adminApi(() => t.app);

// The fixture's admin holds every scope, installation:admin included.
const sessions = useStaffSessions(t, f, [
  'staff:manage',
  'settings:edit',
  'statuspage:edit',
  'assets:edit',
]);

const db = () => t.database.db;
const orgUrl = (id: string) => `/api/admin/installation/orgs/${id}`;
const revisionOf = async (orgId: string) =>
  (
    await db()
      .select({ revision: portalCustomizations.revision })
      .from(portalCustomizations)
      .where(eq(portalCustomizations.orgId, orgId))
  )[0]!.revision;
const dataSecurityAbilities = async (cookie: string) => {
  const page = await t.app.inject({ method: 'GET', url: '/acme', headers: { cookie } });
  const view = portalViewOf(page.body);
  for (const section of view.sections) {
    if (section.id !== 'cards') continue;
    const card = section.cards.find((c) => c.kind === 'DataSecurity');
    if (card) return card.abilities;
  }
  throw new Error('no DataSecurity card');
};

describe('GET /api/admin/installation/orgs', () => {
  it("lists every organisation's plan, flags and effective features, and the plans", async () => {
    const other = await buildOrg(db(), {
      features: { plan: 'starter', flags: { cardRenaming: true } },
    });
    const response = await api.get('/api/admin/installation/orgs', sessions.admin);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{
      orgs: { id: string; plan: string; flags: object; features: Record<string, boolean> }[];
      plans: Record<string, string[]>;
      features: string[];
    }>();
    expect(body.orgs.find((o) => o.id === other.org.id)).toMatchObject({
      plan: 'starter',
      flags: { cardRenaming: true },
      features: { cardRenaming: true, sectionCustomization: false },
    });
    expect(body.orgs.find((o) => o.id === f.org.id)?.plan).toBe('self_hosted');
    expect(Object.keys(body.plans)).toEqual(['starter', 'growth', 'self_hosted']);
    expect(body.features).toContain('sectionCustomization');
  });

  it('is refused without installation:admin, whatever else the user holds', async () => {
    expect((await api.get('/api/admin/installation/orgs', sessions.limited)).statusCode).toBe(403);
    expect((await api.get('/api/admin/installation/orgs')).statusCode).toBe(401);
  });
});

describe('PATCH /api/admin/installation/orgs/{id}', () => {
  it('changes the plan: audited in that organisation, revision bumped, the portal locks the control', async () => {
    expect(await dataSecurityAbilities(sessions.limited)).toMatchObject({
      changeIcon: true,
      changeIconLocked: false,
    });
    const revision = await revisionOf(f.org.id);

    const response = await api.patch(orgUrl(f.org.id), { plan: 'starter' }, sessions.admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      org: { id: f.org.id, plan: 'starter', features: { cardIconReplacement: false } },
    });
    expect(await revisionOf(f.org.id)).toBe(revision + 1);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.orgId, f.org.id), eq(auditLog.action, 'org.plan_changed')));
    expect(audit).toMatchObject({
      entityId: f.org.id,
      before: { plan: 'self_hosted' },
      after: { plan: 'starter' },
    });
    expect(await dataSecurityAbilities(sessions.limited)).toMatchObject({
      changeIcon: false,
      changeIconLocked: true,
    });

    // A flag on top of the plan gives the feature back; null follows the plan again.
    const flagged = await api.patch(
      orgUrl(f.org.id),
      { flags: { cardIconReplacement: true } },
      sessions.admin,
    );
    expect(flagged.json()).toMatchObject({
      org: { plan: 'starter', flags: { cardIconReplacement: true } },
    });
    expect((await dataSecurityAbilities(sessions.limited)).changeIcon).toBe(true);
    const cleared = await api.patch(
      orgUrl(f.org.id),
      { plan: 'self_hosted', flags: { cardIconReplacement: null } },
      sessions.admin,
    );
    expect(cleared.json()).toMatchObject({ org: { plan: 'self_hosted', flags: {} } });
  });

  it.each([
    [{ plan: 'platinum' }, 'Unknown plan: choose one of starter, growth, self_hosted'],
    [{ flags: { teleport: true } }, /^Unknown feature flag: choose among /],
    [
      { flags: { cardRenaming: 'on' } },
      'A feature flag is true (on), false (off) or null (as the plan says)',
    ],
    [{ plan: 7 }, 'Unknown plan: choose one of starter, growth, self_hosted'],
    [{}, 'Give a plan or feature flags to change'],
  ])('refuses %j with 400, changing nothing', async (body, message) => {
    const before = await db().select().from(orgFeatures).where(eq(orgFeatures.orgId, f.org.id));
    const response = await api.patch(orgUrl(f.org.id), body, sessions.admin);
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).message).toMatch(message);
    expect(await db().select().from(orgFeatures).where(eq(orgFeatures.orgId, f.org.id))).toEqual(
      before,
    );
  });

  it('refuses staff without installation:admin (403) and answers 404 for an unknown organisation', async () => {
    const other = await buildOrg(db());
    const refused = await api.patch(orgUrl(other.org.id), { plan: 'starter' }, sessions.limited);
    expect(refused.statusCode).toBe(403);
    const [row] = await db().select().from(orgFeatures).where(eq(orgFeatures.orgId, other.org.id));
    expect(row!.plan).toBe('self_hosted');
    const unknown = await api.patch(
      orgUrl('00000000-0000-4000-8000-000000000000'),
      { plan: 'starter' },
      sessions.admin,
    );
    expect(unknown.statusCode).toBe(404);
    expect(errorBodyOf(unknown).message).toBe('Organisation not found');
    expect((await api.patch(orgUrl('nope'), { plan: 'starter' }, sessions.admin)).statusCode).toBe(
      400,
    );
  });
});
