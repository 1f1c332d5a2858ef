/**
 * The public posture for machines: trust.json signed with the published key and agreeing with
 * the portal page, its JSON Schema, llms.txt and security.txt (RFC 9116).
 */
import { createHash, createPublicKey, verify } from 'node:crypto';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { portalItems } from '@candor/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSubprocessor, TINY_PDF } from '../../db/factories.js';
import { readDocumentLogHead } from '../../db/documentLog.js';
import { multipartFile } from '../../testing/multipart.js';
import { portalCustomizations } from '../../db/schema/index.js';
import {
  buildPortalFixture,
  portalViewOf,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  type PortalFixture,
} from '../../testing/portalFixture.js';
import {
  BROWSER,
  createTestApp,
  signInAs,
  TEST_BASE_URL,
  type TestApp,
} from '../../testing/testApp.js';

let t: TestApp;
let f: PortalFixture;
let staffCookie: string;
const staffHeaders = () => ({
  origin: TEST_BASE_URL,
  host: new URL(TEST_BASE_URL).host,
  cookie: staffCookie,
});

beforeAll(async () => {
  t = await createTestApp({ jobWorker: false });
  f = await buildPortalFixture(t.database.db, t.fileStore);
  await buildSubprocessor(t.database.db, {
    product: f.product,
    company: { source: 'custom', name: 'Cloudy Hosting' },
  });
  staffCookie = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
}, 60_000);
afterAll(() => t.close());

const patchSettings = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers: staffHeaders(), payload });

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

interface TrustDocument {
  $schema: string;
  organisation: { id: string; slug: string };
  products: {
    slug: string;
    items: { uid: string; title: string; restricted: boolean }[];
    documents: { id: string; title: string; sha256: string }[];
    subprocessors: { name: string }[];
    certifications: { title: string }[];
  }[];
}

async function schemaValidator() {
  const schema = await get('/schemas/trust-v1.json');
  expect(schema.statusCode).toBe(200);
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats(ajv);
  return ajv.compile(schema.json());
}

describe('trust.json', () => {
  it('is signed with the key published for the feeds; a changed byte does not verify', async () => {
    const document = await get('/acme/.well-known/trust.json');
    expect(document.statusCode, document.body).toBe(200);
    expect(document.headers['content-type']).toBe('application/json; charset=utf-8');
    const signature = await get('/acme/.well-known/trust.json.sig');
    const key = createPublicKey((await get('/acme/.well-known/candor-signing-key')).body);
    const sig = Buffer.from(signature.body.trim(), 'base64');
    expect(verify(null, document.rawPayload, key, sig)).toBe(true);
    const tampered = Buffer.from(document.rawPayload);
    tampered[tampered.length - 3]! ^= 1;
    expect(verify(null, tampered, key, sig)).toBe(false);
    // The key is the installation's: the document names the organisation.
    const body = document.json<TrustDocument>();
    expect(body.organisation).toMatchObject({ id: f.org.id, slug: 'acme' });
    expect(body.$schema).toBe(`${TEST_BASE_URL}/schemas/trust-v1.json`);
  });

  it('lists what the page lists for an anonymous visitor, and nothing hidden', async () => {
    const view = portalViewOf((await get('/acme', BROWSER)).body);
    const page = [...portalItems(view.sections)];
    const body = (await get('/acme/.well-known/trust.json')).json<TrustDocument>();
    const cloud = body.products.find((p) => p.slug === 'cloud')!;
    expect(cloud.items.map((i) => [i.uid, i.title, i.restricted])).toEqual(
      page.map((i) => [i.uid, i.title, i.restricted]),
    );
    // The documents the page lets the visitor open, with the stored original's SHA-256.
    const openable = page.flatMap((i) =>
      i.documents.filter((d) => d.viewUrl ?? d.downloadUrl).map((d) => d.fileId),
    );
    expect(cloud.documents.map((d) => d.id)).toEqual(openable);
    expect(cloud.documents.find((d) => d.id === f.files.publicFile.id)?.sha256).toBe(
      f.files.publicFile.sha256,
    );
    const subprocessors = view.sections.flatMap((s) =>
      s.id === 'subprocessors' ? s.subprocessors.map((p) => p.company.name) : [],
    );
    expect(cloud.subprocessors.map((s) => s.name)).toEqual(subprocessors);
    expect(subprocessors).toEqual(['Cloudy Hosting']);

    const text = JSON.stringify(body);
    expect(text).toContain('Penetration test'); // listed, locked, as on the page
    expect(cloud.items.find((i) => i.title === 'Penetration test')?.restricted).toBe(true);
    for (const absent of [
      f.files.restrictedFile.id, // a restricted item's document
      f.files.hiddenCardFile.id, // a hidden card's
      f.items.hiddenCardItem.uid,
      'Data processing addendum',
    ]) {
      expect(text).not.toContain(absent);
    }
    // ?product= scopes it, as it scopes the page; a hidden or unknown product is not there.
    const mobile = (await get('/acme/.well-known/trust.json?product=mobile')).json<TrustDocument>();
    expect(mobile.products.map((p) => p.slug)).toEqual(['mobile']);
    expect((await get('/acme/.well-known/trust.json?product=nope')).statusCode).toBe(404);
  });

  it('matches its JSON Schema, on the platform and on a custom domain', async () => {
    const validate = await schemaValidator();
    for (const [url, host] of [
      ['/acme/.well-known/trust.json', undefined],
      ['/acme/.well-known/trust.json?product=mobile', undefined],
      ['/.well-known/trust.json', 'trust.acme.test'],
    ] as const) {
      const response = await get(url, host ? { host } : {});
      expect(response.statusCode, url).toBe(200);
      expect(validate(response.json()), JSON.stringify(validate.errors)).toBe(true);
    }
    const custom = (await get('/.well-known/trust.json', { host: 'trust.acme.test' })).json<
      TrustDocument & { signature: { url: string } }
    >();
    expect(custom.signature.url).toBe('http://trust.acme.test/.well-known/trust.json.sig');
  });

  it('is linked from the portal page head', async () => {
    const html = (await get('/acme', BROWSER)).body;
    expect(html).toContain(
      `<link rel="alternate" type="application/json" title="Acme Corp Trust Center posture" href="${TEST_BASE_URL}/acme/.well-known/trust.json">`,
    );
  });
});

