/** The private area's questionnaire queue and conversations (access:manage). */
import type { QuestionnaireStatus } from '@candor/domain/conversations/conversations.constants';
import type {
  CommentView,
  ConversationThreadRow,
  QuestionnaireQueueRow,
} from '@candor/domain/conversations/conversations.schema';
import { jsonRequest } from '../../api/jsonRequest.js';

const id = encodeURIComponent;

export interface StaffThread {
  accountId: string;
  accountName: string;
  itemUid: string;
  itemTitle: string;
  comments: CommentView[];
}

export const questionnaireKeys = {
  all: ['admin', 'questionnaires'] as const,
  queue: (status: string) => ['admin', 'questionnaires', status] as const,
};

export const conversationAdminKeys = {
  all: ['admin', 'conversations'] as const,
  thread: (accountId: string, itemUid: string) =>
    ['admin', 'conversations', accountId, itemUid] as const,
};

export const questionnairesApi = {
  queue: (status: string) =>
    jsonRequest<{ questionnaires: QuestionnaireQueueRow[] }>(
      'GET',
      `/api/admin/questionnaires${status === 'all' ? '' : `?status=${id(status)}`}`,
    ),
  setStatus: (questionnaireId: string, status: QuestionnaireStatus) =>
    jsonRequest<{ message: string }>('PATCH', `/api/admin/questionnaires/${id(questionnaireId)}`, {
      status,
    }),
  answer: (questionnaireId: string, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return jsonRequest<{ message: string }>(
      'POST',
      `/api/admin/questionnaires/${id(questionnaireId)}/answer`,
      form,
    );
  },
  threads: () =>
    jsonRequest<{ threads: ConversationThreadRow[] }>('GET', '/api/admin/conversations'),
  thread: (accountId: string, itemUid: string) =>
    jsonRequest<StaffThread>('GET', `/api/admin/conversations/${id(accountId)}/${id(itemUid)}`),
  reply: (accountId: string, itemUid: string, content: string) =>
    jsonRequest<StaffThread & { message: string }>(
      'POST',
      `/api/admin/conversations/${id(accountId)}/${id(itemUid)}`,
      { content },
    ),
};
