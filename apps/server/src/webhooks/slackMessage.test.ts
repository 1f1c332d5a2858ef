import { describe, expect, it } from 'vitest';
import { WEBHOOK_TEST_EVENT, WEBHOOK_TEST_MESSAGE } from '@candor/domain/webhooks/webhookEvents';
import { slackEscape, slackMessage } from './slackMessage.js';

describe("the chat channels' messages", () => {
  it("escapes a requester's text so it can neither mention a channel nor plant a link", () => {
    expect(slackEscape('<!channel> <https://evil.example|Click> & more')).toBe(
      '&lt;!channel&gt; &lt;https://evil.example|Click&gt; &amp; more',
    );
  });

  it('names the account, the end date and the members of access about to expire, with a button', () => {
    const message = slackMessage({
      type: 'access_grant.expiring',
      timestamp: '2026-11-27T10:00:00.000Z',
      data: {
        accountId: 'a1',
        accountName: 'Buyer <Corp>',
        expiresAt: '2026-12-04T00:00:00.000Z',
        members: ['grace@buyer.example'],
        reviewUrl: 'https://trust.example.com/admin/accounts/a1',
      },
    });
    expect(message.text).toBe('Access of *Buyer &lt;Corp&gt;* ends on December 4, 2026');
    expect(message.blocks).toContainEqual({
      type: 'context',
      elements: [{ type: 'mrkdwn', text: 'Members: grace@buyer.example' }],
    });
    expect(message.blocks?.at(-1)).toMatchObject({
      type: 'actions',
      elements: [
        { text: { text: 'Review access' }, url: 'https://trust.example.com/admin/accounts/a1' },
      ],
    });
  });

  it('sends other events and the test event as one line of text', () => {
    expect(
      slackMessage({
        type: 'nda.accepted',
        timestamp: '2026-11-27T10:00:00.000Z',
        data: {
          email: 'ada@corp.example',
          name: null,
          company: null,
          method: 'clickwrap',
          acceptedAt: '2026-11-27T10:00:00.000Z',
        },
      }),
    ).toEqual({ text: 'ada@corp.example accepted the NDA' });
    expect(
      slackMessage({
        type: WEBHOOK_TEST_EVENT,
        timestamp: '2026-11-27T10:00:00.000Z',
        data: { message: WEBHOOK_TEST_MESSAGE },
      }),
    ).toEqual({ text: WEBHOOK_TEST_MESSAGE });
  });
});
