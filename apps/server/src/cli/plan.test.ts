import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildOrg, type BuiltOrg } from '../db/factories.js';
import { auditLog, orgFeatures, portalCustomizations } from '../db/schema/index.js';
import { useTestDatabase } from '../testing/testDatabase.js';
import { onPortalChanged } from '../fleet/portalChanges.js';
import { listenToFleet } from '../testing/fleetListener.js';
import { runPlanCommand } from './plan.js';

const database = useTestDatabase();
let acme: BuiltOrg;
beforeAll(async () => {
  acme = await buildOrg(database.db, { slug: 'acme-plan', name: 'Acme' });
});

const run = (...args: string[]) => runPlanCommand(database.db, args);
const revision = async () =>
  (
    await database.db
      .select({ revision: portalCustomizations.revision })
      .from(portalCustomizations)
      .where(eq(portalCustomizations.orgId, acme.org.id))
  )[0]!.revision;
const storedPlan = async () =>
  (await database.db.select().from(orgFeatures).where(eq(orgFeatures.orgId, acme.org.id)))[0]!;

describe('npm run plan', () => {
  it("prints the organisation's features and where each comes from", async () => {
    const output = await run('acme-plan');
    expect(output.split('\n')[0]).toBe('Acme (acme-plan): plan self_hosted');
    expect(output).toMatch(/Section customisation\s+on\s+\(plan, sectionCustomization\)/);
  });

  it('changes the plan and flags, audited as the system, bumping the revision', async () => {
    const revisionBefore = await revision();
    const output = await run('acme-plan', 'starter', '--flag', 'cardRenaming=on');
    expect(output).toMatch(/plan starter/);
    expect(output).toMatch(/Card renaming\s+on\s+\(flag, cardRenaming\)/);
    expect(output).toMatch(/Section customisation\s+off\s+\(plan, sectionCustomization\)/);
    expect(await storedPlan()).toMatchObject({ plan: 'starter', flags: { cardRenaming: true } });
    expect(await revision()).toBe(revisionBefore + 1);
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.orgId, acme.org.id), eq(auditLog.action, 'org.plan_changed')));
    expect(audits.at(-1)).toMatchObject({ actorType: 'system', actorId: 'plan' });

    await run('acme-plan', '--flag', 'cardRenaming=plan');
    expect((await storedPlan()).flags).toEqual({});
  });

  it('a change from the command line tells every cache, as any mutation does', async () => {
    const heard: (string | null)[] = [];
    const stop = onPortalChanged((orgId) => heard.push(orgId), database.db);
    const fleet = await listenToFleet(database);
    try {
      await run('acme-plan', 'growth');
      expect(heard).toContain(acme.org.id);
      if (fleet) await vi.waitFor(() => expect(fleet.heard).toContain(acme.org.id));
    } finally {
      stop();
      await fleet?.close();
    }
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.orgId, acme.org.id), eq(auditLog.action, 'org.plan_changed')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({
      actorType: 'system',
      actorId: 'plan',
      after: { plan: 'growth' },
    });
  });

  it.each([
    [['acme-plan', 'platinum'], /^Unknown plan: choose one of starter, growth, self_hosted\./],
    [['acme-plan', '--flag', 'teleport=on'], /^Unknown feature flag: choose among itemRenaming/],
    [['acme-plan', '--flag', 'cardRenaming=yes'], /^--flag takes NAME=on, NAME=off or NAME=plan\./],
    [['acme-plan', '--force'], /^Unknown option --force\./],
    [[], /^Usage: npm run plan -- ORG_SLUG/],
    [['no-such-org'], /^No organisation has the slug no-such-org\. Organisations: .*acme-plan/],
  ])('refuses %j with a clear message and changes nothing', async (args, message) => {
    const before = await storedPlan();
    await expect(run(...args)).rejects.toThrow(message);
    expect(await storedPlan()).toEqual(before);
  });
});
