/**
 * Test factories: each creates what a test needs with sensible defaults and returns the
 * inserted rows. Anything can be overridden; required parents are passed in explicitly.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { DEFAULT_SECTION_ORDER, SCOPES, type CardKind } from '@candor/domain';
import { hash } from '@node-rs/argon2';
import type { FileStore } from '../storage/fileStore.js';
import { blobColumns, stageBlob, type StagedBlob } from '../storage/stagedBlob.js';
import type { DbOrTx } from './client.js';
import { appendDocumentVersion } from './documentLog.js';
import { hashApiToken, newApiToken, shownPartOf } from '../auth/apiToken.js';
import type {
  AccountMemberRow,
  AccountRow,
  AssetRow,
  CardRow,
  CustomizationRow,
  FeaturesRow,
  FileRow,
  ItemRow,
  KbEntryRow,
  OrgRow,
  ProductRow,
  SessionRow,
  StaffUserRow,
  SubprocessorRow,
  TopicRow,
  UpdateRow,
} from './rows.js';
import {
  accessGrants,
  accountMembers,
  accounts,
  assets,
  cards,
  files,
  itemFiles,
  items,
  kbEntries,
  kbEntryProducts,
  organizations,
  orgFeatures,
  portalCustomizations,
  products,
  sessions,
  staffUsers,
  subprocessors,
  updateProducts,
  updates,
  subscribers,
  updateTopics,
  memberApiTokens,
} from './schema/index.js';

type Overrides<T> = Partial<Omit<T, 'id' | 'orgId'>>;

let sequence = 0;
/** Unique within a test run and readable in failure messages. */
const unique = (prefix: string) => `${prefix}-${++sequence}-${randomBytes(3).toString('hex')}`;

function inserted<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Bytes staged for a file or asset row of `org`, and put in `fileStore` when one is given. */
async function storedBlob(
  org: Pick<OrgRow, 'id'>,
  kind: 'asset' | 'file',
  bytes: Buffer,
  contentType: string,
  fileStore: FileStore | undefined,
): Promise<StagedBlob> {
  const blob = stageBlob(org.id, kind, bytes, contentType);
  if (fileStore) await fileStore.put(blob.storageKey, blob.bytes, blob.contentType);
  return blob;
}

export interface BuildOrgOverrides extends Overrides<typeof organizations.$inferInsert> {
  customization?: Overrides<typeof portalCustomizations.$inferInsert>;
  features?: Overrides<typeof orgFeatures.$inferInsert>;
  /** Overrides for the default product created with the organisation. */
  product?: Overrides<typeof products.$inferInsert>;
}

export interface BuiltOrg {
  org: OrgRow;
  customization: CustomizationRow;
  features: FeaturesRow;
  /** The organisation's default product. */
  product: ProductRow;
}

/** An organisation with its customization (published), features and a default product. */
export async function buildOrg(db: DbOrTx, overrides: BuildOrgOverrides = {}): Promise<BuiltOrg> {
  const { customization: c, features: f, product: p, ...orgFields } = overrides;
  const slug = orgFields.slug ?? unique('org');
  const org = inserted(
    await db
      .insert(organizations)
      .values({ name: `Org ${slug}`, ...orgFields, slug })
      .returning(),
  );
  const customization = inserted(
    await db
      .insert(portalCustomizations)
      .values({
        supportMailbox: `support@${slug}.example`,
        securityMailbox: `security@${slug}.example`,
        publishedAt: new Date(),
        ...c,
        orgId: org.id,
      })
      .returning(),
  );
  const features = inserted(
    await db
      .insert(orgFeatures)
      .values({ ...f, orgId: org.id })
      .returning(),
  );
  const product = await buildProduct(db, { org, isDefault: true, ...p });
  return { org, customization, features, product };
}

export async function buildProduct(
  db: DbOrTx,
  input: { org: Pick<OrgRow, 'id'> } & Overrides<typeof products.$inferInsert>,
): Promise<ProductRow> {
  const { org, ...fields } = input;
  const slug = fields.slug ?? unique('product');
  return inserted(
    await db
      .insert(products)
      .values({
        name: `Product ${slug}`,
        sectionOrder: [...DEFAULT_SECTION_ORDER],
        ...fields,
        slug,
        orgId: org.id,
      })
      .returning(),
  );
}

