/**
 * CANDOR_DEMO=false on an empty database: the installation's operator alone, with no
 * organisation (the operator creates the first one), audited in the installation's log.
 */
import { hash } from '@node-rs/argon2';
import { generatePassword } from '../../auth/generatePassword.js';
import { writeAudit } from '../audit.js';
import type { Database } from '../client.js';
import { staffUsers } from '../schema/index.js';
import { NORTHWIND } from './content/northwind.js';

export interface SeededOperator {
  adminEmail: string;
  adminPassword: string;
}

/** The operator signs in with the e-mail the demo's admin has, so the README holds for both. */
export const OPERATOR_EMAIL = NORTHWIND.admin.email;

export async function seedOperator(
  database: Database,
  opts: { adminPassword?: string | undefined },
): Promise<SeededOperator> {
  const adminPassword = opts.adminPassword ?? generatePassword();
  const passwordHash = await hash(adminPassword);
  await database.db.transaction(async (tx) => {
    const [operator] = await tx
      .insert(staffUsers)
      .values({
        orgId: null,
        email: OPERATOR_EMAIL,
        displayName: 'Installation operator',
        passwordHash,
        isOperator: true,
      })
      .returning({ id: staffUsers.id });
    await writeAudit(tx, {
      orgId: null,
      actor: { type: 'system', job: 'seed' },
      action: 'staff_user.created',
      entityType: 'staff_user',
      entityId: operator!.id,
      after: { email: OPERATOR_EMAIL, isOperator: true },
    });
  });
  return { adminEmail: OPERATOR_EMAIL, adminPassword };
}
