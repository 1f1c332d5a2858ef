/**
 * What an account, or the account or permission profile staff preview as, was granted: the
 * `ViewerGrants` that `canSee` decides from. Loaded per request for signed-in members and
 * previewing staff only (anonymous pages never query it), so a change of access shows on the
 * very next request.
 *
 * - An account reads restricted content only while it and its grant for the product are active
 *   and unexpired (the grant's own expiry, else the account's).
 * - Its permission profile (the account's, else the organisation's default) names cards (their
 *   restricted items), items and documents; with no profile at all, every restricted item.
 * - ndaPending: the account's NDA provider (else the organisation's) is clickwrap and the
 *   member (or, when previewing, any member of the account) has not accepted it, or it is
 *   'external' and no signed copy is on record.
 */
import { NO_GRANTS, type ViewerGrants } from '@candor/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { isUuid } from './tenants.js';
import {
  accessGrants,
  accounts,
  items,
  ndaAcceptances,
  permissionProfileCards,
  permissionProfileFiles,
  permissionProfileItems,
  permissionProfiles,
  portalCustomizations,
} from '../db/schema/index.js';

export interface GrantsQuery {
  orgId: string;
  /** The product whose portal is shown; null: any product the account was granted. */
  productId: string | null;
  accountId: string | null;
  permissionProfileId: string | null;
  /** The signed-in member (their own NDA acceptance counts); null when staff preview. */
  memberId: string | null;
  now?: Date;
}

export interface LoadedGrants {
  grants: ViewerGrants;
  /** The account exists in the organisation, is active and holds an unexpired grant. */
  accountAuthorized: boolean;
}

const NONE: LoadedGrants = { grants: NO_GRANTS, accountAuthorized: false };

async function profileGrants(
  db: DbOrTx,
  orgId: string,
  profileId: string,
): Promise<Pick<ViewerGrants, 'itemIds' | 'fileIds'> | null> {
  const [profile] = await db
    .select({ id: permissionProfiles.id })
    .from(permissionProfiles)
    .where(and(eq(permissionProfiles.orgId, orgId), eq(permissionProfiles.id, profileId)));
  if (!profile) return null;
  const [cardRows, itemRows, fileRows] = await Promise.all([
    db
      .select({ id: items.id })
      .from(items)
      .innerJoin(
        permissionProfileCards,
        and(
          eq(permissionProfileCards.cardId, items.cardId),
          eq(permissionProfileCards.profileId, profileId),
        ),
      )
      .where(eq(items.orgId, orgId)),
    db
      .select({ id: permissionProfileItems.itemId })
      .from(permissionProfileItems)
      .where(
        and(
          eq(permissionProfileItems.orgId, orgId),
          eq(permissionProfileItems.profileId, profileId),
        ),
      ),
    db
      .select({ id: permissionProfileFiles.fileId })
      .from(permissionProfileFiles)
      .where(
        and(
          eq(permissionProfileFiles.orgId, orgId),
          eq(permissionProfileFiles.profileId, profileId),
        ),
      ),
  ]);
  return {
    itemIds: new Set([...cardRows, ...itemRows].map((row) => row.id)),
    fileIds: new Set(fileRows.map((row) => row.id)),
  };
}

async function defaultProfileId(db: DbOrTx, orgId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: permissionProfiles.id })
    .from(permissionProfiles)
    .where(and(eq(permissionProfiles.orgId, orgId), eq(permissionProfiles.isDefault, true)));
  return row?.id ?? null;
}

async function ndaPending(
  db: DbOrTx,
  orgId: string,
  account: { id: string; ndaProvider: string | null; ndaSignedAt: Date | null },
  memberId: string | null,
): Promise<boolean> {
  let provider = account.ndaProvider;
  if (provider === null) {
    const [row] = await db
      .select({ ndaProvider: portalCustomizations.ndaProvider })
      .from(portalCustomizations)
      .where(eq(portalCustomizations.orgId, orgId));
    provider = row?.ndaProvider ?? 'none';
  }
  if (provider === 'none') return false;
  if (provider === 'external') return account.ndaSignedAt === null;
  const [accepted] = await db
    .select({ id: ndaAcceptances.id })
    .from(ndaAcceptances)
    .where(
      and(
        eq(ndaAcceptances.orgId, orgId),
        eq(ndaAcceptances.accountId, account.id),
        memberId ? eq(ndaAcceptances.memberId, memberId) : undefined,
      ),
    )
    .limit(1);
  return !accepted;
}

/** Whether the account may read restricted content of the product now. */
export async function accountAccess(
  db: DbOrTx,
  query: Pick<GrantsQuery, 'orgId' | 'productId' | 'accountId' | 'now'>,
): Promise<{
  account: typeof accounts.$inferSelect;
  active: boolean;
  expired: boolean;
} | null> {
  const now = query.now ?? new Date();
  if (!query.accountId) return null;
  const [account] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.orgId, query.orgId), eq(accounts.id, query.accountId)));
  if (!account) return null;
  const grantRows = await db
    .select({ expiresAt: accessGrants.expiresAt })
    .from(accessGrants)
    .where(
      and(
        eq(accessGrants.orgId, query.orgId),
        eq(accessGrants.accountId, account.id),
        isNull(accessGrants.revokedAt),
        query.productId ? eq(accessGrants.productId, query.productId) : undefined,
      ),
    );
  const expiryOf = (grant: { expiresAt: Date | null }) =>
    grant.expiresAt ?? account.accessExpiresAt;
  const unexpired = grantRows.filter((grant) => {
    const expiry = expiryOf(grant);
    return expiry === null || expiry > now;
  });
  const active = account.accessStatus === 'active' && unexpired.length > 0;
  return { account, active, expired: !active && grantRows.length > 0 };
}

export async function loadViewerGrants(db: DbOrTx, query: GrantsQuery): Promise<LoadedGrants> {
  const { orgId } = query;
  // Ids come from the URL: anything but a UUID names nothing (and must not reach a uuid column).
  if (
    (query.accountId !== null && !isUuid(query.accountId)) ||
    (query.permissionProfileId !== null && !isUuid(query.permissionProfileId))
  ) {
    return NONE;
  }
  let profileId = query.permissionProfileId;
  let authorized = false;
  let pending = false;
  if (query.accountId) {
    const access = await accountAccess(db, query);
    if (!access || !access.active) return NONE;
    authorized = true;
    pending = await ndaPending(db, orgId, access.account, query.memberId);
    profileId ??= access.account.permissionProfileId ?? (await defaultProfileId(db, orgId));
    if (!profileId) {
      return {
        grants: { all: true, itemIds: new Set(), fileIds: new Set(), ndaPending: pending },
        accountAuthorized: true,
      };
    }
  }
  if (!profileId) return NONE;
  const granted = await profileGrants(db, orgId, profileId);
  if (!granted) return { grants: NO_GRANTS, accountAuthorized: authorized };
  return {
    grants: { all: false, ...granted, ndaPending: pending },
    accountAuthorized: authorized,
  };
}
