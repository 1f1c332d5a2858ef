/**
 * Security questionnaires (staff-content.md §2, §4, §6): a member in account-external mode
 * submits one, as a file (checked by its bytes like documents, stored encrypted in the
 * FileStore) or as an https link; staff see the queue with each one's status (submitted, in
 * progress, answered), move it along and answer with a file; the account's members download the
 * answer through a short-lived signed link and are mailed when it arrives. Staff are mailed when
 * one comes in (the access-requests mailbox, else support, else staff with access:manage).
 */
import {
  assertAuthorized,
  CONVERSATION_MESSAGES,
  DomainError,
  forbidden,
  notFound,
  portalSearch,
  type MemberQuestionnaireView,
  type QuestionnaireQueueRow,
  type QuestionnaireStatus,
} from '@candor/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  accountMembers,
  accounts,
  products,
  questionnaires,
  type StoredFileRef,
} from '../../db/schema/index.js';
import { notifyJobsQueued } from '../../jobs/jobSignals.js';
import { enqueueMail } from '../../mail/enqueueMail.js';
import type { FileStore } from '../../storage/fileStore.js';
import { accountAccess } from '../../viewer/viewerGrants.js';
import { mailStaffRecipients } from '../access/staffNotices.js';
import type { CheckedUpload } from '../documents/readDocumentUpload.js';
import { storeCheckedUpload } from '../documents/storeUpload.js';
import { emitEvent } from '../../webhooks/emitEvent.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import {
  conversationSettings,
  fullName,
  memberActor,
  memberAndAccount,
  questionnairesOff,
} from './conversationAccess.js';
import { questionnaireFilePath, type QuestionnaireLinks } from './questionnaireLinks.js';
import type { RequestContext } from '../serviceContext.js';

/**
 * Who may submit: a member of this organisation for their own account, questionnaires allowed,
 * and the account's access to the product active. Checked before a byte of an upload is read.
 */
async function checkSubmitter(ctx: ServiceContext, accountId: string, productId: string) {
  const { viewer, db } = ctx;
  const member = memberActor(viewer.actor, viewer.orgId);
  assertAuthorized(viewer.actor, 'questionnaire.submit', { orgId: viewer.orgId, accountId });
  const settings = await conversationSettings(db, viewer.orgId);
  if (!settings.questionnairesEnabled) throw questionnairesOff();
  const access = await accountAccess(db, { orgId: viewer.orgId, productId, accountId });
  if (!access?.active) throw forbidden();
  return member;
}

export interface SubmitQuestionnaireInput {
  accountId: string;
  productId: string;
  note: string | null;
  baseUrl: string;
}

async function submit(
  ctx: ServiceContext,
  input: SubmitQuestionnaireInput,
  content: { file: StoredFileRef } | { link: string },
): Promise<{ id: string; message: string }> {
  const { orgId } = ctx.viewer;
  const member = memberActor(ctx.viewer.actor, orgId);
  const id = await mutate(ctx, {
    action: 'questionnaire.submit',
    subject: { accountId: input.accountId },
    revision: 'none',
    async run(tx) {
      const [created] = await tx
        .insert(questionnaires)
        .values({
          orgId,
          accountId: input.accountId,
          memberId: member.memberId,
          productId: input.productId,
          note: input.note,
          ...('file' in content ? { file: content.file } : { link: content.link }),
        })
        .returning({ id: questionnaires.id });
      const questionnaireId = created!.id;
      const who = await memberAndAccount(tx, orgId, member.memberId);
      await mailStaffRecipients(tx, {
        orgId,
        template: 'questionnaireReceived',
        data: {
          memberName: who ? fullName(who.member) : member.email,
          memberEmail: member.email,
          accountName: who?.accountName ?? '',
          what: 'file' in content ? content.file.originalName : content.link,
          queueUrl: `${input.baseUrl}/admin/questionnaires`,
        },
        idempotencyKey: `questionnaire:${questionnaireId}`,
        baseUrl: input.baseUrl,
      });
      await emitEvent(tx, orgId, 'questionnaire.submitted', {
        questionnaireId,
        email: member.email,
        company: who?.accountName ?? null,
        title: 'file' in content ? content.file.originalName : content.link,
        reviewUrl: `${input.baseUrl}/admin/questionnaires`,
      });
      return questionnaireId;
    },
    audit: (questionnaireId) => ({
      action: 'questionnaire.submitted',
      entityType: 'questionnaire',
      entityId: questionnaireId,
      after: {
        accountId: input.accountId,
        ...('file' in content
          ? { fileName: content.file.originalName, sha256: content.file.sha256 }
          : { link: content.link }),
      },
    }),
  });
  notifyJobsQueued();
  return { id, message: CONVERSATION_MESSAGES.questionnaireSubmitted };
}

