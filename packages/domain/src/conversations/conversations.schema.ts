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
export interface CommentView {
  id: string;
  itemUid: string;
  content: string;
  /** ISO time. */
  timestamp: string;
  productId: string;
  member: { name: string; email: string; createdAt: string } | null;
  orgMem: { displayName: string } | null;
}

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
export interface QuestionnaireQueueRow {
  id: string;
  status: QuestionnaireStatus;
  submittedAt: string;
  account: { id: string; name: string };
  member: { name: string; email: string };
  product: { id: string; name: string };
  fileName: string | null;
  fileUrl: string | null;
  link: string | null;
  note: string | null;
  answerFileName: string | null;
  answerUrl: string | null;
  answeredAt: string | null;
}

/** A thread in the staff Conversations section: one (account, item). */
export interface ConversationThreadRow {
  accountId: string;
  accountName: string;
  itemUid: string;
  itemTitle: string;
  productId: string;
  productName: string;
  commentCount: number;
  lastAt: string;
  lastContent: string;
  /** The last word was staff's (answered) or a member's (waiting). */
  lastFromStaff: boolean;
}

/** GET …/{accountId}/external/{partnerId}/jwt (staff-content.md §7): the token string. */
export interface TprmTokenAnswer {
  result: string;
  expiresAt: string;
}
