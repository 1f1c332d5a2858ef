/** The notification bar of visitor-portal.md §2 "Header and banners". */
import { LIMITS } from '../cards/constants.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A topic with the updates the viewer may read; an update's edits (updatedAt) do not count. */
export interface NotificationTopicInput {
  id: string;
  subject: string;
  hidden?: boolean;
  updates: readonly { createdAt: Date | string }[];
}

const time = (value: Date | string): number =>
  value instanceof Date ? value.getTime() : Date.parse(value);

/** When the topic's newest update was created (unreadable dates are skipped). */
function latestCreation(topic: NotificationTopicInput): number {
  const times = topic.updates.map((u) => time(u.createdAt)).filter((t) => Number.isFinite(t));
  return times.length ? Math.max(...times) : -Infinity;
}

/**
 * The topic the bar announces: 'shown when any trust update was created within the last 24
 * day-units' (LIMITS.notificationBarDays), the visible topic whose newest update was created
 * last; otherwise null. Editing an old update does not bring the bar back.
 */
export function notificationTopic(
  topics: readonly NotificationTopicInput[],
  now: Date,
): { topicId: string; subject: string } | null {
  const since = now.getTime() - LIMITS.notificationBarDays * DAY_MS;
  let best: { topic: NotificationTopicInput; at: number } | null = null;
  for (const topic of topics) {
    if (topic.hidden) continue;
    const at = latestCreation(topic);
    if (at >= since && (best === null || at > best.at)) best = { topic, at };
  }
  return best ? { topicId: best.topic.id, subject: best.topic.subject } : null;
}
