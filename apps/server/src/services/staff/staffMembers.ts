/**
 * Reading an organisation's staff: the rows the private area lists and the rules that look at
 * them (invited until a password is set; the holders of staff:manage).
 */
import { isGrantableScope, SCOPES, type Scope, type StaffMember } from '@candor/domain';
import { and, asc, eq, like, not } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { StaffUserRow } from '../../db/rows.js';
import { staffUsers } from '../../db/schema/index.js';

/**
 * The password hash of someone who has not set a password yet. It is no argon2 hash, so no
 * password matches it (the check fails closed on a malformed hash).
 */
export const INVITED_PASSWORD_HASH = '!invited';
/**
 * The password hash of someone removed who cannot be deleted because records name them (a
 * decided access request): they keep no scope and no way in, and are no longer listed.
 */
export const REMOVED_PASSWORD_HASH = '!removed';
/**
 * The password hash of someone single sign-on created (just-in-time): no password matches it;
 * they sign in through their organisation's identity provider, or set a password by a reset.
 */
export const SSO_ONLY_PASSWORD_HASH = '!sso';

const isScope = (value: string): value is Scope => SCOPES.some((scope) => scope === value);

export function presentStaffMember(row: StaffUserRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    displayName: row.displayName,
    scopes: row.scopes.filter(isScope),
    status: row.passwordHash === INVITED_PASSWORD_HASH ? 'invited' : 'active',
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Staff who were not removed: listed, and able to ask for a password reset. */
export const notRemoved = () => not(like(staffUsers.passwordHash, `${REMOVED_PASSWORD_HASH}%`));

const listed = (orgId: string) => and(eq(staffUsers.orgId, orgId), notRemoved());

export async function listStaffRows(db: DbOrTx, orgId: string): Promise<StaffUserRow[]> {
  return db
    .select()
    .from(staffUsers)
    .where(listed(orgId))
    .orderBy(asc(staffUsers.createdAt), asc(staffUsers.email));
}

/** The organisation's listed staff member, or undefined (another organisation's is not found). */
export async function findStaffRow(
  db: DbOrTx,
  orgId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<StaffUserRow | undefined> {
  const query = db
    .select()
    .from(staffUsers)
    .where(and(listed(orgId), eq(staffUsers.id, id)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/**
 * The organisation's staff holding staff:manage, with their rows locked until the transaction
 * ends, so two admins removing each other at once cannot leave no one to manage staff.
 */
export async function lockStaffManagers(tx: DbOrTx, orgId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: staffUsers.id, scopes: staffUsers.scopes })
    .from(staffUsers)
    .where(listed(orgId))
    .for('update');
  return rows.filter((row) => row.scopes.includes('staff:manage')).map((row) => row.id);
}

/** Scopes as granted through the API, keeping what the API may not grant or take away. */
export function withUngrantableScopes(
  granted: readonly Scope[],
  current: readonly string[],
): Scope[] {
  const kept = current.filter((scope) => isScope(scope) && !isGrantableScope(scope));
  return [...granted, ...kept.filter(isScope)];
}
