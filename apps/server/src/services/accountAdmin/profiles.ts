/**
 * Permission profiles (staff, access.manage): which restricted cards (all their items), items
 * and documents an account reads. One profile may be the organisation's default (the unique
 * index keeps it one); deleting a profile accounts use moves them to the default (their
 * `permissionProfileId` becomes null, which means the default).
 */
import {
  ACCOUNT_ADMIN_MESSAGES,
  assertAuthorized,
  cardTitle,
  DomainError,
  notFound,
  profileInputSchema,
  type PermissionProfileAdmin,
  type ProfileCatalogue,
  type ProfileInput,
} from '@candor/domain';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  accounts,
  cards,
  files,
  itemFiles,
  items,
  permissionProfileCards,
  permissionProfileFiles,
  permissionProfileItems,
  permissionProfiles,
  products,
} from '../../db/schema/index.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';

async function loadProfiles(
  db: Db | Tx,
  orgId: string,
  profileId?: string,
): Promise<PermissionProfileAdmin[]> {
  const only = profileId ? eq(permissionProfiles.id, profileId) : undefined;
  const rows = await db
    .select()
    .from(permissionProfiles)
    .where(and(eq(permissionProfiles.orgId, orgId), only))
    .orderBy(asc(permissionProfiles.name));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [cardRows, itemRows, fileRows, accountRows] = await Promise.all([
    db
      .select()
      .from(permissionProfileCards)
      .where(
        and(
          eq(permissionProfileCards.orgId, orgId),
          inArray(permissionProfileCards.profileId, ids),
        ),
      ),
    db
      .select()
      .from(permissionProfileItems)
      .where(
        and(
          eq(permissionProfileItems.orgId, orgId),
          inArray(permissionProfileItems.profileId, ids),
        ),
      ),
    db
      .select()
      .from(permissionProfileFiles)
      .where(
        and(
          eq(permissionProfileFiles.orgId, orgId),
          inArray(permissionProfileFiles.profileId, ids),
        ),
      ),
    db
      .select({ profileId: accounts.permissionProfileId, n: count() })
      .from(accounts)
      .where(and(eq(accounts.orgId, orgId), inArray(accounts.permissionProfileId, ids)))
      .groupBy(accounts.permissionProfileId),
  ]);
  const group = <T extends { profileId: string }>(list: T[], pick: (row: T) => string) => {
    const map = new Map<string, string[]>();
    for (const row of list) map.set(row.profileId, [...(map.get(row.profileId) ?? []), pick(row)]);
    return map;
  };
  const cardsOf = group(cardRows, (row) => row.cardId);
  const itemsOf = group(itemRows, (row) => row.itemId);
  const filesOf = group(fileRows, (row) => row.fileId);
  const accountsOf = new Map(accountRows.map((row) => [row.profileId, row.n]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    isDefault: row.isDefault,
    cardIds: cardsOf.get(row.id) ?? [],
    itemIds: itemsOf.get(row.id) ?? [],
    fileIds: filesOf.get(row.id) ?? [],
    accountCount: accountsOf.get(row.id) ?? 0,
  }));
}

export async function listProfiles(ctx: ServiceContext): Promise<PermissionProfileAdmin[]> {
  const { orgId, actor } = ctx.viewer;
  assertAuthorized(actor, 'access.manage', { orgId });
  return loadProfiles(ctx.db, orgId);
}

