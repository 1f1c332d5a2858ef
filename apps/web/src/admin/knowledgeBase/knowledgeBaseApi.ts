/** The private area's knowledge-base calls (`/api/admin/knowledge-base*`). */
import { answerOf, api, withQuery, type ApiAnswer, type ApiBody } from '../../api/apiClient.js';
import { kbTableQuery, type KbTableParams } from '../../api/portalLists.js';

/** A link the browser follows to download the table (not a call of the client). */
export const KB_CSV_URL = '/api/admin/knowledge-base.csv';

export type KbEntryForm = ApiBody<'/api/admin/knowledge-base', 'post'>;
const byId = (entryId: string) => ({ params: { path: { entryId } } });

export const knowledgeBaseApi = {
  list: (params: KbTableParams, signal?: AbortSignal) =>
    answerOf(api.GET('/api/admin/knowledge-base', { ...withQuery(kbTableQuery(params)), signal })),
  create: (form: KbEntryForm) => answerOf(api.POST('/api/admin/knowledge-base', { body: form })),
  update: ({ id, form }: { id: string; form: KbEntryForm }) =>
    answerOf(api.PUT('/api/admin/knowledge-base/{entryId}', { ...byId(id), body: form })),
  setAccess: ({ id, accessLevel }: { id: string } & KbAccess) =>
    answerOf(
      api.PATCH('/api/admin/knowledge-base/{entryId}/access', {
        ...byId(id),
        body: { accessLevel },
      }),
    ),
  remove: (id: string) => answerOf(api.DELETE('/api/admin/knowledge-base/{entryId}', byId(id))),
  importCsv: (input: ApiBody<'/api/admin/knowledge-base/import', 'post'>) =>
    answerOf(api.POST('/api/admin/knowledge-base/import', { body: input })),
};

type KbAccess = ApiBody<'/api/admin/knowledge-base/{entryId}/access', 'patch'>;
export type KbImportAnswer = ApiAnswer<typeof knowledgeBaseApi.importCsv>;

export const knowledgeBaseKeys = {
  all: ['admin', 'knowledge-base'] as const,
  list: (params: KbTableParams) => ['admin', 'knowledge-base', params] as const,
};