/** The 'upload it' dialog: the file is read (and refused) only after the checks. */
export async function submitQuestionnaireFile(
  ctx: ServiceContext,
  fileStore: FileStore,
  input: SubmitQuestionnaireInput,
  readUpload: () => Promise<CheckedUpload>,
): Promise<{ id: string; message: string }> {
  await checkSubmitter(ctx, input.accountId, input.productId);
  const upload = await readUpload();
  const file = await storeCheckedUpload(fileStore, ctx.viewer.orgId, upload);
  try {
    return await submit(ctx, input, { file });
  } catch (error) {
    await fileStore.delete(file.storageKey);
    throw error;
  }
}

/** The 'provide a link' dialog. */
export async function submitQuestionnaireLink(
  ctx: ServiceContext,
  input: SubmitQuestionnaireInput & { link: string },
): Promise<{ id: string; message: string }> {
  await checkSubmitter(ctx, input.accountId, input.productId);
  return submit(ctx, input, { link: input.link });
}

/** The member's account's questionnaires, newest first, with the answer's link once answered. */
export async function listMemberQuestionnaires(
  ctx: ServiceContext,
  accountId: string,
  links: QuestionnaireLinks,
): Promise<MemberQuestionnaireView[]> {
  const { orgId, actor } = ctx.viewer;
  assertAuthorized(actor, 'questionnaire.read', { orgId, accountId });
  const rows = await ctx.db
    .select()
    .from(questionnaires)
    .where(and(eq(questionnaires.orgId, orgId), eq(questionnaires.accountId, accountId)))
    .orderBy(desc(questionnaires.createdAt), asc(questionnaires.id));
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    submittedAt: row.createdAt.toISOString(),
    fileName: row.file?.originalName ?? null,
    link: row.link,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    answerUrl: row.answerFile
      ? questionnaireFilePath(orgId, links.sign({ o: orgId, q: row.id, part: 'answer' }))
      : null,
  }));
}

/** Staff: the queue, newest first, optionally of one status. */
export async function listQuestionnaireQueue(
  ctx: ServiceContext,
  links: QuestionnaireLinks,
  status: QuestionnaireStatus | null,
): Promise<QuestionnaireQueueRow[]> {
  const { orgId, actor } = ctx.viewer;
  assertAuthorized(actor, 'questionnaire.manage', { orgId, accountId: null });
  const rows = await ctx.db
    .select({
      questionnaire: questionnaires,
      account: { id: accounts.id, name: accounts.name },
      member: accountMembers,
      product: { id: products.id, name: products.name },
    })
    .from(questionnaires)
    .innerJoin(
      accounts,
      and(eq(accounts.orgId, questionnaires.orgId), eq(accounts.id, questionnaires.accountId)),
    )
    .innerJoin(
      accountMembers,
      and(
        eq(accountMembers.orgId, questionnaires.orgId),
        eq(accountMembers.id, questionnaires.memberId),
      ),
    )
    .innerJoin(
      products,
      and(eq(products.orgId, questionnaires.orgId), eq(products.id, questionnaires.productId)),
    )
    .where(
      and(eq(questionnaires.orgId, orgId), status ? eq(questionnaires.status, status) : undefined),
    )
    .orderBy(desc(questionnaires.createdAt), asc(questionnaires.id))
    .limit(500);
  return rows.map(({ questionnaire: q, account, member, product }) => ({
    id: q.id,
    status: q.status,
    submittedAt: q.createdAt.toISOString(),
    account,
    member: { name: fullName(member), email: member.email },
    product,
    fileName: q.file?.originalName ?? null,
    fileUrl: q.file
      ? questionnaireFilePath(orgId, links.sign({ o: orgId, q: q.id, part: 'submission' }))
      : null,
    link: q.link,
    note: q.note,
    answerFileName: q.answerFile?.originalName ?? null,
    answerUrl: q.answerFile
      ? questionnaireFilePath(orgId, links.sign({ o: orgId, q: q.id, part: 'answer' }))
      : null,
    answeredAt: q.answeredAt?.toISOString() ?? null,
  }));
}

async function findQuestionnaire(db: DbOrTx, orgId: string, id: string) {
  const [row] = await db
    .select()
    .from(questionnaires)
    .where(and(eq(questionnaires.orgId, orgId), eq(questionnaires.id, id)))
    .limit(1);
  return row ?? null;
}

