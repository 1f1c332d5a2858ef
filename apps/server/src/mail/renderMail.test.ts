import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMail } from './renderMail.js';

const brand = {
  orgName: 'Acme Cloud',
  logoUrl: 'https://trust.example.com/api/share/o1/assets/a1?v=3',
  color: '#aa3300',
};
const invite = {
  displayName: 'Dana Doe',
  invitedBy: 'Sam Staff',
  link: 'https://trust.example.com/set-password?token=abc',
  expiresAt: '2026-12-01T09:30:00.000Z',
};

describe('the staff invitation mail', () => {
  it('says who invited whom, where to set the password and until when', () => {
    const mail = renderMail('staffInvite', invite, brand);
    expect(mail.subject).toBe("You are invited to manage Acme Cloud's Trust Center");
    expect(mail.text).toMatchInlineSnapshot(`
      "Hello Dana Doe,

      Sam Staff invited you to manage Acme Cloud's Trust Center. Choose a password
      to sign in:

      Set your password [https://trust.example.com/set-password?token=abc]

      Or open this link: https://trust.example.com/set-password?token=abc

      The link works once, until December 1, 2026 at 9:30 AM UTC.

      If you did not expect this invitation, you can ignore this e-mail.

      Sent by Acme Cloud's Trust Center."
    `);
  });

  it("carries the organisation's logo and colour in the HTML, and escapes what it is given", () => {
    const mail = renderMail(
      'staffInvite',
      { ...invite, displayName: '<script>alert(1)</script>' },
      brand,
    );
    expect(mail.html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(mail.html).toContain(
      `<img src="${brand.logoUrl.replace('&', '&amp;')}" alt="Acme Cloud"`,
    );
    expect(mail.html).toContain('background-color:#aa3300');
    expect(mail.html).toContain(`href="${invite.link}"`);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('names the organisation in the band when it has no logo', () => {
    const mail = renderMail('staffInvite', invite, { ...brand, logoUrl: null });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('<strong style="color:#ffffff;font-size:18px">Acme Cloud</strong>');
  });
});

describe('dates in mails', () => {
  // 02:30 UTC on March 2 is still March 1 in New York: a mail formatted in the server's own
  // zone would name the day before.
  const moment = '2026-03-02T02:30:00.000Z';
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/New_York';
  });
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it("are the UTC day in every template, whatever the server's time zone, and a time says UTC", () => {
    expect(new Date(moment).getDate()).toBe(1);
    const texts = [
      renderMail(
        'accessApproved',
        {
          portalTitle: 'Trust Center',
          firstName: 'Gina',
          signInUrl: 'https://trust.example.com/acme/sign-in',
          portalUrl: 'https://trust.example.com/acme',
          accessExpiresAt: moment,
        },
        brand,
      ).text,
      renderMail(
        'colleagueInvite',
        {
          inviterName: 'Gina',
          inviterEmail: 'gina@globex.example',
          accountName: 'Globex',
          portalTitle: 'Trust Center',
          link: 'https://trust.example.com/acme?inviteToken=t',
          message: null,
          expiresAt: moment,
        },
        brand,
      ).text,
      renderMail(
        'extendAccessRequest',
        {
          memberName: 'Gina',
          memberEmail: 'gina@globex.example',
          accountName: 'Globex',
          expiredAt: moment,
          queueUrl: 'https://trust.example.com/admin/access/requests',
        },
        brand,
      ).text,
    ];
    for (const text of texts) {
      expect(text.replace(/\s+/g, ' ')).toContain('March 2, 2026');
      expect(text).not.toContain('March 1');
    }
    const staff = renderMail('staffInvite', { ...invite, expiresAt: moment }, brand).text;
    expect(staff.replace(/\s+/g, ' ')).toContain('until March 2, 2026 at 2:30 AM UTC.');
  });
});
