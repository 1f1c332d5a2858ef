import type { DbOrTx } from '../client.js';
import { organizations } from '../schema/index.js';

/** True when no organisation exists yet: the first start seeds the demo then. */
export async function isEmpty(db: DbOrTx): Promise<boolean> {
  const [any] = await db.select({ id: organizations.id }).from(organizations).limit(1);
  return any === undefined;
}
