/**
 * The actor a staff user acts as once signed in. The operator's power comes from
 * `is_operator`, never from the stored scopes: staff of an organisation who are the operator
 * get 'installation:admin' among their scopes; the operator without an organisation is the
 * 'operator' actor, which the policies give the installation's powers and nothing else.
 */
import type { Actor } from '@candor/domain';

export type StaffActor = Extract<Actor, { type: 'staff' }>;
export type SignedInStaffActor = StaffActor | Extract<Actor, { type: 'operator' }>;

export interface StaffIdentity {
  id: string;
  orgId: string | null;
  email: string;
  scopes: readonly string[];
  isOperator: boolean;
}

const OPERATOR_SCOPE = 'installation:admin';

export function staffActorOf(user: StaffIdentity): SignedInStaffActor {
  if (user.orgId === null) return { type: 'operator', userId: user.id, email: user.email };
  const scopes = user.scopes.filter((scope) => scope !== OPERATOR_SCOPE);
  return {
    type: 'staff',
    userId: user.id,
    orgId: user.orgId,
    email: user.email,
    scopes: user.isOperator ? [...scopes, OPERATOR_SCOPE] : scopes,
  };
}

/** Where a staff user lands after signing in: their portal, or the private area for the operator without one. */
export const staffHomePath = (orgSlug: string | null): string =>
  orgSlug === null ? '/admin' : `/${orgSlug}`;
