/**
 * The 'Conversation' on an item (visitor-portal.md §2 'Comments', §7): one thread per account
 * and item. A signed-in member in account-external mode reads and writes their account's thread
 * of an item they can see; staff holding access:manage list every thread and reply. Each side is
 * mailed when the other writes: staff (the access-requests mailbox, else the support mailbox,
 * else staff with access:manage) when a member writes, the members of the thread when staff
 * reply. Comments are plain text; nothing renders them as HTML.
 */
import {
  canSee,
  CONVERSATION_MESSAGES,
  forbidden,
  notFound,
  portalSearch,
  type CommentInput,
  type CommentView,
  type ConversationThreadRow,
} from '@candor/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import {
  accountMembers,
  accounts,
  cards,
  comments,
  items,
  products,
  staffUsers,
} from '../../db/schema/index.js';
import { notifyJobsQueued } from '../../jobs/jobSignals.js';
import { enqueueMail } from '../../mail/enqueueMail.js';
import { mailStaffRecipients } from '../access/staffNotices.js';
import { emitEvent } from '../../webhooks/emitEvent.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import {
  commentsOff,
  conversationSettings,
  fullName,
  memberActor,
  memberAndAccount,
} from './conversationAccess.js';

interface SeenItem {
  id: string;
  uid: string;
  title: string;
  productId: string;
}

/**
 * The item the member may comment on: in account-external mode (the query names their account
 * and it has access to the product), comments allowed, and the item one they can see. Anything
 * else: 403 (not a member, comments off) or 404 (no such item, or hidden from them).
 */
async function commentableItem(
  ctx: ServiceContext,
  input: { itemUid: string; productId: string },
): Promise<{ item: SeenItem; accountId: string; memberId: string }> {
  const { viewer, db } = ctx;
  const member = memberActor(viewer.actor, viewer.orgId);
  // The comments view needs a product id, a signed-in member and external mode (§8). The
  // viewer's grants were read for the query's product, which the route holds to the body's.
  if (viewer.mode !== 'account_external') throw forbidden();
  const settings = await conversationSettings(db, viewer.orgId);
  if (!settings.commentsEnabled) throw commentsOff();
  const [row] = await db
    .select({
      id: items.id,
      uid: items.uid,
      title: items.title,
      productId: items.productId,
      publicAccess: items.publicAccess,
      hidden: items.hidden,
      cardHidden: cards.hidden,
      productShown: products.show,
    })
    .from(items)
    .innerJoin(cards, and(eq(cards.orgId, items.orgId), eq(cards.id, items.cardId)))
    .innerJoin(products, and(eq(products.orgId, items.orgId), eq(products.id, items.productId)))
    .where(
      and(
        eq(items.orgId, viewer.orgId),
        eq(items.productId, input.productId),
        eq(items.uid, input.itemUid),
      ),
    )
    .limit(1);
  const seen =
    row &&
    canSee(viewer, { type: 'product', show: row.productShown }) !== 'omitted' &&
    canSee(viewer, { type: 'card', hidden: row.cardHidden }) !== 'omitted' &&
    canSee(viewer, {
      type: 'item',
      id: row.id,
      productId: row.productId,
      publicAccess: row.publicAccess,
      hidden: row.hidden,
    }) !== 'omitted';
  if (!row || !seen) throw notFound(CONVERSATION_MESSAGES.itemNotFound);
  return {
    item: { id: row.id, uid: row.uid, title: row.title, productId: row.productId },
    accountId: member.accountId,
    memberId: member.memberId,
  };
}

async function threadComments(
  db: DbOrTx,
  orgId: string,
  accountId: string,
  item: { id: string; uid: string },
): Promise<CommentView[]> {
  const rows = await db
    .select({
      id: comments.id,
      content: comments.content,
      createdAt: comments.createdAt,
      productId: comments.productId,
      member: {
        firstName: accountMembers.firstName,
        lastName: accountMembers.lastName,
        email: accountMembers.email,
        createdAt: accountMembers.createdAt,
      },
      staffName: staffUsers.displayName,
    })
    .from(comments)
    .leftJoin(
      accountMembers,
      and(eq(accountMembers.orgId, comments.orgId), eq(accountMembers.id, comments.memberId)),
    )
    .leftJoin(
      staffUsers,
      and(eq(staffUsers.orgId, comments.orgId), eq(staffUsers.id, comments.staffUserId)),
    )
    .where(
      and(
        eq(comments.orgId, orgId),
        eq(comments.accountId, accountId),
        eq(comments.itemId, item.id),
      ),
    )
    .orderBy(asc(comments.createdAt), asc(comments.id));
  return rows.map((row) => ({
    id: row.id,
    itemUid: item.uid,
    content: row.content,
    timestamp: row.createdAt.toISOString(),
    productId: row.productId,
    member: row.member
      ? {
          name: fullName(row.member),
          email: row.member.email,
          createdAt: row.member.createdAt.toISOString(),
        }
      : null,
    orgMem: row.staffName !== null ? { displayName: row.staffName } : null,
  }));
}