export async function buildCard(
  db: DbOrTx,
  input: { product: Pick<ProductRow, 'id' | 'orgId'>; kind?: CardKind } & Overrides<
    Omit<typeof cards.$inferInsert, 'productId' | 'kind'>
  >,
): Promise<CardRow> {
  const { product, kind = 'DataSecurity', ...fields } = input;
  return inserted(
    await db
      .insert(cards)
      .values({ ...fields, kind, productId: product.id, orgId: product.orgId })
      .returning(),
  );
}

export async function buildItem(
  db: DbOrTx,
  input: { card: Pick<CardRow, 'id' | 'orgId' | 'productId' | 'kind'> } & Overrides<
    Omit<typeof items.$inferInsert, 'cardId' | 'productId' | 'kind'>
  >,
): Promise<ItemRow> {
  const { card, ...fields } = input;
  return inserted(
    await db
      .insert(items)
      .values({
        uid: randomUUID(),
        title: unique('Item'),
        explanation: 'An explanation of this control.',
        ...fields,
        kind: card.kind,
        cardId: card.id,
        productId: card.productId,
        orgId: card.orgId,
      })
      .returning(),
  );
}

export interface BuiltStaffUser {
  user: StaffUserRow;
  /** The plain password, for signing in. */
  password: string;
}

/**
 * argon2id at its cheapest for test users: the default cost (19 MiB, 2 passes) is made for
 * attackers and took ~50 ms per hash and again per sign-in on a busy test machine. The stored
 * hash carries its parameters, so sign-in checks it the same way; the app's own hashing (set
 * password, seed, CLI) keeps the default cost.
 */
const TEST_PASSWORD_COST = { memoryCost: 1024, timeCost: 1 } as const;

/**
 * A staff user with an argon2id password hash; all scopes unless given. 'installation:admin'
 * among the scopes makes the user the operator (`is_operator`), as the seed does: it is never
 * stored as a scope. `org: null` is the operator without an organisation.
 */
export async function buildStaffUser(
  db: DbOrTx,
  input: {
    org: Pick<OrgRow, 'id'> | null;
    password?: string;
    scopes?: readonly string[];
    email?: string;
    displayName?: string;
  },
): Promise<BuiltStaffUser> {
  const password = input.password ?? `pw-${randomBytes(9).toString('base64url')}`;
  const scopes = input.scopes ?? SCOPES;
  const user = inserted(
    await db
      .insert(staffUsers)
      .values({
        orgId: input.org?.id ?? null,
        email: (input.email ?? `${unique('staff')}@example.test`).toLowerCase(),
        displayName: input.displayName ?? 'Sam Staff',
        passwordHash: await hash(password, TEST_PASSWORD_COST),
        scopes: scopes.filter((scope) => scope !== 'installation:admin'),
        isOperator: input.org === null || scopes.includes('installation:admin'),
      })
      .returning(),
  );
  return { user, password };
}

/** A staff session (the row only: the cookie's token is not kept), live for a day unless told. */
export async function buildStaffSession(
  db: DbOrTx,
  input: { user: Pick<StaffUserRow, 'id' | 'orgId'>; expiresAt?: Date },
): Promise<SessionRow> {
  return inserted(
    await db
      .insert(sessions)
      .values({
        tokenHash: randomBytes(32).toString('hex'),
        orgId: input.user.orgId,
        kind: 'staff',
        staffUserId: input.user.id,
        expiresAt: input.expiresAt ?? new Date(Date.now() + 24 * 60 * 60 * 1000),
      })
      .returning(),
  );
}

export async function buildSubprocessor(
  db: DbOrTx,
  input: { product: Pick<ProductRow, 'id' | 'orgId'> } & Overrides<
    Omit<typeof subprocessors.$inferInsert, 'productId'>
  >,
): Promise<SubprocessorRow> {
  const { product, ...fields } = input;
  return inserted(
    await db
      .insert(subprocessors)
      .values({
        company: { source: 'custom', name: unique('Vendor') },
        purpose: 'Cloud hosting',
        location: 'United States',
        ...fields,
        productId: product.id,
        orgId: product.orgId,
      })
      .returning(),
  );
}

