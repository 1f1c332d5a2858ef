/**
 * The inputs and answers of questionnaires, the TPRM token and comments, with the spec's
 * messages (visitor-portal.md §3 'Comment', §5; staff-content.md §3 'Comment', 'TPRM partner').
 */
import { z } from 'zod';
import {
  CONVERSATION_LIMITS,
  CONVERSATION_MESSAGES,
  QUESTIONNAIRE_STATUSES,
  type QuestionnaireStatus,
} from './conversations.constants.js';

const id = z.string().min(1).max(100);

/** A comment's text: trimmed (visitor-portal.md §4 'Comment reply'), never empty, bounded. */
export const commentContentSchema = z
  .string()
  .transform((value) => value.trim())
  .pipe(
    z
      .string()
      .min(1, CONVERSATION_MESSAGES.commentEmpty)
      .max(CONVERSATION_LIMITS.commentMaxLength, CONVERSATION_MESSAGES.commentTooLong),
  );

/** POST {base}/comments (visitor-portal.md §7): itemUid, content, productId. */
export const commentInputSchema = z.object({
  itemUid: z.string().min(1).max(200),
  productId: id,
  content: commentContentSchema,
});
export type CommentInput = z.infer<typeof commentInputSchema>;

/** Staff's reply in the private area's Conversations section. */
export const commentReplyInputSchema = z.object({ content: commentContentSchema });

/** An https address (the questionnaire 'provide a link' dialog). */
export const httpsLinkSchema = z
  .string()
  .trim()
  .max(CONVERSATION_LIMITS.linkMaxLength, CONVERSATION_MESSAGES.linkInvalid)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && url.hostname.includes('.') && !url.username;
    } catch {
      return false;
    }
  }, CONVERSATION_MESSAGES.linkInvalid);

const noteSchema = z
  .string()
  .trim()
  .max(CONVERSATION_LIMITS.noteMaxLength)
  .optional()
  .transform((value) => (value ? value : null));

export const questionnaireLinkInputSchema = z.object({
  productId: id.optional(),
  link: httpsLinkSchema,
  note: noteSchema,
});
export type QuestionnaireLinkInput = z.infer<typeof questionnaireLinkInputSchema>;

export const questionnaireStatusInputSchema = z.object({
  status: z.enum(QUESTIONNAIRE_STATUSES),
});

/** A comment as the thread shows it (visitor-portal.md §3 'Comment'). */
export const commentViewSchema = z.object({
  id: z.string(),
  itemUid: z.string(),
  content: z.string(),
  /** ISO time. */
  timestamp: z.string(),
  productId: z.string(),
  member: z.object({ name: z.string(), email: z.string(), createdAt: z.string() }).nullable(),
  orgMem: z.object({ displayName: z.string() }).nullable(),
});
export type CommentView = z.output<typeof commentViewSchema>;

/** One conversation in the private area: an account's comments on an item. */
export const staffThreadSchema = z.object({
  accountId: z.string(),
  accountName: z.string(),
  itemUid: z.string(),
  itemTitle: z.string(),
  comments: z.array(commentViewSchema),
});

/** A member's own questionnaire (their account's list). */
export interface MemberQuestionnaireView {
  id: string;
  status: QuestionnaireStatus;
  submittedAt: string;
  fileName: string | null;
  link: string | null;
  answeredAt: string | null;
  /** Present once answered: the member's download link (a signed link follows). */
  answerUrl: string | null;
}

/** A row of the staff queue. */
export const questionnaireQueueRowSchema = z.object({
  id: z.string(),
  status: z.enum(QUESTIONNAIRE_STATUSES),
  submittedAt: z.string(),
  account: z.object({ id: z.string(), name: z.string() }),
  member: z.object({ name: z.string(), email: z.string() }),
  product: z.object({ id: z.string(), name: z.string() }),
  fileName: z.string().nullable(),
  fileUrl: z.string().nullable(),
  link: z.string().nullable(),
  note: z.string().nullable(),
  answerFileName: z.string().nullable(),
  answerUrl: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export type QuestionnaireQueueRow = z.output<typeof questionnaireQueueRowSchema>;

/** A thread in the staff Conversations section: one (account, item). */
export const conversationThreadRowSchema = z.object({
  accountId: z.string(),
  accountName: z.string(),
  itemUid: z.string(),
  itemTitle: z.string(),
  productId: z.string(),
  productName: z.string(),
  commentCount: z.number(),
  lastAt: z.string(),
  lastContent: z.string(),
  /** The last word was staff's (answered) or a member's (waiting). */
  lastFromStaff: z.boolean(),
});
export type ConversationThreadRow = z.output<typeof conversationThreadRowSchema>;

/** GET …/{accountId}/external/{partnerId}/jwt (staff-content.md §7): the token string. */
export interface TprmTokenAnswer {
  result: string;
  expiresAt: string;
}
