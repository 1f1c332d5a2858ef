/**
 * An installation that already has rows keeps them through the migrations: the rows of the
 * first release are written as it stored them, then every later migration runs over them.
 * On PGlite always, and on PostgreSQL too when TEST_DATABASE_URL is set.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, test } from 'vitest';
import { loadPortalContent } from '../services/portal/loadPortalContent.js';
import { tempFolderForTest } from '../testing/tempFolder.js';
import { wrapPglite, type Database } from './client.js';
import { wrapPool } from './postgres.js';
import { findMigrationsDir, migrate } from './migrate.js';
import { kbEntries, sessions, staffUsers } from './schema/index.js';

/** A copy of the migrations folder that ends with the first migration, removed after the test. */
function firstReleaseMigrations(): string {
  const source = findMigrationsDir();
  const target = tempFolderForTest('first-release');
  fs.mkdirSync(path.join(target, 'meta'));
  const journal = JSON.parse(
    fs.readFileSync(path.join(source, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: { tag: string }[];
  };
  const first = journal.entries[0]!;
  fs.copyFileSync(path.join(source, `${first.tag}.sql`), path.join(target, `${first.tag}.sql`));
  fs.writeFileSync(
    path.join(target, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries: [first] }),
  );
  return target;
}

const ids = {
  org: randomUUID(),
  cloud: randomUUID(),
  mobile: randomUUID(),
  gone: randomUUID(),
  topic: randomUUID(),
  staff: randomUUID(),
  editor: randomUUID(),
  operator: randomUUID(),
  session: randomUUID(),
  item: randomUUID(),
  card: randomUUID(),
};

/** Rows as the first release wrote them: product ids in JSON lists, enumerations as text. */
const KB: { question: string; productIds: string[] }[] = [
  { question: 'Every product?', productIds: [] },
  { question: 'Cloud only?', productIds: [ids.cloud] },
  { question: 'Both?', productIds: [ids.cloud, ids.mobile] },
  { question: 'Mobile, listed twice?', productIds: [ids.mobile, ids.mobile] },
  { question: 'Removed product only?', productIds: [ids.gone] },
];
const UPDATES: { message: string; global: boolean; productIds: string[] }[] = [
  { message: 'Global, with a stale list.', global: true, productIds: [ids.mobile] },
  { message: 'Cloud only.', global: false, productIds: [ids.cloud] },
  { message: 'Mobile only.', global: false, productIds: [ids.mobile, ids.gone] },
  { message: 'Removed product only.', global: false, productIds: [ids.gone] },
];

async function writeFirstReleaseRows(database: Database): Promise<void> {
  const run = (statement: ReturnType<typeof sql>) => database.db.execute(statement);
  await run(sql`insert into organizations (id, slug, name) values (${ids.org}, 'acme', 'Acme')`);
  await run(sql`insert into portal_customizations (org_id, public_access_level, banner_level)
                values (${ids.org}, 'Minimal', 'low')`);
  await run(sql`insert into products (id, org_id, slug, name, is_default)
                values (${ids.cloud}, ${ids.org}, 'cloud', 'Cloud', true),
                       (${ids.mobile}, ${ids.org}, 'mobile', 'Mobile', false)`);
  await run(
    sql`insert into cards (id, org_id, product_id, kind) values (${ids.card}, ${ids.org}, ${ids.cloud}, 'Reports')`,
  );
  await run(sql`insert into items (id, org_id, product_id, card_id, uid, kind, title, maturity, recurrence, enabled_state)
                values (${ids.item}, ${ids.org}, ${ids.cloud}, ${ids.card}, 'u1', 'Reports', 'SOC 2', 'managed', 'fortnightly', 'WorkInProgress')`);
  for (const entry of KB) {
    await run(sql`insert into kb_entries (org_id, question, answer, product_ids)
                  values (${ids.org}, ${entry.question}, 'Yes.', ${JSON.stringify(entry.productIds)}::jsonb)`);
  }
  await run(sql`insert into update_topics (id, org_id, subject, category)
                values (${ids.topic}, ${ids.org}, 'News', 'general')`);
  for (const update of UPDATES) {
    await run(sql`insert into updates (org_id, topic_id, message, is_global_product, product_ids)
                  values (${ids.org}, ${ids.topic}, ${update.message}, ${update.global}, ${JSON.stringify(update.productIds)}::jsonb)`);
  }
  await run(sql`insert into staff_users (id, org_id, email, display_name, password_hash)
                values (${ids.staff}, ${ids.org}, 'ada@acme.example', 'Ada', 'x')`);
  await run(sql`update staff_users set scopes = '["staff:manage","settings:edit"]'::jsonb
                where id = ${ids.staff}`);
  await run(sql`insert into staff_users (id, org_id, email, display_name, password_hash, scopes)
                values (${ids.editor}, ${ids.org}, 'ed@acme.example', 'Ed', 'x', '["settings:edit"]'::jsonb)`);
  await run(sql`insert into staff_users (id, org_id, email, display_name, password_hash, scopes)
                values (${ids.operator}, ${ids.org}, 'op@acme.example', 'Op', 'x', '["settings:edit","installation:admin"]'::jsonb)`);
  await run(sql`insert into sessions (id, token_hash, org_id, kind, user_id, expires_at)
                values (${ids.session}, 'h', ${ids.org}, 'staff', ${ids.staff}, now() + interval '1 day')`);
}

/** What the first release's presenter showed on a product: its filters, applied to its rows. */
const shownBefore = (productId: string) => ({
  questions: KB.filter((e) => e.productIds.length === 0 || e.productIds.includes(productId))
    .map((e) => e.question)
    .sort(),
  messages: UPDATES.filter((u) => u.global || u.productIds.includes(productId))
    .map((u) => u.message)
    .sort(),
});

async function shownNow(database: Database, productId: string) {
  const content = (await loadPortalContent(database.db, ids.org, productId))!;
  return {
    questions: content.kbEntries
      .filter((e) => e.accessLevel === 'public')
      .map((e) => e.question)
      .sort(),
    messages: content.updates.map((u) => u.message).sort(),
  };
}

function checksOn(open: () => Promise<Database>) {
  let database: Database;
  afterAll(() => database?.close());

  test("the first release's rows survive, and each product page lists the same entries and updates", async () => {
    database = await open();
    await migrate(database, { migrationsFolder: firstReleaseMigrations() });
    await writeFirstReleaseRows(database);
    await migrate(database);

    expect(await shownNow(database, ids.cloud)).toEqual(shownBefore(ids.cloud));
    expect(await shownNow(database, ids.mobile)).toEqual(shownBefore(ids.mobile));

    // Listed on no product that still exists: it was on no page; it must not be on every page.
    const [orphan] = await database.db
      .select()
      .from(kbEntries)
      .where(eq(kbEntries.question, 'Removed product only?'));
    expect(orphan!.accessLevel).toBe('private');

    const content = (await loadPortalContent(database.db, ids.org, ids.cloud))!;
    expect(content.customization).toMatchObject({
      publicAccessLevel: 'Minimal',
      bannerLevel: 'low',
      documentAccessType: 'view-and-download',
    });
    // Known values carry over; a recurrence outside the list becomes "not set".
    expect(content.items[0]).toMatchObject({
      kind: 'Reports',
      enabledState: 'WorkInProgress',
      maturity: 'managed',
      recurrence: null,
    });

    // A signed-in staff member stays signed in: the session now names its staff user.
    const [session] = await database.db
      .select({ kind: sessions.kind, staffUserId: sessions.staffUserId, email: staffUsers.email })
      .from(sessions)
      .innerJoin(staffUsers, eq(staffUsers.id, sessions.staffUserId))
      .where(eq(sessions.id, ids.session));
    expect(session).toEqual({ kind: 'staff', staffUserId: ids.staff, email: 'ada@acme.example' });

    // Sent mail and third-party scripts got scopes of their own: whoever managed staff (and so
    // could grant anything) keeps reading mail and editing scripts; settings:edit alone does not.
    const scopesOf = async (id: string) =>
      (await database.db.select().from(staffUsers).where(eq(staffUsers.id, id)))[0]!.scopes;
    // So do single sign-on and the data export (issue 23), and webhooks (issue 28): the Admin
    // role holds them.
    expect(await scopesOf(ids.staff)).toEqual(
      expect.arrayContaining([
        'staff:manage',
        'mail:read',
        'scripts:edit',
        'sso:manage',
        'data:export',
        'webhooks:manage',
      ]),
    );
    expect(await scopesOf(ids.editor)).toEqual(['settings:edit']);

    // The operator is the installation's: the stored scope became is_operator, and left the list.
    const operators = await database.db
      .select({ id: staffUsers.id, scopes: staffUsers.scopes })
      .from(staffUsers)
      .where(eq(staffUsers.isOperator, true));
    expect(operators).toEqual([{ id: ids.operator, scopes: ['settings:edit'] }]);
  }, 60_000);
}

describe('on PGlite', () => {
  checksOn(async () => wrapPglite(await PGlite.create()));
});

describe.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `candor_migration_data_${process.pid}_${Date.now()}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  checksOn(async () => {
    await admin(`create database "${name}"`);
    const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    // Dropping the database with force may end a connection that is still closing: its
    // 'terminating connection' notice is expected then, not a failure.
    pool.on('connect', (client) => client.on('error', () => undefined));
    return wrapPool(pool, () => admin(`drop database if exists "${name}" with (force)`));
  });
});
