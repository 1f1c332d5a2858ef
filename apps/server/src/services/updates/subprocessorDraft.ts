/**
 * A subprocessor added or removed drafts a 'subprocessors' trust update for staff to publish:
 * customers usually must be told of subprocessor changes, and the draft saves staff writing it.
 * The draft is a hidden topic (hidden: not shown, not mailed) named SUBPROCESSOR_DRAFT_SUBJECT;
 * further changes before it is published add their lines to the same draft. Publishing it is
 * staff's choice (edit the topic, untick Hidden, and add the e-mail channel if wanted).
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { updateProducts, updates, updateTopics } from '../../db/schema/index.js';

export const SUBPROCESSOR_DRAFT_SUBJECT = 'Subprocessor changes';

export interface SubprocessorChange {
  orgId: string;
  productId: string;
  change: 'added' | 'removed';
  name: string;
  purpose: string | null;
  location: string | null;
}

/** Markdown of one change, with the company's name escaped (it is staff's text, not Markdown). */
export function subprocessorChangeLine(change: Omit<SubprocessorChange, 'orgId' | 'productId'>) {
  const name = change.name.replace(/([\\`*_{}[\]()#+\-.!|<>])/g, '\\$1');
  if (change.change === 'removed') return `- We no longer use **${name}** as a subprocessor.`;
  const details = [change.purpose, change.location].filter(Boolean).join(', ');
  return `- We added **${name}** as a subprocessor${details ? ` (${details})` : ''}.`;
}

export async function draftSubprocessorUpdate(tx: Tx, change: SubprocessorChange): Promise<void> {
  const line = subprocessorChangeLine(change);
  const [draft] = await tx
    .select({ topicId: updateTopics.id })
    .from(updateTopics)
    .where(
      and(
        eq(updateTopics.orgId, change.orgId),
        eq(updateTopics.category, 'subprocessors'),
        eq(updateTopics.hidden, true),
        eq(updateTopics.subject, SUBPROCESSOR_DRAFT_SUBJECT),
      ),
    )
    .orderBy(desc(updateTopics.createdAt))
    .limit(1);
  if (draft) {
    const [update] = await tx
      .select({ id: updates.id, message: updates.message })
      .from(updates)
      .where(and(eq(updates.orgId, change.orgId), eq(updates.topicId, draft.topicId)))
      .orderBy(desc(updates.createdAt))
      .limit(1);
    if (update) {
      await tx
        .update(updates)
        .set({ message: `${update.message}\n${line}`, updatedAt: new Date() })
        .where(eq(updates.id, update.id));
      await tx
        .insert(updateProducts)
        .values({ orgId: change.orgId, updateId: update.id, productId: change.productId })
        .onConflictDoNothing();
      return;
    }
  }
  const topicId =
    draft?.topicId ??
    (
      await tx
        .insert(updateTopics)
        .values({
          orgId: change.orgId,
          subject: SUBPROCESSOR_DRAFT_SUBJECT,
          category: 'subprocessors',
          hidden: true,
        })
        .returning({ id: updateTopics.id })
    )[0]!.id;
  const [created] = await tx
    .insert(updates)
    .values({
      orgId: change.orgId,
      topicId,
      message: `We have updated the list of subprocessors we rely on:\n\n${line}`,
      spAudience: 'public',
      isGlobalProduct: false,
      channels: { statusPage: true, email: false },
    })
    .returning({ id: updates.id });
  await tx
    .insert(updateProducts)
    .values({ orgId: change.orgId, updateId: created!.id, productId: change.productId });
}