/** GET {portal}/comments?itemUid=&productId=: the member's account's thread on the item. */
export async function listComments(
  ctx: ServiceContext,
  input: { itemUid: string; productId: string },
): Promise<CommentView[]> {
  const { item, accountId } = await commentableItem(ctx, input);
  return threadComments(ctx.db, ctx.viewer.orgId, accountId, item);
}

/** A comment as the `comment.posted` event quotes it: plain text, its first 280 characters. */
const commentExcerpt = (content: string): string =>
  content.replace(/\s+/g, ' ').trim().slice(0, 280);

/** POST {portal}/comments: stores the member's comment and mails staff. */
export async function postComment(
  ctx: ServiceContext,
  input: CommentInput & { baseUrl: string },
): Promise<CommentView> {
  const { item, accountId, memberId } = await commentableItem(ctx, input);
  const { orgId } = ctx.viewer;
  const id = await mutate(ctx, {
    action: 'comment.write',
    subject: { accountId },
    revision: 'none',
    async run(tx) {
      const [created] = await tx
        .insert(comments)
        .values({
          orgId,
          accountId,
          itemId: item.id,
          productId: item.productId,
          memberId,
          content: input.content,
        })
        .returning({ id: comments.id });
      const commentId = created!.id;
      const who = await memberAndAccount(tx, orgId, memberId);
      await mailStaffRecipients(tx, {
        orgId,
        template: 'commentReceived',
        data: {
          memberName: who ? fullName(who.member) : '',
          memberEmail: who?.member.email ?? '',
          accountName: who?.accountName ?? '',
          itemTitle: item.title,
          content: input.content,
          conversationsUrl: `${input.baseUrl}/admin/conversations`,
        },
        idempotencyKey: `comment:${commentId}`,
        baseUrl: input.baseUrl,
      });
      await emitEvent(tx, orgId, 'comment.posted', {
        commentId,
        author: {
          email: who?.member.email ?? '',
          name: who ? fullName(who.member) : null,
          staff: false,
        },
        excerpt: commentExcerpt(input.content),
        reviewUrl: `${input.baseUrl}/admin/conversations`,
      });
      return commentId;
    },
    audit: (commentId) => ({
      action: 'comment.posted',
      entityType: 'comment',
      entityId: commentId,
      after: { accountId, itemUid: item.uid, length: input.content.length },
    }),
  });
  notifyJobsQueued();
  const thread = await threadComments(ctx.db, orgId, accountId, item);
  return thread.find((comment) => comment.id === id)!;
}

/** Comments the staff list reads at most (the newest): plenty for a queue of threads. */
const THREAD_SCAN_LIMIT = 5000;

/** Staff: every thread (account × item), the most recently active first. */
export async function listThreads(ctx: ServiceContext): Promise<ConversationThreadRow[]> {
  const { orgId } = ctx.viewer;
  const rows = await ctx.db
    .select({
      accountId: comments.accountId,
      accountName: accounts.name,
      itemId: comments.itemId,
      itemUid: items.uid,
      itemTitle: items.title,
      productId: products.id,
      productName: products.name,
      createdAt: comments.createdAt,
      content: comments.content,
      staffUserId: comments.staffUserId,
    })
    .from(comments)
    .innerJoin(
      accounts,
      and(eq(accounts.orgId, comments.orgId), eq(accounts.id, comments.accountId)),
    )
    .innerJoin(items, and(eq(items.orgId, comments.orgId), eq(items.id, comments.itemId)))
    .innerJoin(
      products,
      and(eq(products.orgId, comments.orgId), eq(products.id, comments.productId)),
    )
    .where(eq(comments.orgId, orgId))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(THREAD_SCAN_LIMIT);
  const threads = new Map<string, ConversationThreadRow>();
  for (const row of rows) {
    const key = `${row.accountId}:${row.itemId}`;
    const known = threads.get(key);
    if (known) {
      known.commentCount += 1;
      continue;
    }
    threads.set(key, {
      accountId: row.accountId,
      accountName: row.accountName,
      itemUid: row.itemUid,
      itemTitle: row.itemTitle,
      productId: row.productId,
      productName: row.productName,
      commentCount: 1,
      lastAt: row.createdAt.toISOString(),
      lastContent: row.content,
      lastFromStaff: row.staffUserId !== null,
    });
  }
  // Rows come newest first, so threads are in order of their last comment.
  return [...threads.values()];
}

