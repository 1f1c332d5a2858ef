/** Settings → Webhooks' API (`/api/admin/webhooks`), one function per call, and its query keys. */
import { answerOf, api, type ApiAnswer, type ApiBody } from '../../../api/apiClient.js';

export const webhooksKey = ['admin', 'webhooks'] as const;
export const deliveriesKey = (id: string, page: number) =>
  ['admin', 'webhooks', id, 'deliveries', page] as const;

const byId = (id: string) => ({ params: { path: { id } } });

export const webhooksApi = {
  list: () => answerOf(api.GET('/api/admin/webhooks')),
  create: (body: ApiBody<'/api/admin/webhooks', 'post'>) =>
    answerOf(api.POST('/api/admin/webhooks', { body })),
  update: ({ id, body }: { id: string; body: ApiBody<'/api/admin/webhooks/{id}', 'patch'> }) =>
    answerOf(api.PATCH('/api/admin/webhooks/{id}', { ...byId(id), body })),
  remove: (id: string) => answerOf(api.DELETE('/api/admin/webhooks/{id}', byId(id))),
  rotate: (id: string) => answerOf(api.POST('/api/admin/webhooks/{id}/rotate-secret', byId(id))),
  test: (id: string) => answerOf(api.POST('/api/admin/webhooks/{id}/test', byId(id))),
  deliveries: (id: string, page: number) =>
    answerOf(
      api.GET('/api/admin/webhooks/{id}/deliveries', {
        params: { path: { id }, query: { page } },
      }),
    ),
  redeliver: ({ id, deliveryId }: { id: string; deliveryId: string }) =>
    answerOf(
      api.POST('/api/admin/webhooks/{id}/deliveries/{deliveryId}/redeliver', {
        params: { path: { id, deliveryId } },
      }),
    ),
};
export type WebhookListAnswer = ApiAnswer<typeof webhooksApi.list>;
export type Destination = WebhookListAnswer['destinations'][number];
