/**
 * Member sessions opened and closed (issue "Visitor access"): the mailed sign-in link (single
 * use, 15 minutes, of this organisation only), byoid's welcome, and Log Out. Each is a `mutate`
 * with its audit row; a link that is refused writes nothing and consumes nothing.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { accountMembers, accounts } from '../../db/schema/index.js';
import { closeMemberSession, memberSignsIn, openMemberSession } from '../../auth/memberSession.js';
import { emitEvent } from '../../webhooks/emitEvent.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { consumeLoginToken } from './memberLoginLinks.js';

export interface OpenedMemberSession {
  token: string;
  expiresAt: Date;
  memberId: string;
  accountId: string;
  productId: string | null;
}

/** Rolls the transaction back: the link or token is refused and nothing is kept. */
class SignInRefused extends Error {}

export interface ActiveMember {
  id: string;
  accountId: string;
  email: string;
}

/**
 * The members who may sign in (active, of an active account) among those named: by id, or by
 * e-mail (lower-cased; unique in the organisation).
 */
export function activeMembers(
  db: DbOrTx,
  orgId: string,
  where: { memberId: string } | { emails: readonly string[] },
): Promise<ActiveMember[]> {
  return db
    .select({
      id: accountMembers.id,
      accountId: accountMembers.accountId,
      email: accountMembers.email,
    })
    .from(accountMembers)
    .innerJoin(
      accounts,
      and(eq(accounts.orgId, accountMembers.orgId), eq(accounts.id, accountMembers.accountId)),
    )
    .where(
      and(
        eq(accountMembers.orgId, orgId),
        'memberId' in where
          ? eq(accountMembers.id, where.memberId)
          : inArray(accountMembers.email, [...where.emails]),
        memberSignsIn,
      ),
    );
}

/** The active member of an active account with this id or e-mail in the organisation, or null. */
export async function activeMember(
  tx: Tx,
  orgId: string,
  where: { memberId: string } | { email: string },
): Promise<ActiveMember | null> {
  const [member] = await activeMembers(
    tx,
    orgId,
    'memberId' in where ? where : { emails: [where.email] },
  );
  return member ?? null;
}

/** The `member.signed_in` event (issue 28), named by how the member signed in. */
async function emitSignedIn(tx: Tx, orgId: string, member: ActiveMember, method: string) {
  const [account] = await tx
    .select({ name: accounts.name })
    .from(accounts)
    .where(and(eq(accounts.orgId, orgId), eq(accounts.id, member.accountId)));
  await emitEvent(tx, orgId, 'member.signed_in', {
    memberId: member.id,
    email: member.email,
    accountId: member.accountId,
    accountName: account?.name ?? null,
    method,
  });
}

/** A mailed sign-in link: a new member session, or null (forged, expired, used, other org). */
export async function signInWithLink(
  ctx: ServiceContext,
  token: string,
): Promise<OpenedMemberSession | null> {
  const { orgId } = ctx.viewer;
  try {
    return await mutate(ctx, {
      action: 'access.signin',
      subject: {},
      revision: 'none',
      async run(tx) {
        const consumed = await consumeLoginToken(tx, orgId, token);
        if (!consumed) throw new SignInRefused();
        const member = await activeMember(tx, orgId, { memberId: consumed.memberId });
        if (!member) throw new SignInRefused();
        const session = await openMemberSession(tx, {
          orgId,
          memberId: member.id,
          ip: ctx.meta.ip,
          userAgent: ctx.meta.userAgent,
        });
        await emitSignedIn(tx, orgId, member, 'link');
        return {
          ...session,
          memberId: member.id,
          accountId: member.accountId,
          productId: consumed.productId,
        };
      },
      audit: (opened) => ({
        action: 'member.signed_in',
        entityType: 'account_member',
        entityId: opened.memberId,
        after: { via: 'sign_in_link', accountId: opened.accountId },
      }),
    });
  } catch (error) {
    if (error instanceof SignInRefused) return null;
    throw error;
  }
}

/**
 * Opens a session for a member named by an identity the caller checked (byoid's JWT), inside
 * `check`'s transaction so that its replay record and the session commit together.
 */
export async function signInVerifiedMember(
  ctx: ServiceContext,
  input: { email: string; via: string; check(tx: Tx): Promise<boolean> },
): Promise<OpenedMemberSession | 'unknown_member' | 'refused'> {
  const { orgId } = ctx.viewer;
  let outcome: 'unknown_member' | 'refused' = 'refused';
  try {
    return await mutate(ctx, {
      action: 'access.signin',
      subject: {},
      revision: 'none',
      async run(tx) {
        if (!(await input.check(tx))) throw new SignInRefused();
        const member = await activeMember(tx, orgId, { email: input.email });
        if (!member) {
          outcome = 'unknown_member';
          throw new SignInRefused();
        }
        const session = await openMemberSession(tx, {
          orgId,
          memberId: member.id,
          ip: ctx.meta.ip,
          userAgent: ctx.meta.userAgent,
        });
        await emitSignedIn(tx, orgId, member, input.via);
        return { ...session, memberId: member.id, accountId: member.accountId, productId: null };
      },
      audit: (opened) => ({
        action: 'member.signed_in',
        entityType: 'account_member',
        entityId: opened.memberId,
        after: { via: input.via, accountId: opened.accountId },
      }),
    });
  } catch (error) {
    if (error instanceof SignInRefused) return outcome;
    throw error;
  }
}

/** Log Out: the session the cookie names ends (the caller clears the cookie). */
export async function signOutMember(ctx: ServiceContext, token: string): Promise<void> {
  const { actor } = ctx.viewer;
  await mutate(ctx, {
    action: 'access.logout',
    subject: {},
    revision: 'none',
    run: (tx) => closeMemberSession(tx, token),
    audit: () => ({
      action: 'member.signed_out',
      entityType: 'account_member',
      entityId: actor.type === 'member' ? actor.memberId : null,
    }),
  });
}