/** Staff: move a questionnaire to submitted or in progress ('answered' comes with a file). */
export async function setQuestionnaireStatus(
  ctx: ServiceContext,
  id: string,
  status: QuestionnaireStatus,
): Promise<void> {
  const { orgId } = ctx.viewer;
  await mutate(ctx, {
    action: 'questionnaire.manage',
    subject: { accountId: null },
    revision: 'none',
    async run(tx) {
      const row = await findQuestionnaire(tx, orgId, id);
      if (!row) throw notFound(CONVERSATION_MESSAGES.questionnaireNotFound);
      if (status === 'answered' && !row.answerFile) {
        throw new DomainError('validation_failed', CONVERSATION_MESSAGES.noAnswerYet, [
          { path: 'status', message: CONVERSATION_MESSAGES.noAnswerYet },
        ]);
      }
      await tx
        .update(questionnaires)
        .set({ status, updatedAt: new Date() })
        .where(and(eq(questionnaires.orgId, orgId), eq(questionnaires.id, id)));
      return row.status;
    },
    audit: (before) => ({
      action: 'questionnaire.status_changed',
      entityType: 'questionnaire',
      entityId: id,
      before: { status: before },
      after: { status },
    }),
  });
}

/**
 * Staff answer with a file: stored like the submission, the questionnaire answered, and the
 * member who submitted it mailed. A replaced answer's bytes are removed after the commit.
 */
export async function answerQuestionnaire(
  ctx: ServiceContext,
  fileStore: FileStore,
  input: { id: string; baseUrl: string; portalUrl: string },
  readUpload: () => Promise<CheckedUpload>,
): Promise<void> {
  const { orgId, actor } = ctx.viewer;
  assertAuthorized(actor, 'questionnaire.manage', { orgId, accountId: null });
  if (actor.type !== 'staff') throw forbidden();
  if (!(await findQuestionnaire(ctx.db, orgId, input.id))) {
    throw notFound(CONVERSATION_MESSAGES.questionnaireNotFound);
  }
  const upload = await readUpload();
  const file = await storeCheckedUpload(fileStore, orgId, upload);
  let replaced: string | null;
  try {
    replaced = await mutate(ctx, {
      action: 'questionnaire.manage',
      subject: { accountId: null },
      revision: 'none',
      async run(tx) {
        const row = await findQuestionnaire(tx, orgId, input.id);
        if (!row) throw notFound(CONVERSATION_MESSAGES.questionnaireNotFound);
        await tx
          .update(questionnaires)
          .set({
            status: 'answered',
            answerFile: file,
            answeredByStaffId: actor.userId,
            answeredAt: new Date(),
            updatedAt: new Date(),
          })
          .where(and(eq(questionnaires.orgId, orgId), eq(questionnaires.id, input.id)));
        const [member] = await tx
          .select()
          .from(accountMembers)
          .where(and(eq(accountMembers.orgId, orgId), eq(accountMembers.id, row.memberId)));
        const [product] = await tx
          .select({ slug: products.slug, isDefault: products.isDefault })
          .from(products)
          .where(and(eq(products.orgId, orgId), eq(products.id, row.productId)));
        if (member && member.status === 'active') {
          await enqueueMail(tx, {
            orgId,
            to: member.email,
            template: 'questionnaireAnswered',
            data: {
              memberName: fullName(member),
              portalUrl: `${input.portalUrl}${portalSearch({
                accountId: row.accountId,
                product: product && !product.isDefault ? product.slug : null,
              })}`,
            },
            idempotencyKey: `questionnaire-answer:${input.id}:${file.sha256}:${file.storageKey}`,
            baseUrl: input.baseUrl,
          });
        }
        return row.answerFile?.storageKey ?? null;
      },
      audit: () => ({
        action: 'questionnaire.answered',
        entityType: 'questionnaire',
        entityId: input.id,
        after: { fileName: file.originalName, sha256: file.sha256 },
      }),
    });
  } catch (error) {
    await fileStore.delete(file.storageKey);
    throw error;
  }
  if (replaced) await fileStore.delete(replaced);
  notifyJobsQueued();
}

/** The file a signed link names (null when the questionnaire or that file is gone). */
export async function questionnaireFile(
  ctx: RequestContext,
  orgId: string,
  id: string,
  part: 'submission' | 'answer',
): Promise<StoredFileRef | null> {
  const { db } = ctx;
  const row = await findQuestionnaire(db, orgId, id);
  if (!row) return null;
  return (part === 'answer' ? row.answerFile : row.file) ?? null;
}

/**
 * GET …/questionnaires/{id}/answer for a member: their account's questionnaire with an answer,
 * else 404 (another account's questionnaire is not theirs to know of).
 */
export async function memberAnswerLink(
  ctx: ServiceContext,
  input: { accountId: string; id: string },
  links: QuestionnaireLinks,
): Promise<string> {
  const { orgId, actor } = ctx.viewer;
  assertAuthorized(actor, 'questionnaire.read', { orgId, accountId: input.accountId });
  const row = await findQuestionnaire(ctx.db, orgId, input.id);
  if (!row || row.accountId !== input.accountId) {
    throw notFound(CONVERSATION_MESSAGES.questionnaireNotFound);
  }
  if (!row.answerFile) throw notFound(CONVERSATION_MESSAGES.noAnswerYet);
  return questionnaireFilePath(orgId, links.sign({ o: orgId, q: row.id, part: 'answer' }));
}
