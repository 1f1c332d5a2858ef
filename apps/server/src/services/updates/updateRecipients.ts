/**
 * Who receives an update by e-mail: the organisation's confirmed subscribers; for a private
 * update only those who are also members of one of its accounts (the readers canSee allows),
 * and never an address or domain staff blocked since.
 */
import type { UpdateAudience } from '@candor/domain';
import { and, asc, count, eq, exists, gt, not, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accountMembers, subscriberBlocks, subscribers } from '../../db/schema/index.js';

/** True when a block names the address or its domain (`email` is a lower-cased column). */
export function blockedAddress(orgId: string, email: SQL | string): SQL {
  const address = typeof email === 'string' ? sql`${email}` : email;
  return exists(
    sql`(select 1 from ${subscriberBlocks} where ${and(
      eq(subscriberBlocks.orgId, orgId),
      or(
        and(eq(subscriberBlocks.kind, 'email'), sql`${subscriberBlocks.value} = ${address}`),
        and(
          eq(subscriberBlocks.kind, 'domain'),
          sql`${subscriberBlocks.value} = split_part(${address}, '@', 2)`,
        ),
      ),
    )})`,
  );
}

function recipientFilter(orgId: string, audience: UpdateAudience): SQL {
  const filters = [
    eq(subscribers.orgId, orgId),
    eq(subscribers.status, 'confirmed'),
    not(blockedAddress(orgId, sql`${subscribers.email}`)),
  ];
  if (audience === 'private') {
    filters.push(
      exists(
        sql`(select 1 from ${accountMembers} where ${and(
          eq(accountMembers.orgId, orgId),
          sql`lower(${accountMembers.email}) = ${subscribers.email}`,
        )})`,
      ),
    );
  }
  return and(...filters)!;
}

export async function countRecipients(
  db: DbOrTx,
  orgId: string,
  audience: UpdateAudience,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(subscribers)
    .where(recipientFilter(orgId, audience));
  return row?.n ?? 0;
}

export interface Recipient {
  id: string;
  email: string;
  confirmedAt: Date | null;
}

/** One batch of recipients after `afterId`, in id order (keyset paging). */
export function recipientBatch(
  db: DbOrTx,
  orgId: string,
  audience: UpdateAudience,
  afterId: string | null,
  size: number,
): Promise<Recipient[]> {
  const filter = recipientFilter(orgId, audience);
  return db
    .select({ id: subscribers.id, email: subscribers.email, confirmedAt: subscribers.confirmedAt })
    .from(subscribers)
    .where(afterId ? and(filter, gt(subscribers.id, afterId)) : filter)
    .orderBy(asc(subscribers.id))
    .limit(size);
}
