/**
 * What a chat channel receives (Slack's incoming-webhook format, which Mattermost, Rocket.Chat
 * and others take too): a `text` always (the notification and the fallback of clients that show
 * no blocks) and Block Kit blocks for the access events: who asks for what, with a button that
 * opens the request in the private area; who decided and why; whose access is about to end.
 * Other events come as one line of text (a channel takes the access events only today; the rest
 * are ready for when it takes more).
 *
 * Everything a visitor typed is escaped by Slack's rules (`&`, `<`, `>`), so a requester named
 * `<!channel>` or `<https://evil.example|Click>` shows as typed and mentions or links no one.
 */
import {
  ACCESS_DECISION_SOURCE_LABELS,
  formatLongDate,
  formatLongDateTime,
  type AccessDecisionSource,
} from '@candor/domain';
import {
  WEBHOOK_EVENT_DATA,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_TEST_MESSAGE,
  type WebhookEnvelope,
  type WebhookEventType,
} from '@candor/domain/webhooks/webhookEvents';
import type { z } from 'zod';

/** Slack's mrkdwn escaping: the three characters its markup is made of. */
export const slackEscape = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** User text, escaped and kept short (a section's field holds 2,000 characters). */
const user = (text: string, max = 200): string =>
  slackEscape(text.length > max ? `${text.slice(0, max - 1)}…` : text);

interface TextObject {
  type: 'mrkdwn' | 'plain_text';
  text: string;
}
export type SlackBlock =
  | { type: 'section'; text: TextObject; fields?: TextObject[] }
  | { type: 'context'; elements: TextObject[] }
  | {
      type: 'actions';
      elements: {
        type: 'button';
        text: { type: 'plain_text'; text: string };
        url: string;
        style?: 'primary';
      }[];
    };

export interface SlackMessage {
  text: string;
  blocks?: SlackBlock[];
}

const mrkdwn = (text: string): TextObject => ({ type: 'mrkdwn', text });
const button = (label: string, url: string): SlackBlock => ({
  type: 'actions',
  elements: [{ type: 'button', text: { type: 'plain_text', text: label }, url, style: 'primary' }],
});

type AccessRequestData = z.output<(typeof WEBHOOK_EVENT_DATA)['access_request.received']>;
type ExpiringData = z.output<(typeof WEBHOOK_EVENT_DATA)['access_grant.expiring']>;

const isDecisionSource = (source: string): source is AccessDecisionSource =>
  source in ACCESS_DECISION_SOURCE_LABELS;

/** "by staff", "by an approval rule", or the source as sent. */
function decidedBy(source: string): string {
  const label = isDecisionSource(source) ? ACCESS_DECISION_SOURCE_LABELS[source] : source;
  return label.charAt(0).toLowerCase() + label.slice(1);
}

function requesterLine(data: AccessRequestData): string {
  const { requester } = data;
  const name = `${requester.firstName} ${requester.lastName}`.trim() || requester.email;
  return `*${user(name)}* (${user(requester.email)}), ${user(requester.company)}`;
}

/** "SOC 2 Type II report in Cloud" or "Cloud". */
function askedFor(data: AccessRequestData): string {
  return data.item
    ? `${user(data.item.title)} in ${user(data.product.name)}`
    : user(data.product.name);
}

function receivedMessage(data: AccessRequestData): SlackMessage {
  const { requester } = data;
  const fields = [
    mrkdwn(`*Company*\n${user(requester.company)}`),
    mrkdwn(`*Job title*\n${requester.jobTitle ? user(requester.jobTitle) : '—'}`),
    mrkdwn(`*Product*\n${user(data.product.name)}`),
    mrkdwn(`*Item*\n${data.item ? user(data.item.title) : 'The whole product'}`),
  ];
  const blocks: SlackBlock[] = [
    {
      type: 'section',
      text: mrkdwn(`New access request from ${requesterLine(data)}`),
      fields,
    },
  ];
  if (data.decision) blocks.push({ type: 'context', elements: [mrkdwn(decisionLine(data))] });
  blocks.push(button('Review request', data.reviewUrl));
  return {
    text: `New access request from ${requesterLine(data)} for ${askedFor(data)}`,
    blocks,
  };
}

function decisionLine(data: AccessRequestData): string {
  const verb =
    data.status === 'declined'
      ? 'Declined'
      : data.status === 'approved'
        ? 'Approved'
        : 'Left for review';
  if (!data.decision) return verb;
  const reason = data.decision.reason ? `: ${user(data.decision.reason, 500)}` : '';
  return `${verb} ${decidedBy(data.decision.source)}${reason}`;
}

function decisionMessage(data: AccessRequestData, approved: boolean): SlackMessage {
  const outcome = approved ? 'approved' : 'declined';
  const line = `Access request from ${requesterLine(data)} for ${askedFor(data)} ${outcome}`;
  return {
    text: `${line}. ${decisionLine(data)}`,
    blocks: [
      { type: 'section', text: mrkdwn(line) },
      { type: 'context', elements: [mrkdwn(decisionLine(data))] },
      button('Open request', data.reviewUrl),
    ],
  };
}

function expiringMessage(data: ExpiringData): SlackMessage {
  const line = `Access of *${user(data.accountName)}* ends on ${formatLongDate(data.expiresAt)}`;
  const members = data.members.slice(0, 10).map((email) => user(email));
  const more =
    data.members.length > members.length ? ` and ${data.members.length - members.length} more` : '';
  const blocks: SlackBlock[] = [{ type: 'section', text: mrkdwn(line) }];
  if (members.length > 0) {
    blocks.push({ type: 'context', elements: [mrkdwn(`Members: ${members.join(', ')}${more}`)] });
  }
  blocks.push(button('Review access', data.reviewUrl));
  return { text: line, blocks };
}

const isEventType = (type: string): type is WebhookEventType =>
  (WEBHOOK_EVENT_TYPES as readonly string[]).includes(type);

/** The message a chat channel gets for an event. */
export function slackMessage(envelope: WebhookEnvelope): SlackMessage {
  if (envelope.type === WEBHOOK_TEST_EVENT) return { text: WEBHOOK_TEST_MESSAGE };
  if (!isEventType(envelope.type)) return { text: user(envelope.type) };
  switch (envelope.type) {
    case 'access_request.received':
      return receivedMessage(WEBHOOK_EVENT_DATA[envelope.type].parse(envelope.data));
    case 'access_request.approved':
      return decisionMessage(WEBHOOK_EVENT_DATA[envelope.type].parse(envelope.data), true);
    case 'access_request.declined':
      return decisionMessage(WEBHOOK_EVENT_DATA[envelope.type].parse(envelope.data), false);
    case 'access_grant.expiring':
      return expiringMessage(WEBHOOK_EVENT_DATA[envelope.type].parse(envelope.data));
    case 'member.signed_in': {
      const d = WEBHOOK_EVENT_DATA[envelope.type].parse(envelope.data);
      const of = d.accountName ? ` of ${user(d.accountName)}` : '';
      return { text: `${user(d.email)}${of} signed in to your Trust Center` };
    }
    case 'document.viewed':
    case 'document.downloaded': {
      const d = WEBHOOK_EVENT_DATA[envelope.type].parse(envelope.data);
      return {
        text: `${WEBHOOK_EVENT_LABELS[envelope.type]}: ${d.total} since ${formatLongDateTime(d.from)}`,
      };
    }
    case 'nda.accepted': {
      const d = WEBHOOK_EVENT_DATA[envelope.type].parse(envelope.data);
      return { text: `${user(d.email)} accepted the NDA` };
    }
    case 'subscriber.confirmed': {
      const d = WEBHOOK_EVENT_DATA[envelope.type].parse(envelope.data);
      return { text: `${user(d.email)} subscribed to trust updates` };
    }
    case 'update.published': {
      const d = WEBHOOK_EVENT_DATA[envelope.type].parse(envelope.data);
      return { text: `Trust update published: ${user(d.title)}` };
    }
    case 'questionnaire.submitted': {
      const d = WEBHOOK_EVENT_DATA[envelope.type].parse(envelope.data);
      return { text: `${user(d.email)} submitted the questionnaire ${user(d.title)}` };
    }
    case 'comment.posted': {
      const d = WEBHOOK_EVENT_DATA[envelope.type].parse(envelope.data);
      return { text: `New comment from ${user(d.author.email)}: ${user(d.excerpt, 280)}` };
    }
  }
}
