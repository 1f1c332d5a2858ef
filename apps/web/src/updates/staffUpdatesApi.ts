/**
 * The private area's trust updates reads (`/api/trust-center/updates`, `.../update-audience`,
 * `.../updates/{id}/delivery`); the writes are the composer's (updateApi.ts).
 */
import type { DeliveryReport, StaffUpdate, UpdateAudience } from '@candor/domain';
import { jsonRequest } from '../api/jsonRequest.js';

const BASE = '/api/trust-center';

export const staffUpdatesApi = {
  list: () => jsonRequest<{ updates: StaffUpdate[] }>('GET', `${BASE}/updates`),
  audienceCount: (audience: UpdateAudience, productIds: readonly string[]) => {
    const query = new URLSearchParams({ audience });
    if (productIds.length > 0) query.set('productIds', productIds.join(','));
    return jsonRequest<{ confirmedSubscribers: number }>(
      'GET',
      `${BASE}/update-audience?${query.toString()}`,
    );
  },
  delivery: (updateId: string) =>
    jsonRequest<DeliveryReport>('GET', `${BASE}/updates/${encodeURIComponent(updateId)}/delivery`),
};

export const staffUpdateKeys = {
  list: ['admin', 'updates'] as const,
  audience: (audience: UpdateAudience, productIds: readonly string[]) =>
    ['admin', 'update-audience', audience, ...productIds] as const,
  delivery: (updateId: string) => ['admin', 'update-delivery', updateId] as const,
};
