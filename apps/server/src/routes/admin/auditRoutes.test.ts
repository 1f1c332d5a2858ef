import type { AuditEntryView, AuditVerification } from '@candor/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeAudit } from '../../db/audit.js';
import { buildOrg, buildStaffUser } from '../../db/factories.js';
import { auditLog } from '../../db/schema/index.js';
import { errorBodyOf } from '../../testing/errorBody.js';
import { usePortalTestApp, useStaffSessions } from '../../testing/portalTestApp.js';
import { TEST_BASE_URL } from '../../testing/testApp.js';

const { t, f } = usePortalTestApp();

const sessions = useStaffSessions(t, f, ['statuspage:edit']);
beforeAll(async () => {
  // What the log holds: three settings saves and a card hidden by the admin through the API,
  // a job's row, and a row of another organisation that must never show.
  const headers = {
    cookie: sessions.admin,
    origin: TEST_BASE_URL,
    host: new URL(TEST_BASE_URL).host,
  };
  for (const portalTitle of ['One', 'Two', 'Three']) {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers,
      payload: { portalTitle },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  const hidden = await t.app.inject({
    method: 'PATCH',
    url: `/api/trust-center/products/${f.product.id}/cards/DataSecurity`,
    headers,
    payload: { hidden: true },
  });
  expect(hidden.statusCode).toBe(200);
  const other = await buildOrg(t.database.db);
  await t.database.db.transaction(async (tx) => {
    await writeAudit(tx, {
      orgId: f.org.id,
      actor: { type: 'system', job: 'nightly-cleanup' },
      action: 'session.deleted',
      entityType: 'session',
    });
    await writeAudit(tx, {
      orgId: other.org.id,
      actor: { type: 'system', job: 'x' },
      action: 'files.key_rotated',
      entityType: 'secret',
    });
  });
});

interface AuditPage {
  entries: AuditEntryView[];
  nextCursor: string | null;
}

const get = (url: string, cookie = sessions.admin) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const page = async (query = '') => {
  const response = await get(`/api/admin/audit${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditPage>();
};

describe('GET /api/admin/audit', () => {
  it("lists the organisation's rows newest first, with who did what", async () => {
    const { entries, nextCursor } = await page();
    expect(nextCursor).toBeNull();
    expect(entries.map((e) => e.action)).not.toContain('files.key_rotated');
    expect(entries[0]).toMatchObject({
      action: 'session.deleted',
      actor: { type: 'system', label: 'System: nightly-cleanup' },
    });
    expect(entries[1]).toMatchObject({
      action: 'card.hidden',
      actor: { type: 'staff', label: 'Ada Admin (admin@acme.example)' },
      entityType: 'card',
      entityId: f.cards.dataSecurity.id,
      before: { kind: 'DataSecurity', hidden: false },
      after: { kind: 'DataSecurity', hidden: true },
    });
    expect(entries[2]).toMatchObject({
      action: 'settings.updated',
      before: { portalTitle: 'Two' },
      after: { portalTitle: 'Three' },
    });
    const times = entries.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('pages with a cursor: no row twice, none left out', async () => {
    const all = (await page()).entries.map((e) => e.id);
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const next: AuditPage = await page(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(next.entries.length).toBeLessThanOrEqual(2);
      seen.push(...next.entries.map((e) => e.id));
      cursor = next.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all);
  });

  it('filters by action, actor, entity and days', async () => {
    const byAction = await page('?action=settings.updated');
    expect(byAction.entries.map((e) => e.after)).toEqual([
      { portalTitle: 'Three' },
      { portalTitle: 'Two' },
      { portalTitle: 'One' },
    ]);
    expect((await page('?actor=system')).entries.map((e) => e.action)).toEqual(['session.deleted']);
    const byName = (await page('?actor=ada')).entries;
    expect(byName.length).toBeGreaterThanOrEqual(4);
    expect(byName.every((e) => e.actor.label === 'Ada Admin (admin@acme.example)')).toBe(true);
    // Wildcards typed in a filter are taken literally.
    expect((await page('?actor=%25')).entries).toEqual([]);
    expect((await page('?entity=card')).entries.map((e) => e.action)).toEqual(['card.hidden']);
    expect((await page(`?entity=${f.cards.dataSecurity.id}`)).entries).toHaveLength(1);
    const today = new Date().toISOString().slice(0, 10);
    expect((await page(`?from=${today}&to=${today}`)).entries.length).toBeGreaterThan(0);
    expect((await page('?to=2000-01-01')).entries).toEqual([]);
  });

  it.each([
    ['?limit=0', 'limit must be a whole number from 1 to 100'],
    ['?limit=1000', 'limit must be a whole number from 1 to 100'],
    ['?from=2026-13-01', 'Dates must be written YYYY-MM-DD'],
    ['?from=2026-03-02&to=2026-03-01', "'From' must not be after 'to'"],
    ['?cursor=not-a-cursor', 'The page cursor is not valid; start again from the first page'],
    [
      `?cursor=${Buffer.from('["2026-01-01T00:00:00.000Z",-1]').toString('base64url')}`,
      'The page cursor is not valid; start again from the first page',
    ],
    [`?action=${'a'.repeat(201)}`, 'Filters must be at most 200 characters'],
  ])('refuses %s with a clear message', async (query, message) => {
    const response = await get(`/api/admin/audit${query}`);
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).message).toBe(message);
  });
});

describe('GET /api/admin/audit/actions', () => {
  it("lists the organisation's distinct actions, sorted", async () => {
    const response = await get('/api/admin/audit/actions');
    expect(response.statusCode).toBe(200);
    const { actions } = response.json<{ actions: string[] }>();
    expect(actions).toEqual([...new Set(actions)].sort());
    expect(actions).toEqual(
      expect.arrayContaining(['card.hidden', 'session.deleted', 'settings.updated']),
    );
    expect(actions).not.toContain('files.key_rotated');
  });
});

describe('GET /api/admin/audit/people', () => {
  it("lists the organisation's staff by name, for the person filter", async () => {
    const response = await get('/api/admin/audit/people');
    expect(response.statusCode).toBe(200);
    const { people } = response.json<{ people: { id: string; name: string }[] }>();
    expect(people.map((person) => person.name)).toContain('Ada Admin');
    const ada = people.find((person) => person.name === 'Ada Admin')!;
    const mine = (await page(`?actor=${ada.id}`)).entries;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((entry) => entry.actor.name === 'Ada Admin')).toBe(true);
  });
});

describe('GET /api/admin/audit/export.csv', () => {
  const csv = async (query = '') => {
    const response = await get(`/api/admin/audit/export.csv${query}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('audit-log.csv');
    return response.body.split('\r\n').filter(Boolean);
  };

  it('writes the filtered entries: sentence, code, actor and the changed fields', async () => {
    const [header, ...rows] = await csv('?action=card.hidden');
    expect(header).toBe(
      '"Time (UTC)","What happened","Action code","Actor","Entity type","Entity id","Changes"',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(
      '"Ada Admin hid the Data Security card","card.hidden","Ada Admin (admin@acme.example)","card"',
    );
    expect(rows[0]).toContain('"Hidden: No → Yes"');
    const all = (await csv()).join('\n');
    // Another organisation's row is never exported.
    expect(all).not.toContain('files.key_rotated');
    expect((await csv('?to=2000-01-01')).length).toBe(1);
  });

  it('escapes cells a spreadsheet would run as a formula', async () => {
    const { user } = await buildStaffUser(t.database.db, {
      org: f.org,
      displayName: '=HYPERLINK("https://evil.example")',
    });
    await t.database.db.transaction((tx) =>
      writeAudit(tx, {
        orgId: f.org.id,
        actor: { type: 'staff', userId: user.id, orgId: f.org.id, email: user.email, scopes: [] },
        action: 'session.created',
        entityType: 'session',
      }),
    );
    const [, row] = await csv(`?actor=${user.id}`);
    expect(row).toMatch(
      /^"[^"]+","'=HYPERLINK\(""https:\/\/evil.example""\) signed in","session.created","'=HYPERLINK/,
    );
  });

  it('is audited with its filters', async () => {
    await csv('?action=settings.updated');
    const [entry] = (await page('?action=audit.exported')).entries;
    expect(entry).toMatchObject({
      actor: { type: 'staff', name: 'Ada Admin' },
      after: { filters: { action: 'settings.updated' } },
    });
  });
});

