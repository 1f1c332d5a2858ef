/**
 * Break-glass: who may still sign in with a password when the organisation requires single
 * sign-on (the provider may be down). The one place this is decided.
 */
import type { Db } from '../../db/client.js';

export interface BreakGlassUser {
  id: string;
  scopes: readonly string[];
}

// TODO(merge i23-totp): also require `await hasConfirmedTotp(db, user.id)`: the issue's
// break-glass is a password *with TOTP*.
export function breakGlassAllowed(_db: Db, user: BreakGlassUser): Promise<boolean> {
  return Promise.resolve(user.scopes.includes('staff:manage'));
}
