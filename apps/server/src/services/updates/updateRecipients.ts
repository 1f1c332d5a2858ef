/**
 * Who receives an update by e-mail: exactly the organisation's confirmed subscribers, never an
 * address or domain staff blocked since, for whom `canSee` shows the update on the portal of one
 * of its products, asked with the viewer they would be there (`resolveViewer`, as for a
 * request): a visitor, or the member whose e-mail it is, signed in to their own account. So a
 * private update reaches only members who read it on the portal: not a revoked member, a member
 * of a revoked account, an account whose grant has expired or was revoked, or one whose
 * permission profile keeps private content from it. The mail fan-out and the count staff are
 * told about both ask `readersOf`, the one place this is decided.
 */
import { isShown, PORTAL_DEFAULTS, type Actor, type UpdateAudience } from '@candor/domain';
import { and, asc, eq, exists, gt, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  portalCustomizations,
  products,
  subscriberBlocks,
  subscribers,
} from '../../db/schema/index.js';
import { resolveViewer } from '../../viewer/requestViewer.js';
import { activeMembers } from '../access/memberSignIn.js';

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

/** Which update: its audience and the products it shows on (`allProducts`: every one). */
export interface UpdateReach {
  audience: UpdateAudience;
  allProducts: boolean;
  productIds: readonly string[];
}

export interface Recipient {
  id: string;
  email: string;
  confirmedAt: Date | null;
}

/** The portals the update shows on, with what the viewer needs of the organisation. */
async function updatePortals(db: DbOrTx, orgId: string, reach: UpdateReach) {
  const [custom] = await db
    .select({
      publicAccessLevel: portalCustomizations.publicAccessLevel,
      documentAccessType: portalCustomizations.documentAccessType,
    })
    .from(portalCustomizations)
    .where(eq(portalCustomizations.orgId, orgId));
  const settings = {
    publicAccessLevel: custom?.publicAccessLevel ?? PORTAL_DEFAULTS.publicAccessLevel,
    documentAccessType: custom?.documentAccessType ?? PORTAL_DEFAULTS.documentAccessType,
  };
  const shown = await db
    .select({ id: products.id, show: products.show })
    .from(products)
    .where(
      and(
        eq(products.orgId, orgId),
        reach.allProducts ? undefined : inArray(products.id, [...reach.productIds]),
      ),
    );
  return { settings, products: shown };
}

type Portals = Awaited<ReturnType<typeof updatePortals>>;

/** canSee, with the viewer `actor` would be on each portal the update shows on. */
async function seesUpdate(
  db: DbOrTx,
  orgId: string,
  portals: Portals,
  audience: UpdateAudience,
  actor: Actor,
): Promise<boolean> {
  for (const product of portals.products) {
    const viewer = await resolveViewer(db, {
      actor,
      orgId,
      productId: product.id,
      query: actor.type === 'member' ? { accountId: actor.accountId } : {},
      settings: portals.settings,
    });
    if (
      isShown(viewer, { type: 'product', show: product.show }) &&
      isShown(viewer, { type: 'update', audience })
    ) {
      return true;
    }
  }
  return false;
}

/**
 * The recipients among the confirmed, unblocked subscribers after `afterId` (in id order, at
 * most `limit` of them examined): `next` is where the following page starts, null at the end.
 */
export async function readersOf(
  db: DbOrTx,
  orgId: string,
  reach: UpdateReach,
  page: { afterId: string | null; limit: number | null },
): Promise<{ recipients: Recipient[]; next: string | null }> {
  const filter = and(
    eq(subscribers.orgId, orgId),
    eq(subscribers.status, 'confirmed'),
    not(blockedAddress(orgId, sql`${subscribers.email}`)),
    page.afterId ? gt(subscribers.id, page.afterId) : undefined,
  );
  const query = db
    .select({ id: subscribers.id, email: subscribers.email, confirmedAt: subscribers.confirmedAt })
    .from(subscribers)
    .where(filter)
    .orderBy(asc(subscribers.id));
  const candidates = await (page.limit === null ? query : query.limit(page.limit));
  const next =
    page.limit !== null && candidates.length === page.limit ? candidates.at(-1)!.id : null;
  const portals = await updatePortals(db, orgId, reach);
  // What a visitor sees, every subscriber does; anything else only the members who read it.
  if (await seesUpdate(db, orgId, portals, reach.audience, { type: 'visitor' })) {
    return { recipients: candidates, next };
  }
  if (candidates.length === 0) return { recipients: [], next };
  const members = await activeMembers(db, orgId, { emails: candidates.map((c) => c.email) });
  // E-mails are lower-cased and unique among an organisation's members.
  const memberByEmail = new Map(members.map((m) => [m.email, m]));
  const recipients: Recipient[] = [];
  for (const candidate of candidates) {
    const member = memberByEmail.get(candidate.email);
    if (!member) continue;
    const { id: memberId, accountId, email } = member;
    const actor: Actor = { type: 'member', orgId, memberId, accountId, email };
    if (await seesUpdate(db, orgId, portals, reach.audience, actor)) recipients.push(candidate);
  }
  return { recipients, next };
}

/** How many would receive the update now (staff are told when nobody would). */
export async function countRecipients(
  db: DbOrTx,
  orgId: string,
  reach: UpdateReach,
): Promise<number> {
  const { recipients } = await readersOf(db, orgId, reach, { afterId: null, limit: null });
  return recipients.length;
}
