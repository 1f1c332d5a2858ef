/**
 * Issue 21 §16: a document name with a text direction control ('report‮fdp.exe' displayed as
 * 'reportexe.pdf') is refused with a clear message, on upload and on rename, and nothing is
 * written; the other names and titles staff give go through the same validation helper.
 */
import { BIDI_CONTROL_MESSAGE } from '@candor/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFile, buildOrg, buildStaffUser, TINY_PDF } from '../../db/factories.js';
import { files } from '../../db/schema/index.js';
import { errorBodyOf } from '../../testing/errorBody.js';
import { multipartFile } from '../../testing/multipart.js';
import { signInAs, TEST_BASE_URL, useTestApp } from '../../testing/testApp.js';

const t = useTestApp();
let orgId: string;
let productId: string;
let fileId: string;
let cookie: string;
beforeAll(async () => {
  const { org, product } = await buildOrg(t.database.db, { slug: 'acme' });
  orgId = org.id;
  productId = product.id;
  fileId = (await buildFile(t.database.db, { org, fileStore: t.appFileStore })).id;
  const staff = await buildStaffUser(t.database.db, {
    org,
    scopes: ['statuspage:edit', 'settings:edit'],
  });
  cookie = await signInAs(t.app, staff.user.email, staff.password);
});

const headers = () => ({ cookie, origin: TEST_BASE_URL, host: new URL(TEST_BASE_URL).host });
const names = async () =>
  (await t.database.db.select().from(files).where(eq(files.orgId, orgId))).map(
    (row) => row.originalName,
  );
const RLO_NAME = 'Pentest report\u202Efdp.exe';

describe('text direction controls in names', () => {
  it('refuses an upload whose file name holds one (400), storing nothing', async () => {
    const before = await names();
    const body = multipartFile(TINY_PDF, { filename: RLO_NAME, contentType: 'application/pdf' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/documents/trust-center',
      payload: body.payload,
      headers: { ...headers(), ...body.headers },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorBodyOf(response).message).toBe(BIDI_CONTROL_MESSAGE);
    expect(await names()).toEqual(before);
  });

  it('refuses a rename to one (400), keeping the name', async () => {
    const before = await names();
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/documents/trust-center/${fileId}`,
      headers: headers(),
      payload: { name: RLO_NAME },
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).message).toBe(BIDI_CONTROL_MESSAGE);
    expect(await names()).toEqual(before);
  });

  it('refuses one in a product name and the portal title the same way', async () => {
    const product = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${productId}`,
      headers: headers(),
      payload: { name: 'Cloud\u2066 Platform' },
    });
    expect(product.statusCode).toBe(400);
    expect(errorBodyOf(product).message).toBe(BIDI_CONTROL_MESSAGE);
    const settings = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: headers(),
      payload: { portalTitle: 'Trust\u200F Center' },
    });
    expect(settings.statusCode).toBe(400);
    expect(errorBodyOf(settings).message).toBe(BIDI_CONTROL_MESSAGE);
  });
});
