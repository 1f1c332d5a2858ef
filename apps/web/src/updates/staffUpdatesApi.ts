/**
 * The private area's trust updates reads (`/api/trust-center/updates`, `.../update-audience`,
 * `.../updates/{id}/delivery`); the writes are the composer's (updateApi.ts).
 */
import type { UpdateAudience } from '@candor/domain';
import { answerOf, api } from '../api/apiClient.js';

export const staffUpdatesApi = {
  list: () => answerOf(api.GET('/api/trust-center/updates')),
  audienceCount: (audience: UpdateAudience, productIds: readonly string[]) =>
    answerOf(
      api.GET('/api/trust-center/update-audience', {
        params: {
          query: { audience, ...(productIds.length > 0 && { productIds: productIds.join(',') }) },
        },
      }),
    ),
  delivery: (updateId: string) =>
    answerOf(
      api.GET('/api/trust-center/updates/{updateId}/delivery', { params: { path: { updateId } } }),
    ),
};

export const staffUpdateKeys = {
  list: ['admin', 'updates'] as const,
  audience: (audience: UpdateAudience, productIds: readonly string[]) =>
    ['admin', 'update-audience', audience, ...productIds] as const,
  delivery: (updateId: string) => ['admin', 'update-delivery', updateId] as const,
};
