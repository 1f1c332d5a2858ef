/** The private area's questionnaire queue and conversations (access:manage). */
import type { QuestionnaireStatus } from '@candor/domain/conversations/conversations.constants';
import { answerOf, api, withFile, type ApiAnswer } from '../../api/apiClient.js';

export const questionnaireKeys = {
  all: ['admin', 'questionnaires'] as const,
  queue: (status: string) => ['admin', 'questionnaires', status] as const,
};

export const conversationAdminKeys = {
  all: ['admin', 'conversations'] as const,
  thread: (accountId: string, itemUid: string) =>
    ['admin', 'conversations', accountId, itemUid] as const,
};

const byQuestionnaire = (questionnaireId: string) => ({ params: { path: { questionnaireId } } });
const byThread = (accountId: string, itemUid: string) => ({
  params: { path: { accountId, itemUid } },
});

export const questionnairesApi = {
  /** The queue, of one status or (null) all. */
  queue: (status: QuestionnaireStatus | null) =>
    answerOf(api.GET('/api/admin/questionnaires', { params: { query: status ? { status } : {} } })),
  setStatus: (questionnaireId: string, status: QuestionnaireStatus) =>
    answerOf(
      api.PATCH('/api/admin/questionnaires/{questionnaireId}', {
        ...byQuestionnaire(questionnaireId),
        body: { status },
      }),
    ),
  answer: (questionnaireId: string, file: File) =>
    answerOf(
      api.POST('/api/admin/questionnaires/{questionnaireId}/answer', {
        ...byQuestionnaire(questionnaireId),
        ...withFile(file),
      }),
    ),
  threads: () => answerOf(api.GET('/api/admin/conversations')),
  thread: (accountId: string, itemUid: string) =>
    answerOf(
      api.GET('/api/admin/conversations/{accountId}/{itemUid}', byThread(accountId, itemUid)),
    ),
  reply: (accountId: string, itemUid: string, content: string) =>
    answerOf(
      api.POST('/api/admin/conversations/{accountId}/{itemUid}', {
        ...byThread(accountId, itemUid),
        body: { content },
      }),
    ),
};

export type StaffThread = ApiAnswer<typeof questionnairesApi.thread>;
