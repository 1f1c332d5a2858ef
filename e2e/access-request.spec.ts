/**
 * The access modal end to end: an anonymous visitor asks for a restricted document, the login
 * tab does not know them and carries their e-mail to the request form, and the request is sent
 * for staff; with the organisation's rule set to approve always, the next visitor is approved at
 * once and mailed a sign-in link (read from the run's mail catcher; Sent mail shows it redacted).
 * Each test sets its rules on an organisation of its own (`newOrgWithRestrictedDocument`): the
 * demo organisation's rules decide the requests of the specs running beside this one.
 */
import { requestAccess, unexpectedProblems as unexpected } from './accessRequestForm.js';
import { expect, newOrgWithRestrictedDocument, test, waitForMail } from './fixtures.js';

interface MailSummary {
  id: string;
  to: string;
  subject: string;
}

test('a visitor asks for access to a restricted document and the request is sent', async ({
  page,
  browser,
  baseURL,
  problems,
}) => {
  const portal = await newOrgWithRestrictedDocument(browser, baseURL!, {
    rules: { autoApprove: 'never' },
  });
  const { staff } = portal;
  const email = `erin-${Date.now()}@globex.example`;
  await requestAccess(page, portal, email, 'Globex Corporation');
  await expect(page.getByRole('dialog', { name: 'Request sent' })).toBeVisible();
  await page.getByRole('button', { name: /^Back to / }).click();
  await expect(page).not.toHaveURL(/loginRequest|requestAccess/);

  // Staff see it waiting in the queue.
  await staff.goto('/admin/access/requests');
  await expect(staff.getByRole('table').getByText(email)).toBeVisible();
  await portal.context.close();
  expect(unexpected(problems)).toEqual([]);
});

test('with automatic approval the visitor is approved and mailed a sign-in link', async ({
  page,
  browser,
  baseURL,
  problems,
}) => {
  const portal = await newOrgWithRestrictedDocument(browser, baseURL!, {
    rules: { autoApprove: 'always' },
  });
  const { staff } = portal;
  const email = `ada-${Date.now()}@initech.example`;
  await requestAccess(page, portal, email, 'Initech');
  await expect(page.getByRole('dialog', { name: 'Request approved' })).toBeVisible();

  const { mails } = (await (await staff.request.get('/api/admin/mail')).json()) as {
    mails: MailSummary[];
  };
  const sent = mails.find((mail) => mail.to === email);
  expect(sent?.subject).toMatch(/^Your access to .+ is approved$/);
  const { mail } = (await (await staff.request.get(`/api/admin/mail/${sent!.id}`)).json()) as {
    mail: { text: string };
  };
  // Sent mail shows the link without its token (issue 21 §4); the visitor's mail has it.
  expect(mail.text).toMatch(/http\S+\/api\/auth\/sign-in\?token=\[redacted-secret-1\]/);
  const received = await waitForMail(email, /is approved$/);
  expect(received.text).toMatch(/http\S+\/api\/auth\/sign-in\?token=[\w%-]+/);
  await portal.context.close();
  expect(unexpected(problems)).toEqual([]);
});