describe('GET /api/admin/audit/verify', () => {
  it('confirms an intact chain, then finds the row someone edited', async () => {
    const intact = await get('/api/admin/audit/verify');
    expect(intact.statusCode).toBe(200);
    const count = (await t.database.db.select().from(auditLog).where(eq(auditLog.orgId, f.org.id)))
      .length;
    const [newest] = (await page('?limit=1')).entries;
    expect(intact.json()).toEqual({
      ok: true,
      checked: count,
      brokenAt: null,
      verifiedUpTo: { id: newest!.id, at: newest!.at },
      problems: [],
    });

    const [target] = (await page('?action=card.hidden')).entries;
    await t.database.db.execute(
      sql`update audit_log set after = '{"hidden":false}'::jsonb where id = ${target!.id}`,
    );
    const broken = await get('/api/admin/audit/verify');
    expect(broken.json<AuditVerification>()).toEqual({
      ok: false,
      checked: count,
      brokenAt: { id: target!.id, at: target!.at },
      verifiedUpTo: null,
      problems: [
        `row ${target!.id} (${target!.at}, card.hidden) is the first bad row: it was edited, or the row before it was deleted`,
      ],
    });
  });
});

describe('who may read the log', () => {
  it.each([
    '/api/admin/audit',
    '/api/admin/audit/actions',
    '/api/admin/audit/verify',
    '/api/admin/audit/export.csv',
    '/api/admin/audit/people',
  ])('%s: 403 without audit:view, 401 for visitors', async (url) => {
    const editor = await get(url, sessions.limited);
    expect(editor.statusCode).toBe(403);
    expect(errorBodyOf(editor).code).toBe('forbidden');
    expect((await get(url, '')).statusCode).toBe(401);
  });
});
