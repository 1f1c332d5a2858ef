/**
 * The public trust updates of an organisation as an Atom feed and a JSON Feed 1.1: every update
 * an anonymous visitor can read on any of its visible products (the same presenter and canSee as
 * the page), newest first, each with its topic's subject, category and rendered message. Each
 * feed also carries the organisation's latest signed audit checkpoint (an Atom extension element
 * `candor:auditCheckpoint`, a JSON Feed extension `_candor_audit_checkpoint`), so whoever keeps
 * the feed keeps the checkpoint; the feed's own signature covers it too.
 */
import { UPDATE_CATEGORY_LABELS, type TopicView, type UpdateCategory } from '@candor/domain';
import { escapeXml } from '../http/escapeXml.js';
import type { SignedCheckpoint } from './feedSigningKey.js';

export interface FeedEntry {
  id: string;
  topicId: string;
  subject: string;
  category: UpdateCategory;
  html: string;
  createdAt: string;
  updatedAt: string;
}

export interface FeedSource {
  orgName: string;
  portalTitle: string;
  /** The portal's address (origin and base path). */
  portalUrl: string;
  entries: FeedEntry[];
  /** The latest audit checkpoint (services/audit/auditCheckpoints.ts) and where it is served. */
  auditCheckpoint: (SignedCheckpoint & { url: string }) | null;
}

/** The namespace of the Atom extension element (documented in docs/audit-checkpoints.md). */
export const CANDOR_AUDIT_NS = 'urn:candor:audit-checkpoint:1';

/** One entry per update, topics merged across products, newest first. */
export function feedEntries(topicLists: readonly TopicView[][]): FeedEntry[] {
  const byId = new Map<string, FeedEntry>();
  for (const topics of topicLists) {
    for (const topic of topics) {
      for (const update of topic.updates) {
        byId.set(update.id, {
          id: update.id,
          topicId: topic.id,
          subject: topic.subject,
          category: topic.category,
          html: update.html,
          createdAt: update.createdAt,
          updatedAt: update.updatedAt,
        });
      }
    }
  }
  return [...byId.values()].sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id),
  );
}

const title = (source: FeedSource) => `${source.orgName} ${source.portalTitle} updates`;
const topicUrl = (source: FeedSource, entry: FeedEntry) =>
  `${source.portalUrl}?tcuUid=${encodeURIComponent(entry.topicId)}`;
const EPOCH = '1970-01-01T00:00:00.000Z';
const latest = (source: FeedSource) =>
  source.entries.reduce((max, e) => (e.updatedAt > max ? e.updatedAt : max), EPOCH);

/** Characters XML 1.0 cannot hold at all are dropped before escaping. */
const x = (text: string) =>
  // eslint-disable-next-line no-control-regex
  escapeXml(text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, ''));

function atomCheckpoint(checkpoint: FeedSource['auditCheckpoint']): string[] {
  if (!checkpoint) return [];
  return [
    `  <candor:auditCheckpoint xmlns:candor="${CANDOR_AUDIT_NS}" href="${x(checkpoint.url)}" ` +
      `signature="${x(checkpoint.signature)}">${x(checkpoint.payload)}</candor:auditCheckpoint>`,
  ];
}

export function atomFeed(source: FeedSource): string {
  const entries = source.entries.map((entry) =>
    [
      '  <entry>',
      `    <id>urn:uuid:${x(entry.id)}</id>`,
      `    <title>${x(entry.subject)}</title>`,
      `    <link rel="alternate" type="text/html" href="${x(topicUrl(source, entry))}"/>`,
      `    <published>${x(entry.createdAt)}</published>`,
      `    <updated>${x(entry.updatedAt)}</updated>`,
      `    <category term="${x(entry.category)}" label="${x(UPDATE_CATEGORY_LABELS[entry.category])}"/>`,
      `    <content type="html">${x(entry.html)}</content>`,
      '  </entry>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${x(source.portalUrl)}/updates.atom</id>`,
    `  <title>${x(title(source))}</title>`,
    `  <updated>${latest(source)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${x(source.portalUrl)}/updates.atom"/>`,
    `  <link rel="alternate" type="text/html" href="${x(source.portalUrl)}"/>`,
    `  <author><name>${x(source.orgName)}</name></author>`,
    ...atomCheckpoint(source.auditCheckpoint),
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

export function jsonFeed(source: FeedSource): string {
  return `${JSON.stringify(
    {
      version: 'https://jsonfeed.org/version/1.1',
      title: title(source),
      home_page_url: source.portalUrl,
      feed_url: `${source.portalUrl}/updates.json`,
      language: 'en',
      authors: [{ name: source.orgName }],
      items: source.entries.map((entry) => ({
        id: `urn:uuid:${entry.id}`,
        url: topicUrl(source, entry),
        title: entry.subject,
        content_html: entry.html,
        date_published: entry.createdAt,
        date_modified: entry.updatedAt,
        tags: [UPDATE_CATEGORY_LABELS[entry.category]],
      })),
      ...(source.auditCheckpoint && {
        _candor_audit_checkpoint: {
          about: CANDOR_AUDIT_NS,
          url: source.auditCheckpoint.url,
          payload: source.auditCheckpoint.payload,
          signature: source.auditCheckpoint.signature,
        },
      }),
    },
    null,
    2,
  )}\n`;
}
