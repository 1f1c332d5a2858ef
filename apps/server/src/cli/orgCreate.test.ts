// The frame first: it lists the commands, whose files import its error class.
import { runOrgCommand } from './org.js';
import { ORG_MESSAGES, rolePreset, STAFF_MESSAGES } from '@candor/domain';
import { verify } from '@node-rs/argon2';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildOrg } from '../db/factories.js';
import {
  auditLog,
  organizations,
  portalCustomizations,
  products,
  staffPasswordTokens,
  staffUsers,
} from '../db/schema/index.js';
import { hashPasswordToken } from '../services/staff/passwordTokens.js';
import { testConfig, TEST_BASE_URL } from '../testing/testApp.js';
import { useTestDatabase } from '../testing/testDatabase.js';

const database = useTestDatabase();
const config = testConfig();
beforeAll(async () => {
  await buildOrg(database.db, { slug: 'taken', name: 'Taken' });
});
afterEach(() => vi.restoreAllMocks());

/** Runs `npm run org -- create ARGS` in-process; its printed lines. */
async function create(...args: string[]): Promise<string> {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  expect(await runOrgCommand(database.db, config, ['create', ...args])).toBe(0);
  return log.mock.calls.map((call) => call.join(' ')).join('\n');
}
const staffOf = async (slug: string) => {
  const [row] = await database.db
    .select({ user: staffUsers })
    .from(staffUsers)
    .innerJoin(organizations, eq(organizations.id, staffUsers.orgId))
    .where(eq(organizations.slug, slug));
  return row!.user;
};

describe('npm run org -- create', () => {
  it('creates the organisation and prints the set-password link, the trust center and sign-in', async () => {
    const output = await create(
      '--name',
      'Acme',
      '--slug',
      'acme',
      '--admin',
      'Admin@Acme.example',
    );
    expect(output).toContain(`Trust center: ${TEST_BASE_URL}/acme`);
    expect(output).toContain(`Sign in:      ${TEST_BASE_URL}/login as admin@acme.example`);
    const token = new RegExp(
      `Set password: ${TEST_BASE_URL}/set-password\\?token=([\\w-]{43})`,
    ).exec(output)?.[1];
    expect(token).toBeDefined();

    const admin = await staffOf('acme');
    expect(admin).toMatchObject({
      passwordHash: '!invited',
      scopes: [...rolePreset('admin').scopes],
    });
    // The printed link is the admin's live invitation.
    const [link] = await database.db
      .select()
      .from(staffPasswordTokens)
      .where(eq(staffPasswordTokens.tokenHash, hashPasswordToken(token!)));
    expect(link).toMatchObject({ staffUserId: admin.id, usedAt: null });

    const [org] = await database.db
      .select()
      .from(organizations)
      .where(eq(organizations.slug, 'acme'));
    expect(await database.db.$count(products, eq(products.orgId, org!.id))).toBe(1);
    const [customization] = await database.db
      .select()
      .from(portalCustomizations)
      .where(eq(portalCustomizations.orgId, org!.id));
    expect(customization?.publishedAt).toBeNull();
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.orgId, org!.id), eq(auditLog.action, 'org.created')));
    expect(audit).toMatchObject({ actorType: 'system', actorId: 'org-create' });
    expect(JSON.stringify(audit)).not.toContain(token!);
  });

  it('sets the password given and prints no link', async () => {
    const output = await create(
      '--name',
      'Initech',
      '--slug',
      'initech',
      '--admin',
      'peter@initech.example',
      '--password',
      'a long password',
    );
    expect(output).not.toContain('set-password');
    expect(output).toContain('The admin signs in with the password given.');
    const admin = await staffOf('initech');
    expect(await verify(admin.passwordHash, 'a long password')).toBe(true);
    expect(
      await database.db.$count(staffPasswordTokens, eq(staffPasswordTokens.staffUserId, admin.id)),
    ).toBe(0);
  });

  it.each([
    [['--name', 'X', '--slug', 'xx'], `--admin: You must provide an email.`],
    [
      ['--name', 'X', '--slug', 'x', '--admin', 'a@x.example'],
      `--slug: ${ORG_MESSAGES.slugLength}`,
    ],
    [
      ['--name', 'X', '--slug', 'Big', '--admin', 'a@x.example'],
      `--slug: ${ORG_MESSAGES.slugInvalid}`,
    ],
    [['--slug', 'xx', '--admin', 'a@x.example'], `--name: ${ORG_MESSAGES.nameRequired}`],
    [
      ['--name', 'X', '--slug', 'api', '--admin', 'a@x.example'],
      `--slug: ${ORG_MESSAGES.slugReserved}`,
    ],
    [
      ['--name', 'X', '--slug', 'login', '--admin', 'a@x.example'],
      `--slug: ${ORG_MESSAGES.slugReserved}`,
    ],
    [
      ['--name', 'X', '--slug', 'taken', '--admin', 'a@x.example'],
      `--slug: ${ORG_MESSAGES.slugTaken}`,
    ],
    [
      ['--name', 'X', '--slug', 'xx', '--admin', 'admin@acme.example'],
      `--admin: ${STAFF_MESSAGES.emailTaken}`,
    ],
    [
      ['--name', 'X', '--slug', 'xx', '--admin', 'a@x.example', '--password', 'short'],
      `--password: ${STAFF_MESSAGES.passwordTooShort}`,
    ],
    [['--name', 'X', '--slug'], '--slug needs a value.'],
    [['--name', 'X', 'xx'], 'Unknown argument xx.'],
  ])('refuses %j: %s, and the usage, writing nothing', async (args, message) => {
    const before = await database.db.$count(organizations);
    const error = await runOrgCommand(database.db, config, ['create', ...args]).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ name: 'OrgCommandError' });
    expect((error as Error).message).toBe(
      `${message}\nUsage: npm run org -- create --name NAME --slug SLUG --admin EMAIL [--password VALUE]`,
    );
    expect(await database.db.$count(organizations)).toBe(before);
  });
});
