/**
 * Who has access to what (access.export), within the staff session's organisation: each
 * account with its members (status, last sign-in), its grants (product, the permission profile
 * and what it opens, granted by whom and when, expiry) and its NDA evidence (version and hash,
 * who accepted when and from which address, where the signed copy is). The export is audited
 * with its format; the CSV is the JSON flattened, one line per member, grant and NDA.
 */
import { isoDayOf } from '@candor/domain';
import type {
  AccessInventory,
  AccessInventoryAccount,
} from '@candor/domain/access/accessExport.schema';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  accountMembers,
  accounts,
  cards,
  files,
  items,
  permissionProfileCards,
  permissionProfileFiles,
  permissionProfileItems,
  permissionProfiles,
} from '../../db/schema/index.js';
import { csvStream, type CsvColumn } from '../../http/csvStream.js';
import { ndaAcceptanceRows, productGrants } from '../accountAdmin/accountQueries.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import type { ExportFormat } from './exportAccessLog.js';

const ADMIN_BASE = '/api/admin/access';

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** What each permission profile opens, 'Card: …', 'Item: …', 'Document: …', by profile id. */
async function profileCovers(db: Db | Tx, orgId: string): Promise<Map<string, string[]>> {
  const [cardRows, itemRows, fileRows] = await Promise.all([
    db
      .select({ profileId: permissionProfileCards.profileId, title: cards.title, kind: cards.kind })
      .from(permissionProfileCards)
      .innerJoin(
        cards,
        and(
          eq(cards.orgId, permissionProfileCards.orgId),
          eq(cards.id, permissionProfileCards.cardId),
        ),
      )
      .where(eq(permissionProfileCards.orgId, orgId))
      .orderBy(asc(cards.title)),
    db
      .select({ profileId: permissionProfileItems.profileId, title: items.title })
      .from(permissionProfileItems)
      .innerJoin(
        items,
        and(
          eq(items.orgId, permissionProfileItems.orgId),
          eq(items.id, permissionProfileItems.itemId),
        ),
      )
      .where(eq(permissionProfileItems.orgId, orgId))
      .orderBy(asc(items.title)),
    db
      .select({ profileId: permissionProfileFiles.profileId, name: files.originalName })
      .from(permissionProfileFiles)
      .innerJoin(
        files,
        and(
          eq(files.orgId, permissionProfileFiles.orgId),
          eq(files.id, permissionProfileFiles.fileId),
        ),
      )
      .where(eq(permissionProfileFiles.orgId, orgId))
      .orderBy(asc(files.originalName)),
  ]);
  const covers = new Map<string, string[]>();
  const add = (profileId: string, what: string) =>
    covers.set(profileId, [...(covers.get(profileId) ?? []), what]);
  for (const row of cardRows) add(row.profileId, `Card: ${row.title ?? row.kind}`);
  for (const row of itemRows) add(row.profileId, `Item: ${row.title}`);
  for (const row of fileRows) add(row.profileId, `Document: ${row.name}`);
  return covers;
}

/** The organisation's inventory, accounts by name. */
export async function accessInventory(db: Db | Tx, orgId: string): Promise<AccessInventory> {
  const [accountRows, memberRows, grantRows, profileRows, acceptanceRows, covers] =
    await Promise.all([
      db.select().from(accounts).where(eq(accounts.orgId, orgId)).orderBy(asc(accounts.name)),
      db
        .select()
        .from(accountMembers)
        .where(eq(accountMembers.orgId, orgId))
        .orderBy(asc(accountMembers.email)),
      productGrants(db, orgId),
      db.select().from(permissionProfiles).where(eq(permissionProfiles.orgId, orgId)),
      ndaAcceptanceRows(db, orgId),
      profileCovers(db, orgId),
    ]);
  const membersOf = groupBy(memberRows, (row) => row.accountId);
  const grantsOf = groupBy(grantRows, (row) => row.accountId);
  const acceptancesOf = groupBy(acceptanceRows, (row) => row.acceptance.accountId);
  const profileName = new Map(profileRows.map((row) => [row.id, row.name]));
  const defaultProfile = profileRows.find((row) => row.isDefault)?.id ?? null;

  return {
    generatedAt: new Date().toISOString(),
    accounts: accountRows.map((account): AccessInventoryAccount => {
      const profileId = account.permissionProfileId ?? defaultProfile;
      const signedOutside = account.ndaSignedFileId
        ? [
            {
              kind: 'signed_outside' as const,
              ndaVersion: null,
              ndaSha256: null,
              email: null,
              name: null,
              acceptedAt: account.ndaSignedAt?.toISOString() ?? null,
              ip: null,
              signedCopy: `${ADMIN_BASE}/accounts/${account.id}/signed-nda`,
            },
          ]
        : [];
      return {
        id: account.id,
        name: account.name,
        domain: account.domain,
        status: account.accessStatus,
        expiresOn: isoDayOf(account.accessExpiresAt),
        members: (membersOf.get(account.id) ?? []).map((member) => ({
          id: member.id,
          email: member.email,
          name: `${member.firstName} ${member.lastName}`.trim(),
          status: member.status,
          lastSignInAt: member.lastLoginAt?.toISOString() ?? null,
        })),
        grants: (grantsOf.get(account.id) ?? []).map((grant) => ({
          productId: grant.productId,
          productName: grant.productName,
          profileName: profileId ? (profileName.get(profileId) ?? null) : null,
          covers: profileId ? (covers.get(profileId) ?? []) : [],
          grantedBy: grant.grantedBy,
          grantedAt: grant.grantedAt.toISOString(),
          expiresOn: isoDayOf(grant.expiresAt ?? account.accessExpiresAt),
          revoked: grant.revokedAt !== null,
        })),
        nda: [
          ...(acceptancesOf.get(account.id) ?? []).map(({ acceptance, templateVersion }) => ({
            kind: 'clickwrap' as const,
            ndaVersion: templateVersion,
            ndaSha256: acceptance.templateSha256,
            email: acceptance.email,
            name: acceptance.name,
            acceptedAt: acceptance.acceptedAt.toISOString(),
            ip: acceptance.ip,
            signedCopy: acceptance.signedFileId
              ? `${ADMIN_BASE}/nda-acceptances/${acceptance.id}/signed-nda`
              : null,
          })),
          ...signedOutside,
        ],
      };
    }),
  };
}

