/**
 * The member's calls for questionnaires, TPRM and comments (staff-content.md §7,
 * visitor-portal.md §7), through the app's one fetch wrapper.
 */
import type {
  CommentView,
  MemberQuestionnaireView,
  TprmTokenAnswer,
} from '@candor/domain/conversations/conversations.schema';
import { jsonRequest } from '../api/jsonRequest.js';

const share = (accountId: string) =>
  `/api/statuspage/share/${encodeURIComponent(accountId)}/external`;

const search = (params: Record<string, string>) => new URLSearchParams(params).toString();

export const conversationKeys = {
  comments: (accountId: string, productId: string, itemUid: string) =>
    ['comments', accountId, productId, itemUid] as const,
  questionnaires: (accountId: string) => ['questionnaires', accountId] as const,
};

export const conversationsApi = {
  comments: (basePath: string, q: { accountId: string; productId: string; itemUid: string }) =>
    jsonRequest<CommentView[]>('GET', `${basePath}/api/comments?${search(q)}`),
  postComment: (
    basePath: string,
    q: { accountId: string; productId: string },
    body: { itemUid: string; productId: string; content: string },
  ) => jsonRequest<CommentView>('POST', `${basePath}/api/comments?${search(q)}`, body),
  questionnaires: (accountId: string) =>
    jsonRequest<{ questionnaires: MemberQuestionnaireView[] }>(
      'GET',
      `${share(accountId)}/questionnaires`,
    ),
  submitFile: (accountId: string, productId: string, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return jsonRequest<{ id: string; message: string }>(
      'POST',
      `${share(accountId)}/questionnaires?${search({ productId })}`,
      form,
    );
  },
  submitLink: (accountId: string, productId: string, link: string) =>
    jsonRequest<{ id: string; message: string }>(
      'POST',
      `${share(accountId)}/questionnaires/link`,
      {
        productId,
        link,
      },
    ),
  answerUrl: (accountId: string, questionnaireId: string) =>
    `${share(accountId)}/questionnaires/${encodeURIComponent(questionnaireId)}/answer`,
  tprmToken: (accountId: string, partnerId: string) =>
    jsonRequest<TprmTokenAnswer>('GET', `${share(accountId)}/${encodeURIComponent(partnerId)}/jwt`),
};
