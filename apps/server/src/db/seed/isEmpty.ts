import { staffUsers } from '../schema/index.js';
import { organizations } from '../schema/index.js';
import type { DbOrTx } from '../client.js';

/**
 * True when neither an organisation nor a staff user exists yet: the first start seeds then.
 * An installation whose organisations were all deleted keeps its operator, so is not empty.
 */
export async function isEmpty(db: DbOrTx): Promise<boolean> {
  const [org] = await db.select({ id: organizations.id }).from(organizations).limit(1);
  const [user] = await db.select({ id: staffUsers.id }).from(staffUsers).limit(1);
  return org === undefined && user === undefined;
}
