import { forbidden, type Actor } from '@candor/domain';

/** The staff member acting; the policy already refused anyone else. */
export function actingStaffId(actor: Actor): string {
  if (actor.type !== 'staff') throw forbidden();
  return actor.userId;
}
