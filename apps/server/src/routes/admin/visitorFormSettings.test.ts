/**
 * Visitor access settings (issue 25 items 1 and 9): staff turn the request form's optional
 * fields on in Settings → Access (validated, audited), the portal's form then asks for exactly
 * those and the server refuses a request missing one in the spec's words; the subscribe form's
 * agree-to-terms checkbox, when turned on, is required by the server too.
 */
import { ACCESS_MESSAGES, UPDATE_MESSAGES } from '@candor/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, subscribers } from '../../db/schema/index.js';
import { errorBodyOf } from '../../testing/errorBody.js';
import { portalViewOf, STAFF_EMAIL, STAFF_PASSWORD } from '../../testing/portalFixture.js';
import { usePortalTestApp } from '../../testing/portalTestApp.js';
import { browserHeaders } from '../../testing/staffRequest.js';
import { signInAs, TEST_BASE_URL } from '../../testing/testApp.js';

const { t, f } = usePortalTestApp();
let staffCookie: string;
beforeAll(async () => {
  staffCookie = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
});

const browser = { origin: TEST_BASE_URL, host: new URL(TEST_BASE_URL).host };
let ip = 0;
const nextIp = () => `10.25.1.${++ip}`;

const patchSettings = (payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/admin/settings',
    payload,
    headers: { ...browserHeaders(staffCookie), origin: TEST_BASE_URL },
  });

const ALL_ON = {
  jobTitleTextField: { enabled: true, label: 'Role' },
  pointOfContactField: { enabled: true, label: '' },
  relationshipDropdown: { enabled: true, label: '' },
  countriesDropdown: { enabled: true, label: 'Country of residence' },
  accountMemberRequestProducts: { enabled: false, label: '' },
  customCheckbox: { enabled: true, label: 'I have read the security policy', required: true },
};

const request = (extra: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/acme/api/products/${f.product.id}/request`,
    headers: browser,
    remoteAddress: nextIp(),
    payload: {
      email: `erin.${ip}@globex.example`,
      firstName: 'Erin',
      lastName: 'Example',
      companyName: 'Globex Corp',
      agree: true,
      productId: f.product.id,
      ...extra,
    },
  });

describe("the request form's optional fields in Settings → Access", () => {
  it('saves them audited, the form asks for them, and a request missing one is refused', async () => {
    const saved = await patchSettings({ accessRequestFields: ALL_ON });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ settings: { accessRequestFields: unknown } }>().settings).toMatchObject({
      accessRequestFields: ALL_ON,
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.orgId, f.org.id), eq(auditLog.action, 'settings.updated')));
    expect(audit?.after).toEqual({ accessRequestFields: ALL_ON });

    const form = await t.app.inject({
      method: 'GET',
      url: `/acme/api/products/${f.product.id}/request-form`,
    });
    expect(form.json<{ fields: unknown }>().fields).toEqual(ALL_ON);

    const missing = await request({});
    expect(missing.statusCode).toBe(400);
    expect(errorBodyOf(missing).errors).toEqual([
      { path: 'customCheckbox', message: ACCESS_MESSAGES.fieldRequired },
      { path: 'jobTitle', message: ACCESS_MESSAGES.fieldRequired },
      { path: 'pointOfContact', message: "Enter your contact's email within this organization" },
      { path: 'relationshipDropdown', message: ACCESS_MESSAGES.fieldRequired },
      { path: 'countriesDropdown', message: ACCESS_MESSAGES.fieldRequired },
    ]);
    const badContact = await request({
      customCheckbox: true,
      jobTitle: 'CISO',
      pointOfContact: 'not-an-email',
      relationshipDropdown: 'customer',
      countriesDropdown: 'FR',
    });
    expect(errorBodyOf(badContact).message).toBe('Please enter a valid email');

    const taken = await request({
      email: 'erin@globex.example',
      customCheckbox: true,
      jobTitle: 'CISO',
      pointOfContact: 'sam@acme.example',
      relationshipDropdown: 'customer',
      countriesDropdown: 'FR',
    });
    expect(taken.statusCode, taken.body).toBe(200);
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/admin/access/requests?search=erin@globex.example',
      headers: browserHeaders(staffCookie),
    });
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json<{ requests: unknown[] }>().requests[0]).toMatchObject({
      jobTitle: 'CISO',
      pointOfContact: 'sam@acme.example',
      relationship: 'customer',
      country: 'FR',
      customCheckbox: { label: 'I have read the security policy', ticked: true },
    });
    await patchSettings({ accessRequestFields: {} });
  });

  it.each([
    [
      { customCheckbox: { enabled: true, label: '  ', required: false } },
      'Enter the text of the checkbox',
    ],
    [
      { customCheckbox: { enabled: true, label: 'x'.repeat(501), required: false } },
      'At most 500 characters',
    ],
    [{ jobTitleTextField: { enabled: true, label: 'x'.repeat(61) } }, 'At most 60 characters'],
  ])('refuses %j with its message, saving nothing', async (accessRequestFields, message) => {
    const response = await patchSettings({ accessRequestFields });
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).message).toBe(message);
    const form = await t.app.inject({
      method: 'GET',
      url: `/acme/api/products/${f.product.id}/request-form`,
    });
    expect(form.json<{ fields: unknown }>().fields).toEqual({});
  });
});

describe("the subscribe form's agree-to-terms checkbox", () => {
  const subscribe = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/acme/subscribe',
      headers: browser,
      remoteAddress: nextIp(),
      payload,
    });

  it('when turned on, the portal shows it and a subscribe without the tick is refused', async () => {
    const saved = await patchSettings({
      subscribeTermsRequired: true,
      termsUrl: 'acme.example/terms',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const view = portalViewOf((await t.app.inject({ method: 'GET', url: '/acme' })).body);
    expect(view.updates.agreeToTerms).toEqual({
      termsUrl: 'https://acme.example/terms',
      privacyUrl: null,
    });

    for (const payload of [
      { email: 'fox@hooli.example' },
      { email: 'fox@hooli.example', agree: false },
    ]) {
      const refused = await subscribe(payload);
      expect(refused.statusCode).toBe(400);
      expect(errorBodyOf(refused)).toMatchObject({
        message: UPDATE_MESSAGES.agreeRequired,
        errors: [{ path: 'agree', message: 'You must agree to the terms' }],
      });
    }
    const none = await t.database.db
      .select()
      .from(subscribers)
      .where(eq(subscribers.email, 'fox@hooli.example'));
    expect(none).toEqual([]);

    const taken = await subscribe({ email: 'fox@hooli.example', agree: true });
    expect(taken.statusCode, taken.body).toBe(200);

    await patchSettings({ subscribeTermsRequired: false, termsUrl: null });
    const view2 = portalViewOf((await t.app.inject({ method: 'GET', url: '/acme' })).body);
    expect(view2.updates.agreeToTerms).toBeNull();
    expect((await subscribe({ email: 'gil@hooli.example' })).statusCode).toBe(200);
  });
});
