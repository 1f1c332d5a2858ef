/**
 * What the database itself refuses, whatever the code above it does: a row of one organisation
 * pointing at another organisation's row, and a value outside the domain's enumerations.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  buildAccount,
  buildAccountMember,
  buildAsset,
  buildCard,
  buildFile,
  buildItem,
  buildOrg,
  buildStaffUser,
  buildUpdateTopic,
  type BuiltOrg,
} from './factories.js';
import {
  accessRequests,
  accountMembers,
  cards,
  comments,
  itemFiles,
  items,
  kbEntryProducts,
  products,
  sessions,
  updates,
} from './schema/index.js';
import { useTestDatabase } from '../testing/testDatabase.js';

const database = useTestDatabase();
let a: BuiltOrg;
let b: BuiltOrg;
beforeAll(async () => {
  a = await buildOrg(database.db);
  b = await buildOrg(database.db);
});

const db = () => database.db;

/** The PostgreSQL error code a failed statement ended with (Drizzle wraps the driver's error). */
async function sqlState(statement: Promise<unknown>): Promise<string | undefined> {
  try {
    await statement;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return cause?.code ?? (error as { code?: string }).code;
  }
  throw new Error('the statement succeeded');
}
const FOREIGN_KEY_VIOLATION = '23503';
const INVALID_TEXT_REPRESENTATION = '22P02';
const CHECK_VIOLATION = '23514';

describe("a row never points into another organisation's rows", () => {
  test("an item on another organisation's card is refused, one on its own card is stored", async () => {
    const foreignCard = await buildCard(db(), { product: b.product });
    const row = { uid: crypto.randomUUID(), kind: 'DataSecurity' as const, title: 'Sneaky' };
    expect(
      await sqlState(
        db()
          .insert(items)
          .values({ ...row, orgId: a.org.id, productId: a.product.id, cardId: foreignCard.id }),
      ),
    ).toBe(FOREIGN_KEY_VIOLATION);

    const ownCard = await buildCard(db(), { product: a.product });
    const [stored] = await db()
      .insert(items)
      .values({ ...row, orgId: a.org.id, productId: a.product.id, cardId: ownCard.id })
      .returning();
    expect(stored!.cardId).toBe(ownCard.id);
  });

  test("an item cannot be linked to another organisation's file", async () => {
    const card = await buildCard(db(), { product: a.product, kind: 'Reports' });
    const item = await buildItem(db(), { card });
    const foreignFile = await buildFile(db(), { org: b.org });
    expect(
      await sqlState(
        db().insert(itemFiles).values({ orgId: a.org.id, itemId: item.id, fileId: foreignFile.id }),
      ),
    ).toBe(FOREIGN_KEY_VIOLATION);
    // Claiming the file's organisation instead does not help: then the item is the foreign row.
    expect(
      await sqlState(
        db().insert(itemFiles).values({ orgId: b.org.id, itemId: item.id, fileId: foreignFile.id }),
      ),
    ).toBe(FOREIGN_KEY_VIOLATION);
  });

  test("moving a card to another organisation's product is refused", async () => {
    const card = await buildCard(db(), { product: a.product, kind: 'Legal' });
    expect(
      await sqlState(
        db().update(cards).set({ productId: b.product.id }).where(eq(cards.id, card.id)),
      ),
    ).toBe(FOREIGN_KEY_VIOLATION);
  });

  test("logos, banners and icons name the organisation's own assets only", async () => {
    const foreignAsset = await buildAsset(db(), { org: b.org, type: 'banner' });
    expect(
      await sqlState(
        db()
          .update(products)
          .set({ bannerAssetId: foreignAsset.id })
          .where(eq(products.id, a.product.id)),
      ),
    ).toBe(FOREIGN_KEY_VIOLATION);
    const ownAsset = await buildAsset(db(), { org: a.org, type: 'icon' });
    const card = await buildCard(db(), { product: a.product, kind: 'Policies' });
    await db().update(cards).set({ iconAssetId: ownAsset.id }).where(eq(cards.id, card.id));
    // A referenced asset cannot vanish from under the card.
    expect(await sqlState(db().execute(sql`delete from assets where id = ${ownAsset.id}`))).toBe(
      FOREIGN_KEY_VIOLATION,
    );
  });

  test('updates, product links, members and sessions stay in their organisation', async () => {
    const { topic } = await buildUpdateTopic(db(), { org: b.org, messages: [] });
    expect(
      await sqlState(
        db().insert(updates).values({ orgId: a.org.id, topicId: topic.id, message: 'Hi' }),
      ),
    ).toBe(FOREIGN_KEY_VIOLATION);

    const { user: foreignStaff } = await buildStaffUser(db(), { org: b.org });
    expect(
      await sqlState(
        db()
          .insert(sessions)
          .values({
            tokenHash: 'x'.repeat(64),
            orgId: a.org.id,
            kind: 'staff',
            staffUserId: foreignStaff.id,
            expiresAt: new Date(Date.now() + 60_000),
          }),
      ),
    ).toBe(FOREIGN_KEY_VIOLATION);

    const foreignAccount = await buildAccount(db(), { org: b.org });
    expect(
      await sqlState(
        db().insert(accountMembers).values({
          orgId: a.org.id,
          accountId: foreignAccount.id,
          email: 'x@y.example',
          firstName: 'X',
          lastName: 'Y',
        }),
      ),
    ).toBe(FOREIGN_KEY_VIOLATION);

    const [entry] = await db()
      .execute<{ id: string }>(
        sql`insert into kb_entries (org_id, question, answer) values (${a.org.id}, 'Q?', 'A.') returning id`,
      )
      .then((r) => r.rows);
    expect(
      await sqlState(
        db()
          .insert(kbEntryProducts)
          .values({ orgId: a.org.id, kbEntryId: entry!.id, productId: b.product.id }),
      ),
    ).toBe(FOREIGN_KEY_VIOLATION);
  });

  test("a comment on another organisation's item, or by another account's member, is refused", async () => {
    const account = await buildAccount(db(), { org: a.org });
    const member = await buildAccountMember(db(), { account });
    const foreignItem = await buildItem(db(), {
      card: await buildCard(db(), { product: b.product, kind: 'Esg' }),
    });
    expect(
      await sqlState(
        db().insert(comments).values({
          orgId: a.org.id,
          accountId: account.id,
          itemId: foreignItem.id,
          productId: a.product.id,
          memberId: member.id,
          content: 'Hello',
        }),
      ),
    ).toBe(FOREIGN_KEY_VIOLATION);
  });
});