/** The organisation's products, cards, items and documents a profile can name. */
export async function profileCatalogue(ctx: ServiceContext): Promise<ProfileCatalogue> {
  const { orgId, actor } = ctx.viewer;
  assertAuthorized(actor, 'access.manage', { orgId });
  const [productRows, cardRows, itemRows, documentRows] = await Promise.all([
    ctx.db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(eq(products.orgId, orgId))
      .orderBy(asc(products.position), asc(products.name)),
    ctx.db
      .select({ id: cards.id, productId: cards.productId, kind: cards.kind, title: cards.title })
      .from(cards)
      .where(eq(cards.orgId, orgId))
      .orderBy(asc(cards.kind)),
    ctx.db
      .select({
        id: items.id,
        cardId: items.cardId,
        title: items.title,
        publicAccess: items.publicAccess,
      })
      .from(items)
      .where(eq(items.orgId, orgId))
      .orderBy(asc(items.customOrder), asc(items.title)),
    ctx.db
      .select({ itemId: itemFiles.itemId, id: files.id, name: files.originalName })
      .from(itemFiles)
      .innerJoin(files, and(eq(files.orgId, itemFiles.orgId), eq(files.id, itemFiles.fileId)))
      .where(eq(itemFiles.orgId, orgId))
      .orderBy(asc(itemFiles.position), asc(files.originalName)),
  ]);
  const docsOf = new Map<string, { id: string; name: string }[]>();
  for (const row of documentRows) {
    docsOf.set(row.itemId, [...(docsOf.get(row.itemId) ?? []), { id: row.id, name: row.name }]);
  }
  return {
    products: productRows.map((product) => ({
      ...product,
      cards: cardRows
        .filter((card) => card.productId === product.id)
        .map((card) => ({
          id: card.id,
          kind: card.kind,
          title: cardTitle(card),
          items: itemRows
            .filter((item) => item.cardId === card.id)
            .map((item) => ({
              id: item.id,
              title: item.title,
              restricted: !item.publicAccess,
              documents: docsOf.get(item.id) ?? [],
            })),
        }))
        .filter((card) => card.items.length > 0),
    })),
  };
}

/** Every named card, item and document must be the organisation's (the FKs say so too). */
async function checkEntries(
  tx: Tx,
  orgId: string,
  input: ReturnType<typeof profileInputSchema.parse>,
) {
  const countOf = async (table: typeof cards | typeof items | typeof files, ids: string[]) =>
    ids.length === 0 ? 0 : tx.$count(table, and(eq(table.orgId, orgId), inArray(table.id, ids)));
  const unique = (ids: string[]) => [...new Set(ids)];
  const [cardIds, itemIds, fileIds] = [
    unique(input.cardIds),
    unique(input.itemIds),
    unique(input.fileIds),
  ];
  const found = await Promise.all([
    countOf(cards, cardIds),
    countOf(items, itemIds),
    countOf(files, fileIds),
  ]);
  if (found[0] !== cardIds.length || found[1] !== itemIds.length || found[2] !== fileIds.length) {
    throw new DomainError('validation_failed', ACCOUNT_ADMIN_MESSAGES.profileEntryNotFound);
  }
  return { cardIds, itemIds, fileIds };
}

async function nameTaken(tx: Tx, orgId: string, name: string, except?: string) {
  const [row] = await tx
    .select({ id: permissionProfiles.id })
    .from(permissionProfiles)
    .where(
      and(
        eq(permissionProfiles.orgId, orgId),
        sql`lower(${permissionProfiles.name}) = lower(${name})`,
        except ? ne(permissionProfiles.id, except) : undefined,
      ),
    );
  if (row) {
    throw new DomainError('conflict', ACCOUNT_ADMIN_MESSAGES.profileNameTaken, [
      { path: 'name', message: ACCOUNT_ADMIN_MESSAGES.profileNameTaken },
    ]);
  }
}

async function writeEntries(
  tx: Tx,
  orgId: string,
  profileId: string,
  entries: { cardIds: string[]; itemIds: string[]; fileIds: string[] },
) {
  await tx.delete(permissionProfileCards).where(eq(permissionProfileCards.profileId, profileId));
  await tx.delete(permissionProfileItems).where(eq(permissionProfileItems.profileId, profileId));
  await tx.delete(permissionProfileFiles).where(eq(permissionProfileFiles.profileId, profileId));
  if (entries.cardIds.length) {
    await tx
      .insert(permissionProfileCards)
      .values(entries.cardIds.map((cardId) => ({ orgId, profileId, cardId })));
  }
  if (entries.itemIds.length) {
    await tx
      .insert(permissionProfileItems)
      .values(entries.itemIds.map((itemId) => ({ orgId, profileId, itemId })));
  }
  if (entries.fileIds.length) {
    await tx
      .insert(permissionProfileFiles)
      .values(entries.fileIds.map((fileId) => ({ orgId, profileId, fileId })));
  }
}

