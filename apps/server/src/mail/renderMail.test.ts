import { describe, expect, it } from 'vitest';
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