/**
 * A document file whose bytes are put in `fileStore` (when given), linked to `item` (when
 * given). Default bytes are a tiny valid PDF. `documentAccessType: 'view-only'` makes a file
 * that may be viewed but not downloaded outside main mode; absent, the organisation's applies.
 */
export async function buildFile(
  db: DbOrTx,
  input: {
    org: Pick<OrgRow, 'id'>;
    item?: Pick<ItemRow, 'id'>;
    fileStore?: FileStore;
    bytes?: Buffer;
  } & Overrides<Omit<typeof files.$inferInsert, 'size' | 'sha256' | 'storageKey'>>,
): Promise<FileRow> {
  const { org, item, fileStore, bytes = TINY_PDF, ...fields } = input;
  const contentType = fields.contentType ?? 'application/pdf';
  const blob = await storedBlob(org, 'file', bytes, contentType, fileStore);
  const file = inserted(
    await db
      .insert(files)
      .values({
        originalName: `${unique('document')}.pdf`,
        ...fields,
        ...blobColumns(blob),
        orgId: org.id,
      })
      .returning(),
  );
  if (item) await db.insert(itemFiles).values({ itemId: item.id, fileId: file.id, orgId: org.id });
  // Version 1 in the document log, as an upload leaves it.
  await db.transaction((tx) =>
    appendDocumentVersion(tx, { orgId: org.id, fileId: file.id, sha256: file.sha256 }),
  );
  return file;
}

/** An image asset (logo, favicon, banner, icon, ...) stored in `fileStore` when given. */
export async function buildAsset(
  db: DbOrTx,
  input: {
    org: Pick<OrgRow, 'id'>;
    fileStore?: FileStore;
    bytes?: Buffer;
  } & Overrides<Omit<typeof assets.$inferInsert, 'size' | 'sha256' | 'storageKey'>>,
): Promise<AssetRow> {
  const { org, fileStore, bytes = TINY_SVG, ...fields } = input;
  const contentType = fields.contentType ?? 'image/svg+xml';
  const blob = await storedBlob(org, 'asset', bytes, contentType, fileStore);
  return inserted(
    await db
      .insert(assets)
      .values({ type: 'logo', ...fields, ...blobColumns(blob), orgId: org.id })
      .returning(),
  );
}

/** A knowledge-base entry, limited to `products` when given (every product otherwise). */
export async function buildKbEntry(
  db: DbOrTx,
  input: {
    org: Pick<OrgRow, 'id'>;
    products?: readonly Pick<ProductRow, 'id'>[];
  } & Overrides<typeof kbEntries.$inferInsert>,
): Promise<KbEntryRow> {
  const { org, products: limitedTo = [], ...fields } = input;
  const entry = inserted(
    await db
      .insert(kbEntries)
      .values({
        question: `${unique('Question')}?`,
        answer: 'Yes. Here is how.',
        ...fields,
        orgId: org.id,
      })
      .returning(),
  );
  if (limitedTo.length) {
    await db
      .insert(kbEntryProducts)
      .values(limitedTo.map((p) => ({ orgId: org.id, kbEntryId: entry.id, productId: p.id })));
  }
  return entry;
}

/**
 * A trust-update topic with its updates (one by default), dated `createdAt` (now by default);
 * the updates are limited to `products` when given, global otherwise.
 */
export async function buildUpdateTopic(
  db: DbOrTx,
  input: {
    org: Pick<OrgRow, 'id'>;
    messages?: string[];
    products?: readonly Pick<ProductRow, 'id'>[];
  } & Overrides<typeof updateTopics.$inferInsert>,
): Promise<{ topic: TopicRow; updates: UpdateRow[] }> {
  const { org, messages = ['We have an update.'], products: limitedTo = [], ...fields } = input;
  const createdAt = fields.createdAt ?? new Date();
  const topic = inserted(
    await db
      .insert(updateTopics)
      .values({
        subject: unique('Topic'),
        category: 'general',
        ...fields,
        createdAt,
        orgId: org.id,
      })
      .returning(),
  );
  const rows = messages.length
    ? await db
        .insert(updates)
        .values(
          messages.map((message) => ({
            orgId: org.id,
            topicId: topic.id,
            message,
            isGlobalProduct: limitedTo.length === 0,
            createdAt,
            updatedAt: createdAt,
          })),
        )
        .returning()
    : [];
  const links = rows.flatMap((row) =>
    limitedTo.map((p) => ({ orgId: org.id, updateId: row.id, productId: p.id })),
  );
  if (links.length) await db.insert(updateProducts).values(links);
  return { topic, updates: rows };
}

