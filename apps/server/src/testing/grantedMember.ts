import type { DbOrTx } from '../db/client.js';
import {
  buildAccessGrant,
  buildAccount,
  buildAccountMember,
  buildMemberSession,
} from '../db/factories.js';
import type { AccountMemberRow, AccountRow, OrgRow } from '../db/rows.js';

/**
 * An account of the organisation granted the product, one member of it and the cookie of that
 * member's session: the signed-in customer most visitor-access tests start from.
 */
export async function buildGrantedMember(
  db: DbOrTx,
  input: {
    org: Pick<OrgRow, 'id'>;
    product: { id: string };
    account?: Omit<Parameters<typeof buildAccount>[1], 'org'>;
    member?: Omit<Parameters<typeof buildAccountMember>[1], 'account'>;
  },
): Promise<{ account: AccountRow; member: AccountMemberRow; cookie: string }> {
  const account = await buildAccount(db, { ...input.account, org: input.org });
  const member = await buildAccountMember(db, { ...input.member, account });
  await buildAccessGrant(db, { account, product: input.product });
  const { cookie } = await buildMemberSession(db, { member });
  return { account, member, cookie };
}
