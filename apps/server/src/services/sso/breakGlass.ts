/**
 * Break-glass: who may still sign in with a password when the organisation requires single
 * sign-on (the provider may be down): an admin (staff:manage) with an authenticator, whose code
 * the sign-in then asks for. The one place this is decided.
 */
import type { Db } from '../../db/client.js';
import { hasConfirmedTotp } from '../staff/staffTotp.js';

export interface BreakGlassUser {
  id: string;
  scopes: readonly string[];
}

export async function breakGlassAllowed(db: Db, user: BreakGlassUser): Promise<boolean> {
  return user.scopes.includes('staff:manage') && (await hasConfirmedTotp(db, user.id));
}
