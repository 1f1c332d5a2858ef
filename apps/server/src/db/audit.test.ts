import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { auditHash, verifyAuditChain, writeAudit } from './audit.js';
import { buildOrg } from './factories.js';
import { auditLog } from './schema/index.js';
import { useTestDatabase } from '../testing/testDatabase.js';

const database = useTestDatabase();

const staff = { type: 'staff', userId: 'u1', orgId: 'o', email: 'a@b.c', scopes: [] } as const;

async function writeThree(orgId: string) {
  const ids: number[] = [];
  for (const [i, action] of (['item.created', 'item.moved', 'item.deleted'] as const).entries()) {
    const row = await database.db.transaction((tx) =>
      writeAudit(tx, {
        orgId,
        actor: staff,
        action,
        entityType: 'item',
        entityId: `item-${i}`,
        before: i ? { title: `v${i}`, when: new Date('2025-01-02T03:04:05Z') } : null,
        after: { title: `v${i + 1}`, nested: { b: 1, a: [1, 'two', null] } },
        ip: '203.0.113.7',
      }),
    );
    ids.push(row.id);
  }
  return ids;
}

describe('the audit hash chain', () => {
  test('rows chain to the previous row of the same organisation and verify', async () => {
    const { org } = await buildOrg(database.db);
    const { org: other } = await buildOrg(database.db);
    await writeThree(org.id);
    await writeThree(other.id);

    const rows = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.orgId, org.id))
      .orderBy(auditLog.id);
    expect(rows.map((r) => r.action)).toEqual(['item.created', 'item.moved', 'item.deleted']);
    expect(rows[0]!.prevHash).toBeNull();
    expect(rows[1]!.prevHash).toBe(rows[0]!.hash);
    expect(rows[2]!.prevHash).toBe(rows[1]!.hash);
    expect(rows[0]).toMatchObject({ actorType: 'staff', actorId: 'u1', ip: '203.0.113.7' });
    expect(rows[1]!.before).toEqual({ title: 'v1', when: '2025-01-02T03:04:05.000Z' });

    expect(await verifyAuditChain(database.db, org.id)).toMatchObject({ ok: true, count: 3 });
    expect(await verifyAuditChain(database.db, other.id)).toMatchObject({ ok: true, count: 3 });
  });

  test('an edited row is detected at that row', async () => {
    const { org } = await buildOrg(database.db);
    const [, middle] = await writeThree(org.id);
    await database.db
      .update(auditLog)
      .set({ after: { title: 'rewritten history' } })
      .where(eq(auditLog.id, middle!));
    expect(await verifyAuditChain(database.db, org.id)).toEqual({
      ok: false,
      count: 3,
      brokenAtId: middle,
    });
  });

  test('a deleted row is detected at the row after it', async () => {
    const { org } = await buildOrg(database.db);
    const [first, middle, last] = await writeThree(org.id);
    await database.db.delete(auditLog).where(eq(auditLog.id, middle!));
    expect(await verifyAuditChain(database.db, org.id)).toMatchObject({
      ok: false,
      brokenAtId: last,
    });
    expect(first).toBeLessThan(last!);
  });

  test('an edited row whose own hash was recomputed still breaks the link to the next row', async () => {
    const { org } = await buildOrg(database.db);
    const [first, second] = await writeThree(org.id);
    const [row] = await database.db.select().from(auditLog).where(eq(auditLog.id, first!));
    const forged = { ...row!, action: 'item.forged' };
    const hash = auditHash(null, {
      ...forged,
      before: forged.before ?? null,
      after: forged.after ?? null,
      createdAt: forged.createdAt.toISOString(),
    });
    await database.db
      .update(auditLog)
      .set({ action: forged.action, hash })
      .where(eq(auditLog.id, first!));
    expect(await verifyAuditChain(database.db, org.id)).toMatchObject({
      ok: false,
      brokenAtId: second,
    });
  });

  test('concurrent writers for one organisation keep the chain linear', async () => {
    const { org } = await buildOrg(database.db);
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        database.db.transaction((tx) =>
          writeAudit(tx, {
            orgId: org.id,
            actor: { type: 'system', job: 'test' },
            action: 'item.moved',
            entityType: 'item',
            entityId: String(i),
          }),
        ),
      ),
    );
    expect(await verifyAuditChain(database.db, org.id)).toMatchObject({ ok: true, count: 8 });
  });

  test('rows outside any organisation form their own chain', async () => {
    await database.db.transaction((tx) =>
      writeAudit(tx, {
        orgId: null,
        actor: { type: 'visitor' },
        action: 'auth.sign_in_failed',
        entityType: 'session',
      }),
    );
    expect(await verifyAuditChain(database.db, null)).toMatchObject({ ok: true });
  });
});