async function threadItem(db: Db, orgId: string, accountId: string, itemUid: string) {
  const [row] = await db
    .select({
      item: { id: items.id, uid: items.uid, title: items.title },
      product: { id: products.id, slug: products.slug, isDefault: products.isDefault },
      account: { id: accounts.id, name: accounts.name },
    })
    .from(comments)
    .innerJoin(items, and(eq(items.orgId, comments.orgId), eq(items.id, comments.itemId)))
    .innerJoin(
      products,
      and(eq(products.orgId, comments.orgId), eq(products.id, comments.productId)),
    )
    .innerJoin(
      accounts,
      and(eq(accounts.orgId, comments.orgId), eq(accounts.id, comments.accountId)),
    )
    .where(
      and(eq(comments.orgId, orgId), eq(comments.accountId, accountId), eq(items.uid, itemUid)),
    )
    .limit(1);
  return row ?? null;
}

export interface StaffThread {
  accountId: string;
  accountName: string;
  itemUid: string;
  itemTitle: string;
  comments: CommentView[];
}

/** Staff: one thread (404 when the account never wrote on that item). */
export async function loadThread(
  ctx: ServiceContext,
  accountId: string,
  itemUid: string,
): Promise<StaffThread> {
  const { orgId, actor } = ctx.viewer;
  if (!(actor.type === 'staff' && actor.orgId === orgId)) throw forbidden();
  const found = await threadItem(ctx.db, orgId, accountId, itemUid);
  if (!found) throw notFound(CONVERSATION_MESSAGES.threadNotFound);
  return {
    accountId,
    accountName: found.account.name,
    itemUid,
    itemTitle: found.item.title,
    comments: await threadComments(ctx.db, orgId, accountId, found.item),
  };
}

/** Staff reply: stored in the thread, and mailed to the account's members who wrote in it. */
export async function replyToThread(
  ctx: ServiceContext,
  input: {
    accountId: string;
    itemUid: string;
    content: string;
    baseUrl: string;
    /** The organisation's portal (origin and base path, no trailing slash). */
    portalUrl: string;
  },
): Promise<StaffThread> {
  const { orgId, actor } = ctx.viewer;
  if (actor.type !== 'staff' || actor.orgId !== orgId) throw forbidden();
  const found = await threadItem(ctx.db, orgId, input.accountId, input.itemUid);
  if (!found) throw notFound(CONVERSATION_MESSAGES.threadNotFound);
  await mutate(ctx, {
    action: 'conversation.manage',
    subject: { accountId: null },
    revision: 'none',
    async run(tx) {
      const [created] = await tx
        .insert(comments)
        .values({
          orgId,
          accountId: input.accountId,
          itemId: found.item.id,
          productId: found.product.id,
          staffUserId: actor.userId,
          content: input.content,
        })
        .returning({ id: comments.id });
      const commentId = created!.id;
      const [staff] = await tx
        .select({ displayName: staffUsers.displayName, email: staffUsers.email })
        .from(staffUsers)
        .where(and(eq(staffUsers.orgId, orgId), eq(staffUsers.id, actor.userId)));
      const writers = await tx
        .selectDistinct({ member: accountMembers })
        .from(comments)
        .innerJoin(
          accountMembers,
          and(eq(accountMembers.orgId, comments.orgId), eq(accountMembers.id, comments.memberId)),
        )
        .where(
          and(
            eq(comments.orgId, orgId),
            eq(comments.accountId, input.accountId),
            eq(comments.itemId, found.item.id),
            eq(accountMembers.status, 'active'),
          ),
        );
      const itemUrl = `${input.portalUrl}${portalSearch({
        accountId: input.accountId,
        itemUid: input.itemUid,
        product: found.product.isDefault ? null : found.product.slug,
      })}`;
      for (const { member } of writers) {
        await enqueueMail(tx, {
          orgId,
          to: member.email,
          template: 'commentAnswered',
          data: {
            memberName: fullName(member),
            staffName: staff?.displayName ?? '',
            itemTitle: found.item.title,
            content: input.content,
            itemUrl,
          },
          idempotencyKey: `comment-reply:${commentId}:${member.id}`,
          baseUrl: input.baseUrl,
        });
      }
      await emitEvent(tx, orgId, 'comment.posted', {
        commentId,
        author: { email: staff?.email ?? '', name: staff?.displayName ?? null, staff: true },
        excerpt: commentExcerpt(input.content),
        reviewUrl: `${input.baseUrl}/admin/conversations`,
      });
      return commentId;
    },
    audit: (commentId) => ({
      action: 'comment.replied',
      entityType: 'comment',
      entityId: commentId,
      after: { accountId: input.accountId, itemUid: input.itemUid },
    }),
  });
  notifyJobsQueued();
  return loadThread(ctx, input.accountId, input.itemUid);
}