/** One line of the CSV: an account's member, grant or NDA evidence. */
interface InventoryLine {
  account: AccessInventoryAccount;
  record: 'Member' | 'Grant' | 'NDA';
  email?: string | null;
  name?: string | null;
  status?: string;
  lastSignInAt?: string | null;
  product?: string;
  profile?: string | null;
  covers?: string[];
  grantedBy?: string | null;
  at?: string | null;
  expiresOn?: string | null;
  ndaVersion?: number | null;
  ip?: string | null;
  signedCopy?: string | null;
}

function* inventoryLines(inventory: AccessInventory): Generator<InventoryLine> {
  for (const account of inventory.accounts) {
    for (const member of account.members) {
      yield { account, record: 'Member', ...member };
    }
    for (const grant of account.grants) {
      yield {
        account,
        record: 'Grant',
        status: grant.revoked ? 'revoked' : 'active',
        product: grant.productName,
        profile: grant.profileName,
        covers: grant.covers,
        grantedBy: grant.grantedBy ?? 'A rule',
        at: grant.grantedAt,
        expiresOn: grant.expiresOn,
      };
    }
    for (const nda of account.nda) {
      yield {
        account,
        record: 'NDA',
        status: nda.kind === 'clickwrap' ? 'accepted in the portal' : 'signed outside',
        ...nda,
        at: nda.acceptedAt,
      };
    }
  }
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

const COLUMNS: CsvColumn<InventoryLine>[] = [
  { key: 'account', header: 'Account', cell: (line) => line.account.name },
  { key: 'accountStatus', header: 'Account status', cell: (line) => line.account.status },
  { key: 'accountExpires', header: 'Account expires', cell: (l) => text(l.account.expiresOn) },
  { key: 'record', header: 'Record', cell: (line) => line.record },
  { key: 'email', header: 'E-mail', cell: (line) => text(line.email) },
  { key: 'name', header: 'Name', cell: (line) => text(line.name) },
  { key: 'status', header: 'Status', cell: (line) => text(line.status) },
  { key: 'lastSignIn', header: 'Last sign-in (UTC)', cell: (line) => text(line.lastSignInAt) },
  { key: 'product', header: 'Product', cell: (line) => text(line.product) },
  { key: 'profile', header: 'Permission profile', cell: (line) => text(line.profile) },
  { key: 'covers', header: 'Opens', cell: (line) => (line.covers ?? []).join('\n') },
  { key: 'grantedBy', header: 'Granted by', cell: (line) => text(line.grantedBy) },
  { key: 'at', header: 'Granted or accepted (UTC)', cell: (line) => text(line.at) },
  { key: 'expires', header: 'Expires', cell: (line) => text(line.expiresOn) },
  { key: 'ndaVersion', header: 'NDA version', cell: (line) => text(line.ndaVersion) },
  { key: 'ip', header: 'IP address', cell: (line) => text(line.ip) },
  { key: 'signedCopy', header: 'Signed NDA', cell: (line) => text(line.signedCopy) },
];

/** The inventory, audited; as JSON, or as a CSV stream. */
export async function exportAccessInventory(
  ctx: ServiceContext,
  format: ExportFormat,
): Promise<AccessInventory> {
  return mutate(ctx, {
    action: 'access.export',
    subject: {},
    revision: 'none',
    run: (tx) => accessInventory(tx, ctx.viewer.orgId),
    audit: (inventory) => ({
      action: 'access.inventory_exported',
      entityType: 'access_inventory',
      entityId: null,
      after: { format, accounts: inventory.accounts.length },
    }),
  });
}

/** The inventory's CSV (§9 defaults), one line per member, grant and NDA evidence. */
export const accessInventoryCsv = (inventory: AccessInventory) =>
  csvStream(
    COLUMNS,
    (async function* () {
      yield* inventoryLines(inventory);
    })(),
  );