/** A customer or prospect account of the organisation. */
export async function buildAccount(
  db: DbOrTx,
  input: { org: Pick<OrgRow, 'id'> } & Overrides<typeof accounts.$inferInsert>,
): Promise<AccountRow> {
  const { org, ...fields } = input;
  return inserted(
    await db
      .insert(accounts)
      .values({ name: unique('Account'), ...fields, orgId: org.id })
      .returning(),
  );
}

/** A member of `account`, with a unique work e-mail unless given. */
export async function buildAccountMember(
  db: DbOrTx,
  input: { account: Pick<AccountRow, 'id' | 'orgId'> } & Overrides<
    Omit<typeof accountMembers.$inferInsert, 'accountId'>
  >,
): Promise<AccountMemberRow> {
  const { account, ...fields } = input;
  return inserted(
    await db
      .insert(accountMembers)
      .values({
        email: `${unique('member')}@customer.example`,
        firstName: 'Casey',
        lastName: 'Customer',
        ...fields,
        accountId: account.id,
        orgId: account.orgId,
      })
      .returning(),
  );
}

/** The smallest well-formed PDF: one empty page. */
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

const TINY_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><rect width="16" height="16" fill="#2563eb"/></svg>',
);

/** A subscriber to an organisation's updates, confirmed unless told otherwise. */
export async function buildSubscriber(
  db: DbOrTx,
  input: { org: Pick<OrgRow, 'id'> } & Overrides<typeof subscribers.$inferInsert>,
) {
  const { org, ...fields } = input;
  return inserted(
    await db
      .insert(subscribers)
      .values({
        email: `${unique('subscriber')}@reader.example`,
        status: 'confirmed',
        confirmedAt: new Date(),
        ...fields,
        orgId: org.id,
      })
      .returning(),
  );
}

/**
 * An account member's session, and the cookie header a browser signed in as them would send.
 * Live for a day unless told.
 */
export async function buildMemberSession(
  db: DbOrTx,
  input: { member: Pick<AccountMemberRow, 'id' | 'orgId'>; expiresAt?: Date },
): Promise<{ session: SessionRow; cookie: string }> {
  const token = randomBytes(32).toString('base64url');
  const session = inserted(
    await db
      .insert(sessions)
      .values({
        tokenHash: createHash('sha256').update(token).digest('hex'),
        orgId: input.member.orgId,
        kind: 'member',
        memberId: input.member.id,
        expiresAt: input.expiresAt ?? new Date(Date.now() + 24 * 60 * 60 * 1000),
      })
      .returning(),
  );
  return { session, cookie: `candor_member=${token}` };
}

/** An account's grant of a product's restricted content. */
export async function buildAccessGrant(
  db: DbOrTx,
  input: {
    account: Pick<AccountRow, 'id' | 'orgId'>;
    product: { id: string };
  } & Overrides<typeof accessGrants.$inferInsert>,
): Promise<typeof accessGrants.$inferSelect> {
  const { account, product, ...fields } = input;
  return inserted(
    await db
      .insert(accessGrants)
      .values({ ...fields, orgId: account.orgId, accountId: account.id, productId: product.id })
      .returning(),
  );
}

/** An API token of a member, live for a day unless told; the token is returned, never stored. */
export async function buildApiToken(
  db: DbOrTx,
  input: { member: Pick<AccountMemberRow, 'id' | 'orgId'> } & Overrides<
    Omit<typeof memberApiTokens.$inferInsert, 'memberId' | 'tokenHash' | 'prefix'>
  >,
): Promise<{ row: typeof memberApiTokens.$inferSelect; token: string }> {
  const { member, ...fields } = input;
  const token = newApiToken();
  const row = inserted(
    await db
      .insert(memberApiTokens)
      .values({
        name: 'Vendor review script',
        expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
        ...fields,
        orgId: member.orgId,
        memberId: member.id,
        tokenHash: hashApiToken(token),
        prefix: shownPartOf(token),
      })
      .returning(),
  );
  return { row, token };
}