describe('llms.txt', () => {
  it('summarises the public posture with links, public items only', async () => {
    const response = await get('/acme/llms.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
    const text = response.body;
    expect(text.startsWith('# Acme Corp ')).toBe(true);
    expect(text.split('\n')[2]).toMatch(/^> /);
    expect(text).toContain(
      `[Encryption at rest](${TEST_BASE_URL}/acme/product/cloud/encryption-at-rest)`,
    );
    expect(text).toContain('[Encryption whitepaper.pdf](');
    expect(text).toContain(`[trust.json](${TEST_BASE_URL}/acme/.well-known/trust.json)`);
    expect(text).toContain(`(${TEST_BASE_URL}/acme/updates.atom)`);
    for (const absent of ['Penetration test', 'Pentest report', 'Data processing addendum']) {
      expect(text).not.toContain(absent);
    }
  });
});

/** RFC 9116's fields, each line `Name: value`; comments and blank lines skipped. */
function parseSecurityTxt(text: string): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([A-Za-z-]+): (\S.*)$/.exec(line);
    if (!match) throw new Error(`not a field: ${line}`);
    const name = match[1]!.toLowerCase();
    fields.set(name, [...(fields.get(name) ?? []), match[2]!]);
  }
  return fields;
}

describe('security.txt', () => {
  const setCustomization = (values: Partial<typeof portalCustomizations.$inferInsert>) =>
    t.database.db
      .update(portalCustomizations)
      .set(values)
      .where(eq(portalCustomizations.orgId, f.org.id));

  it('is 404 without a security contact', async () => {
    await setCustomization({
      securityMailbox: null,
      contactSupport: { enabled: true, onClickAction: 'send-email' },
    });
    // Settings saved through the API, so the revision moves on as for any change.
    const saved = await patchSettings({ securityMailbox: '' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get('/acme/.well-known/security.txt')).statusCode).toBe(404);
    expect((await get('/acme/llms.txt')).body).not.toContain('security.txt');
  });

  it('refuses a disclosure policy that is not https, and audits the one saved', async () => {
    const refused = await patchSettings({ disclosurePolicyUrl: 'http://acme.example/disclosure' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Please enter an https:// URL.');
    const saved = await patchSettings({ disclosurePolicyUrl: 'acme.example/disclosure' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      saved.json<{ settings: { disclosurePolicyUrl: string } }>().settings.disclosurePolicyUrl,
    ).toBe('https://acme.example/disclosure');
    const contacts = await patchSettings({
      securityMailbox: 'Security@Acme.example',
      contactSupport: {
        enabled: true,
        onClickAction: 'direct-to-site',
        url: 'https://acme.example/help',
      },
    });
    expect(contacts.statusCode, contacts.body).toBe(200);
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?action=settings.disclosure_policy_changed',
      headers: staffHeaders(),
    });
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.body).toContain('https://acme.example/disclosure');
  });

  it('parses as RFC 9116, on the platform and on a custom domain', async () => {
    for (const [url, host, canonical] of [
      [
        '/acme/.well-known/security.txt',
        undefined,
        `${TEST_BASE_URL}/acme/.well-known/security.txt`,
      ],
      [
        '/.well-known/security.txt',
        'trust.acme.test',
        'http://trust.acme.test/.well-known/security.txt',
      ],
    ] as const) {
      const response = await get(url, host ? { host } : {});
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      const fields = parseSecurityTxt(response.body);
      expect(fields.get('contact')).toEqual([
        'mailto:security@acme.example',
        'https://acme.example/help',
      ]);
      expect(fields.get('expires')).toHaveLength(1);
      const expires = new Date(fields.get('expires')![0]!);
      expect(fields.get('expires')![0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      expect(expires.getTime()).toBeGreaterThan(Date.now() + 360 * 24 * 3600 * 1000);
      expect(expires.getTime()).toBeLessThanOrEqual(Date.now() + 366 * 24 * 3600 * 1000);
      expect(fields.get('canonical')).toEqual([canonical]);
      expect(fields.get('policy')).toEqual(['https://acme.example/disclosure']);
      expect(fields.get('preferred-languages')).toEqual(['en']);
    }
    expect((await get('/acme/llms.txt')).body).toContain(
      `[security.txt](${TEST_BASE_URL}/acme/.well-known/security.txt)`,
    );
  });
});

// Last: it changes the fixture (an item made public).
describe('trust.json after a change', () => {
  it('answers 304 to its ETag and changes after a change is answered', async () => {
    const first = await get('/acme/.well-known/trust.json');
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/acme/.well-known/trust.json', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect((await get('/acme/.well-known/trust.json')).rawPayload.equals(first.rawPayload)).toBe(
      true,
    );

    // Staff make the restricted item public: its document is listed at once.
    const { publicItem, restrictedItem, viewOnlyItem } = f.items;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/trust-center/products/${f.product.id}/cards/DataSecurity/form`,
      headers: staffHeaders(),
      payload: {
        items: [publicItem, restrictedItem, viewOnlyItem].map((item) => ({
          uid: item.uid,
          title: item.title,
          publicAccess: true,
        })),
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const changed = await get('/acme/.well-known/trust.json', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const cloud = changed.json<TrustDocument>().products.find((p) => p.slug === 'cloud')!;
    expect(cloud.documents.map((d) => d.id)).toContain(f.files.restrictedFile.id);
    const sig = await get('/acme/.well-known/trust.json.sig');
    const key = createPublicKey((await get('/acme/.well-known/candor-signing-key')).body);
    expect(verify(null, changed.rawPayload, key, Buffer.from(sig.body.trim(), 'base64'))).toBe(
      true,
    );
  });

  it('numbers a replaced document as its next version and carries the document log head', async () => {
    interface Versioned {
      documentLog: { length: number; head: string | null };
      products: { documents: { id: string; sha256: string; version: { number: number } }[] }[];
    }
    const docOf = (body: Versioned) =>
      body.products.flatMap((p) => p.documents).find((d) => d.id === f.files.publicFile.id)!;
    const before = (await get('/acme/.well-known/trust.json')).json<Versioned>();
    const was = docOf(before).version.number;

    const bytes = Buffer.concat([TINY_PDF, Buffer.from('% a new version\n')]);
    const body = multipartFile(bytes, { filename: 'report.pdf', contentType: 'application/pdf' });
    const replaced = await t.app.inject({
      method: 'PUT',
      url: `/api/documents/trust-center/${f.files.publicFile.id}/file`,
      headers: { ...staffHeaders(), ...body.headers },
      payload: body.payload,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);

    const after = await get('/acme/.well-known/trust.json');
    const document = after.json<Versioned>();
    expect(docOf(document).version.number).toBe(was + 1);
    expect(docOf(document).sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    const head = await readDocumentLogHead(t.database.db, f.org.id);
    expect(document.documentLog).toEqual({ length: head!.length, head: head!.head });
    expect(document.documentLog.length).toBeGreaterThan(before.documentLog.length);
    expect((await schemaValidator())(document)).toBe(true);
  });
});
