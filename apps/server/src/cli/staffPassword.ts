/**
 * Sets a new password for a staff user from the command line (`npm run staff-password`): the
 * way back in when the password printed at the first start is lost, without wiping the data.
 */
import { generatePassword } from '../auth/generatePassword.js';
import { hash } from '@node-rs/argon2';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sessions, staffUsers } from '../db/schema/index.js';
import { mutateInstallation } from '../services/mutate.js';
import { systemInstallationContext } from '../services/serviceContext.js';

export const MIN_PASSWORD_LENGTH = 8;

export class StaffPasswordError extends Error {
  override name = 'StaffPasswordError';
}

/** Every staff user's sign-in e-mail, oldest account first. */
export async function listStaffEmails(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: staffUsers.email })
    .from(staffUsers)
    .orderBy(asc(staffUsers.createdAt), asc(staffUsers.email));
  return rows.map((row) => row.email);
}

export interface NewStaffPassword {
  email: string;
  password: string;
}

/**
 * Replaces the password of the staff user with this e-mail (generated when not given), signs
 * out that user's open sessions and audits the change, all in one transaction.
 */
export async function setStaffPassword(
  db: Db,
  emailInput: string,
  passwordInput?: string,
): Promise<NewStaffPassword> {
  const email = emailInput.trim().toLowerCase();
  if (passwordInput !== undefined && passwordInput.length < MIN_PASSWORD_LENGTH) {
    throw new StaffPasswordError(
      `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
    );
  }
  const password = passwordInput ?? generatePassword();
  const passwordHash = await hash(password);
  const [user] = await db
    .select({ id: staffUsers.id, orgId: staffUsers.orgId })
    .from(staffUsers)
    .where(eq(staffUsers.email, email));
  if (!user) {
    const known = await listStaffEmails(db);
    throw new StaffPasswordError(
      `No staff user signs in as ${email}.` +
        (known.length ? ` Staff e-mails: ${known.join(', ')}.` : ' The database has no staff.'),
    );
  }
  // In the user's organisation's log, or the installation's for the operator without one.
  await mutateInstallation(systemInstallationContext(db, 'staff-password'), {
    orgId: user.orgId,
    revision: 'none',
    run: async (tx) => {
      await tx.update(staffUsers).set({ passwordHash }).where(eq(staffUsers.id, user.id));
      await tx
        .delete(sessions)
        .where(and(eq(sessions.kind, 'staff'), eq(sessions.staffUserId, user.id)));
    },
    audit: () => ({ action: 'staff.password_set', entityType: 'staff_user', entityId: user.id }),
  });
  return { email, password };
}
