/** The composer's calls; each answers with the snack to show. */
import type { TopicInput, UpdateInput } from '@candor/domain/updates/updates.schema';
import { jsonRequest } from '../api/jsonRequest.js';

type Saved = { id: string; message: string };
const topics = '/api/trust-center/update-topics';

export const createTopic = (topic: TopicInput, update: UpdateInput) =>
  jsonRequest<Saved>('POST', topics, { topic, update });
export const editTopic = (id: string, topic: TopicInput) =>
  jsonRequest<Saved>('PATCH', `${topics}/${encodeURIComponent(id)}`, topic);
export const deleteTopic = (id: string) =>
  jsonRequest<Saved>('DELETE', `${topics}/${encodeURIComponent(id)}`);
export const addUpdate = (topicId: string, update: UpdateInput) =>
  jsonRequest<Saved>('POST', `${topics}/${encodeURIComponent(topicId)}/updates`, update);
export const editUpdate = (id: string, update: UpdateInput) =>
  jsonRequest<Saved>('PATCH', `/api/trust-center/updates/${encodeURIComponent(id)}`, update);
export const deleteUpdate = (id: string) =>
  jsonRequest<Saved>('DELETE', `/api/trust-center/updates/${encodeURIComponent(id)}`);
