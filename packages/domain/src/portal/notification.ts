/** The notification bar of visitor-portal.md §2 "Header and banners". */
import { LIMITS } from '../cards/constants.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface NotificationTopicInput {
  id: string;
  subject: string;
  hidden?: boolean;
  createdAt: Date | string;
  updates: readonly { createdAt: Date | string; updatedAt?: Date | string | null }[];
}

const time = (value: Date | string): number =>
  value instanceof Date ? value.getTime() : Date.parse(value);

/** Newest creation or update time of a topic (NaN-safe: unreadable dates are skipped). */
function latestActivity(topic: NotificationTopicInput): number {
  const times = [
    time(topic.createdAt),
    ...topic.updates.flatMap((u) => [time(u.createdAt), u.updatedAt ? time(u.updatedAt) : NaN]),
  ].filter((t) => Number.isFinite(t));
  return times.length ? Math.max(...times) : -Infinity;
}

/**
 * The topic the bar announces: the visible topic with the most recent activity, provided that
 * activity falls within the last 24 days (LIMITS.notificationBarDays); otherwise null.
 */
export function notificationTopic(
  topics: readonly NotificationTopicInput[],
  now: Date,
): { topicId: string; subject: string } | null {
  const since = now.getTime() - LIMITS.notificationBarDays * DAY_MS;
  let best: { topic: NotificationTopicInput; at: number } | null = null;
  for (const topic of topics) {
    if (topic.hidden) continue;
    const at = latestActivity(topic);
    if (at >= since && (best === null || at > best.at)) best = { topic, at };
  }
  return best ? { topicId: best.topic.id, subject: best.topic.subject } : null;
}
