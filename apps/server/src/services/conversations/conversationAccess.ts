/**
 * The checks every member call of questionnaires, TPRM and comments shares: a signed-in member
 * of this organisation acting for their own account (the policy), in account-external mode where
 * the call is about the portal, and what the organisation's customization allows.
 */
import { CONVERSATION_MESSAGES, DomainError, forbidden, type Actor } from '@candor/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accountMembers, accounts, portalCustomizations } from '../../db/schema/index.js';

export type MemberActor = Extract<Actor, { type: 'member' }>;

/** The member acting; anyone else is refused (403: signed-in staff or a visitor). */
export function memberActor(actor: Actor, orgId: string): MemberActor {
  if (actor.type !== 'member' || actor.orgId !== orgId) throw forbidden();
  return actor;
}

export interface ConversationSettings {
  questionnairesEnabled: boolean;
  commentsEnabled: boolean;
}

export async function conversationSettings(
  db: DbOrTx,
  orgId: string,
): Promise<ConversationSettings> {
  const [row] = await db
    .select({
      questionnairesEnabled: portalCustomizations.questionnairesEnabled,
      commentsEnabled: portalCustomizations.commentsEnabled,
    })
    .from(portalCustomizations)
    .where(eq(portalCustomizations.orgId, orgId));
  // No row: the schema's defaults.
  return row ?? { questionnairesEnabled: true, commentsEnabled: true };
}

export const commentsOff = () => new DomainError('forbidden', CONVERSATION_MESSAGES.commentsOff);
export const questionnairesOff = () =>
  new DomainError('forbidden', CONVERSATION_MESSAGES.questionnairesOff);

export const fullName = (person: { firstName: string; lastName: string; email: string }) =>
  `${person.firstName} ${person.lastName}`.trim() || person.email;

/** The member who wrote and their account's name, for the staff notice (null if gone). */
export async function memberAndAccount(db: DbOrTx, orgId: string, memberId: string) {
  const [row] = await db
    .select({ member: accountMembers, accountName: accounts.name })
    .from(accountMembers)
    .innerJoin(
      accounts,
      and(eq(accounts.orgId, accountMembers.orgId), eq(accounts.id, accountMembers.accountId)),
    )
    .where(and(eq(accountMembers.orgId, orgId), eq(accountMembers.id, memberId)));
  return row ?? null;
}
