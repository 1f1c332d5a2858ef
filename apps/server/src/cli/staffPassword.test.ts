import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, sessions } from '../db/schema/index.js';
import { buildOrg, buildStaffUser } from '../db/factories.js';
import { signInAs, useTestApp } from '../testing/testApp.js';
import { listStaffEmails, setStaffPassword, StaffPasswordError } from './staffPassword.js';

describe('npm run staff-password', () => {
  const t = useTestApp();

  async function staffUser() {
    const { org } = await buildOrg(t.database.db);
    return buildStaffUser(t.database.db, { org });
  }

  it('gives a generated password that signs in, and the old one no longer does', async () => {
    const { user, password: oldPassword } = await staffUser();
    await signInAs(t.app, user.email, oldPassword);

    const result = await setStaffPassword(t.database.db, user.email.toUpperCase());

    expect(result.email).toBe(user.email);
    expect(result.password).not.toBe(oldPassword);
    expect(result.password.length).toBeGreaterThanOrEqual(12);
    await expect(signInAs(t.app, user.email, oldPassword)).rejects.toThrow(/sign-in failed/);
    await expect(signInAs(t.app, user.email, result.password)).resolves.toMatch(/^candor_session=/);
  });

  it('sets the password given, signs the user out everywhere and audits it', async () => {
    const { user, password } = await staffUser();
    await signInAs(t.app, user.email, password);

    await setStaffPassword(t.database.db, user.email, 'correct horse battery');

    const open = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(open).toEqual([]);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, user.id));
    expect(audited.map((row) => row.action)).toEqual(['staff.password_set']);
    await expect(signInAs(t.app, user.email, 'correct horse battery')).resolves.toBeTruthy();
  });

  it('refuses a short password and changes nothing', async () => {
    const { user, password } = await staffUser();
    await expect(setStaffPassword(t.database.db, user.email, 'short')).rejects.toThrow(
      'The password must be at least 8 characters.',
    );
    await expect(signInAs(t.app, user.email, password)).resolves.toBeTruthy();
  });

  it('names the staff e-mails when the one given is unknown', async () => {
    const { user } = await staffUser();
    const attempt = setStaffPassword(t.database.db, 'nobody@example.test');
    await expect(attempt).rejects.toBeInstanceOf(StaffPasswordError);
    await expect(attempt).rejects.toThrow(user.email);
    expect(await listStaffEmails(t.database.db)).toContain(user.email);
  });
});