/** Only one default: marking one clears the others first (the unique index would refuse). */
async function clearDefault(tx: Tx, orgId: string, except: string | null) {
  await tx
    .update(permissionProfiles)
    .set({ isDefault: false })
    .where(
      and(
        eq(permissionProfiles.orgId, orgId),
        eq(permissionProfiles.isDefault, true),
        except ? ne(permissionProfiles.id, except) : undefined,
      ),
    );
}

export interface ProfileAnswer {
  profile: PermissionProfileAdmin;
  message: string;
}

export async function saveProfile(
  ctx: ServiceContext,
  profileId: string | null,
  raw: ProfileInput,
): Promise<ProfileAnswer> {
  const { orgId } = ctx.viewer;
  const input = profileInputSchema.parse(raw);
  const id = await mutate(ctx, {
    action: 'access.manage',
    subject: {},
    revision: 'none',
    async run(tx) {
      await nameTaken(tx, orgId, input.name, profileId ?? undefined);
      const entries = await checkEntries(tx, orgId, input);
      let id = profileId;
      if (id) {
        const [before] = await tx
          .select({ id: permissionProfiles.id })
          .from(permissionProfiles)
          .where(and(eq(permissionProfiles.orgId, orgId), eq(permissionProfiles.id, id)))
          .for('update');
        if (!before) throw notFound(ACCOUNT_ADMIN_MESSAGES.profileNotFound);
      }
      if (input.isDefault) await clearDefault(tx, orgId, id);
      const values = {
        name: input.name,
        description: input.description,
        isDefault: input.isDefault,
      };
      if (id) {
        await tx
          .update(permissionProfiles)
          .set({ ...values, updatedAt: sql`now()` })
          .where(and(eq(permissionProfiles.orgId, orgId), eq(permissionProfiles.id, id)));
      } else {
        const [row] = await tx
          .insert(permissionProfiles)
          .values({ orgId, ...values })
          .returning({ id: permissionProfiles.id });
        id = row!.id;
      }
      await writeEntries(tx, orgId, id, entries);
      return id;
    },
    audit: (id) => ({
      action: profileId ? 'permission_profile.updated' : 'permission_profile.created',
      entityType: 'permission_profile',
      entityId: id,
      after: input,
    }),
  });
  const [profile] = await loadProfiles(ctx.db, orgId, id);
  return { profile: profile!, message: ACCOUNT_ADMIN_MESSAGES.profileSaved };
}

export async function deleteProfile(
  ctx: ServiceContext,
  profileId: string,
): Promise<{ message: string; accountsMoved: number }> {
  const { orgId } = ctx.viewer;
  const moved = await mutate(ctx, {
    action: 'access.manage',
    subject: {},
    revision: 'none',
    async run(tx) {
      const [before] = await tx
        .select()
        .from(permissionProfiles)
        .where(and(eq(permissionProfiles.orgId, orgId), eq(permissionProfiles.id, profileId)))
        .for('update');
      if (!before) throw notFound(ACCOUNT_ADMIN_MESSAGES.profileNotFound);
      // Its accounts fall back to the organisation's default profile.
      const movedRows = await tx
        .update(accounts)
        .set({ permissionProfileId: null, updatedAt: sql`now()` })
        .where(and(eq(accounts.orgId, orgId), eq(accounts.permissionProfileId, profileId)))
        .returning({ id: accounts.id });
      await tx
        .delete(permissionProfiles)
        .where(and(eq(permissionProfiles.orgId, orgId), eq(permissionProfiles.id, profileId)));
      return { before, accountIds: movedRows.map((row) => row.id) };
    },
    audit: ({ before, accountIds }) => ({
      action: 'permission_profile.deleted',
      entityType: 'permission_profile',
      entityId: profileId,
      before: { name: before.name, isDefault: before.isDefault },
      after: { accountsMovedToDefault: accountIds },
    }),
  });
  return { message: ACCOUNT_ADMIN_MESSAGES.profileDeleted, accountsMoved: moved.accountIds.length };
}