describe('values outside the domain enumerations are refused', () => {
  test('an unknown card kind', async () => {
    expect(
      await sqlState(
        db().execute(
          sql`insert into cards (org_id, product_id, kind) values (${a.org.id}, ${a.product.id}, 'Gossip')`,
        ),
      ),
    ).toBe(INVALID_TEXT_REPRESENTATION);
  });

  test('an unknown public access level, document access type or enabled state', async () => {
    expect(
      await sqlState(
        db().execute(
          sql`update portal_customizations set public_access_level = 'Everything' where org_id = ${a.org.id}`,
        ),
      ),
    ).toBe(INVALID_TEXT_REPRESENTATION);
    expect(
      await sqlState(
        db().execute(
          sql`update files set document_access_type = 'download-only' where org_id = ${a.org.id}`,
        ),
      ),
    ).toBe(INVALID_TEXT_REPRESENTATION);
    expect(
      await sqlState(
        db().execute(sql`update items set enabled_state = 'Maybe' where org_id = ${a.org.id}`),
      ),
    ).toBe(INVALID_TEXT_REPRESENTATION);
  });

  test('a session must name the one user its kind says', async () => {
    const { user } = await buildStaffUser(db(), { org: a.org });
    expect(
      await sqlState(
        db()
          .insert(sessions)
          .values({
            tokenHash: 'y'.repeat(64),
            orgId: a.org.id,
            kind: 'member',
            staffUserId: user.id,
            expiresAt: new Date(Date.now() + 60_000),
          }),
      ),
    ).toBe(CHECK_VIOLATION);
  });

  test('a decided access request carries its decision, a pending one none', async () => {
    const base = {
      orgId: a.org.id,
      email: 'pat@prospect.example',
      firstName: 'Pat',
      lastName: 'Prospect',
      companyName: 'Prospect Inc',
      productId: a.product.id,
    };
    expect(
      await sqlState(
        db()
          .insert(accessRequests)
          .values({ ...base, status: 'approved' }),
      ),
    ).toBe(CHECK_VIOLATION);
    const [pending] = await db().insert(accessRequests).values(base).returning();
    expect(pending).toMatchObject({ status: 'pending', decidedAt: null, kind: 'access' });
  });
});
