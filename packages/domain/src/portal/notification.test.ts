import { describe, expect, it } from 'vitest';
import type { NotificationTopicInput } from './notification.js';
import { notificationTopic } from './notification.js';

const NOW = new Date('2026-11-22T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();
/** A topic whose first update was created `createdDaysAgo`, with more created `updates` days ago. */
const topic = (
  id: string,
  createdDaysAgo: number,
  updates: number[] = [],
): NotificationTopicInput => ({
  id,
  subject: `Subject ${id}`,
  updates: [createdDaysAgo, ...updates].map((d) => ({ createdAt: daysAgo(d) })),
});

describe('notificationTopic', () => {
  it('is null without topics or when nothing happened in the last 24 days', () => {
    expect(notificationTopic([], NOW)).toBeNull();
    expect(notificationTopic([topic('a', 30, [25])], NOW)).toBeNull();
  });

  it('announces a topic created within 24 days', () => {
    expect(notificationTopic([topic('a', 3)], NOW)).toEqual({ topicId: 'a', subject: 'Subject a' });
  });

  it('counts exactly 24 days as inside the window and just beyond as outside', () => {
    expect(notificationTopic([topic('a', 24)], NOW)?.topicId).toBe('a');
    expect(notificationTopic([topic('a', 24.001)], NOW)).toBeNull();
  });

  it('picks the topic with the newest activity, counting updates', () => {
    const result = notificationTopic([topic('old', 100, [1]), topic('new', 5)], NOW);
    expect(result?.topicId).toBe('old');
  });

  it("counts an update's creation, never its edit (visitor-portal.md §2)", () => {
    const edited = {
      id: 'e',
      subject: 'Edited',
      updates: [{ createdAt: daysAgo(60), updatedAt: daysAgo(2) }],
    };
    expect(notificationTopic([edited], NOW)).toBeNull();
    const added = { ...edited, updates: [...edited.updates, { createdAt: daysAgo(2) }] };
    expect(notificationTopic([added], NOW)?.topicId).toBe('e');
  });

  it('skips hidden topics and unreadable dates', () => {
    const hidden = { ...topic('h', 1), hidden: true };
    const broken = { ...topic('b', 1), updates: [{ createdAt: 'not a date' }] };
    expect(notificationTopic([hidden, broken, topic('v', 10)], NOW)?.topicId).toBe('v');
  });

  it('accepts Date objects', () => {
    const t = { id: 'd', subject: 'D', updates: [{ createdAt: new Date(NOW.getTime() - 1000) }] };
    expect(notificationTopic([t], NOW)?.topicId).toBe('d');
  });
});
