/** The private area's subscribers calls (`/api/admin/subscribers`, `/api/admin/subscriber-blocks`). */
import type { SubscriberBlockView, SubscriberView } from '@candor/domain';
import { jsonRequest } from '../api/jsonRequest.js';

export type Subscriber = SubscriberView;
export type SubscriberBlock = SubscriberBlockView;

const BASE = '/api/admin';

export const SUBSCRIBERS_CSV_URL = `${BASE}/subscribers.csv`;

export const subscribersApi = {
  list: () => jsonRequest<{ subscribers: Subscriber[] }>('GET', `${BASE}/subscribers`),
  blocks: () => jsonRequest<{ blocks: SubscriberBlock[] }>('GET', `${BASE}/subscriber-blocks`),
  block: (value: string) =>
    jsonRequest<{ id: string; message: string }>('POST', `${BASE}/subscriber-blocks`, { value }),
  unblock: (blockId: string) =>
    jsonRequest<{ id: string; message: string }>(
      'DELETE',
      `${BASE}/subscriber-blocks/${encodeURIComponent(blockId)}`,
    ),
};

export const subscriberKeys = {
  list: ['admin', 'subscribers'] as const,
  blocks: ['admin', 'subscriber-blocks'] as const,
};
