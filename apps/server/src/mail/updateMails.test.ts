import { describe, expect, it } from 'vitest';
import { renderUpdateMarkdown } from '../updates/updateMarkdown.js';
import { renderMail } from './renderMail.js';

const brand = { orgName: 'Acme Cloud', logoUrl: null, color: '#aa3300' };

describe('the subscription mails', () => {
  it('asks to confirm a subscription with the signed link', () => {
    const mail = renderMail(
      'subscribeConfirm',
      {
        portalTitle: 'Trust Center',
        confirmUrl: 'https://trust.example.com/acme/subscribe/confirm?token=abc.def',
      },
      brand,
    );
    expect(mail.subject).toBe("Confirm your subscription to Acme Cloud's Trust Center updates");
    expect(mail.text).toMatchInlineSnapshot(`
      "Acme Cloud

      Someone asked to receive updates from Acme Cloud's Trust Center at this
      address. Confirm to start receiving them:

      Confirm subscription
      [https://trust.example.com/acme/subscribe/confirm?token=abc.def]

      Or open this link:
      https://trust.example.com/acme/subscribe/confirm?token=abc.def

      The link works for 7 days. If you did not ask for this, ignore this e-mail.

      Sent by Acme Cloud's Trust Center."
    `);
  });

  it('carries the update, a link to its topic and the unsubscribe link', () => {
    const mail = renderMail(
      'trustUpdate',
      {
        portalTitle: 'Trust Center',
        subject: 'Incident resolved',
        category: 'Incidents',
        messageHtml: renderUpdateMarkdown('The outage is **over**.\n\n- cause found\n- fixed'),
        topicUrl: 'https://trust.example.com/acme?tcuUid=t1',
        unsubscribeUrl: 'https://trust.example.com/acme?unsubscribeToken=tok',
      },
      brand,
    );
    expect(mail.subject).toBe('Acme Cloud: Incident resolved');
    expect(mail.text).toMatchInlineSnapshot(`
      "Acme Cloud

      Incidents update from Acme Cloud's Trust Center


      INCIDENT RESOLVED

      The outage is over.

       * cause found
       * fixed

      View on Trust Center [https://trust.example.com/acme?tcuUid=t1]

      You receive this because you subscribed to Acme Cloud's updates. Unsubscribe
      [https://trust.example.com/acme?unsubscribeToken=tok]

      Sent by Acme Cloud's Trust Center."
    `);
  });
});

describe('update Markdown', () => {
  it('renders Markdown and leaves no script, handler or script link', () => {
    const html = renderUpdateMarkdown(
      '# Title\n\n<script>alert(1)</script> <a href="javascript:x" onclick="y">a</a>\n\n[x](javascript:alert(1)) [y](JAVASCRIPT:alert(1)) [z](data:text/html,hi) [ok](https://example.com)\n\n![pixel](https://tracker.example/p.gif)',
    );
    expect(html).toContain('<h1>Title</h1>');
    expect(html).not.toMatch(/<script|<a href="javascript|<[^>]*\sonclick=|href="data:|<img/i);
    expect(html).toContain(
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">ok</a>',
    );
  });
});
