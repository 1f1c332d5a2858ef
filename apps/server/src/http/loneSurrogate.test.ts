import { describe, expect, it } from 'vitest';
import { errorBodyOf } from '../testing/errorBody.js';
import { STAFF_EMAIL, STAFF_PASSWORD } from '../testing/portalFixture.js';
import { usePortalTestApp } from '../testing/portalTestApp.js';
import { signInAs, TEST_BASE_URL } from '../testing/testApp.js';
import { tenantTables } from '../testing/tenantTables.js';

const { t, f } = usePortalTestApp();

describe('text PostgreSQL cannot store (http/unstorableText.ts)', () => {
  // Found by the endpoints' fuzz: these answered 500 (PostgreSQL refuses the text).
  it('refuses a lone UTF-16 surrogate in any string with 400, and stores nothing', async () => {
    const cookie = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
    const before = await tenantTables(t.database.db, f.org.id);
    for (const [url, body] of [
      ['/api/admin/access/accounts', '{"name":"Globex \\ud800"}'],
      [
        `/api/trust-center/products/${f.product.id}/trusted-by`,
        '{"company":{"source":"custom","name":"a\\udfff"}}',
      ],
      [
        `/api/trust-center/products/${f.product.id}/subprocessors`,
        '{"company":{"source":"custom","name":"a\\ud800"}}',
      ],
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: url!,
        payload: body,
        headers: {
          cookie,
          origin: TEST_BASE_URL,
          host: new URL(TEST_BASE_URL).host,
          'content-type': 'application/json',
        },
      });
      expect(`${url}: ${response.statusCode} ${errorBodyOf(response).message}`).toBe(
        `${url}: 400 Text must be valid Unicode`,
      );
    }
    expect(await tenantTables(t.database.db, f.org.id)).toEqual(before);
  });

  it('takes emoji and other text outside the basic plane as it is', async () => {
    const cookie = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/access/accounts',
      payload: { name: 'Globex 🚀 𝔘' },
      headers: { cookie, origin: TEST_BASE_URL, host: new URL(TEST_BASE_URL).host },
    });
    expect(response.statusCode).toBe(201);
  });
});
