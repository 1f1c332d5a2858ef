/**
 * Visitor search on the server: the search key (GET …/api/kb/ais) and POST …/api/search answer
 * only what the viewer may read, in every portal mode; bad input is a 4xx or an empty answer.
 */
import { gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PORTAL_ID_MAX_LENGTH,
  SEARCH_LIMITS,
  type SearchDoc,
  type SearchIndexPayload,
  unpackSearchDocs,
} from '@candor/domain';
import { createSearchEngine } from '@candor/domain/search/searchEngine';
import { buildCard, buildItem, buildKbEntry, buildOrg } from '../../db/factories.js';
import { buildGrantedMember } from '../../testing/grantedMember.js';
import type { AccountRow } from '../../db/rows.js';
import { analyticsEvents, files } from '../../db/schema/index.js';
import { NUL_TEXT_MESSAGE } from '../../http/unstorableText.js';
import { errorBodyOf } from '../../testing/errorBody.js';
import { STAFF_EMAIL, STAFF_PASSWORD } from '../../testing/portalFixture.js';
import { usePortalTestApp } from '../../testing/portalTestApp.js';
import { staffRequest } from '../../testing/staffRequest.js';
import { signInAs } from '../../testing/testApp.js';

const { t, f } = usePortalTestApp();

/** Words that appear in exactly one place each. */
const HIDDEN_WORD = 'zanzibarquux';
const PRIVATE_FAQ_WORD = 'quokkaprivate';
const RESTRICTED_TEXT_WORD = 'pangolinsecret';
const OTHER_ORG_WORD = 'initechonly';

let account: AccountRow;
let memberCookie: string;
let staffCookie: string;
let otherProductId: string;

beforeAll(async () => {
  const { db } = t.database;
  await db
    .update(files)
    .set({ extractedText: `Findings of the test: ${RESTRICTED_TEXT_WORD} was fixed.` })
    .where(eq(files.id, f.files.restrictedFile.id));
  await db
    .update(files)
    .set({ extractedText: 'AES-256 encryption of every volume, keys rotated yearly.' })
    .where(eq(files.id, f.files.publicFile.id));
  // The hidden card's item carries the hidden word in its title and text.
  const { items } = await import('../../db/schema/index.js');
  await db
    .update(items)
    .set({ title: `Addendum ${HIDDEN_WORD}`, explanation: `About ${HIDDEN_WORD}.` })
    .where(eq(items.id, f.items.hiddenCardItem.id));
  await db
    .update(items)
    .set({ explanation: 'A yearly test by an outside firm.' })
    .where(eq(items.id, f.items.restrictedItem.id));
  await buildKbEntry(db, {
    org: f.org,
    question: 'Do you encrypt backups?',
    answer: 'Yes, with AES-256.',
  });
  await buildKbEntry(db, {
    org: f.org,
    question: `Is ${PRIVATE_FAQ_WORD} covered?`,
    answer: 'Only for customers.',
    accessLevel: 'private',
  });
  const other = await buildOrg(db, {
    slug: 'initech',
    product: { slug: 'core', name: 'Core' },
  });
  otherProductId = other.product.id;
  const card = await buildCard(db, { product: other.product, kind: 'DataSecurity' });
  await buildItem(db, { card, title: `Initech ${OTHER_ORG_WORD}`, publicAccess: true });

  ({ account, cookie: memberCookie } = await buildGrantedMember(db, {
    org: f.org,
    product: f.product,
    account: { name: 'Globex' },
    member: { email: 'gina@globex.example' },
  }));
  staffCookie = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
});

async function searchKey(query: string, cookie?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/acme/api/kb/ais?productId=${f.product.id}${query}`,
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode).toBe(200);
  const payload = response.json<SearchIndexPayload>();
  return { response, payload, docs: unpackSearchDocs(payload.docs), text: JSON.stringify(payload) };
}

async function search(
  term: string,
  options: { query?: string; cookie?: string; productId?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/acme/api/search${options.query ?? ''}`,
    headers: {
      'content-type': 'application/json',
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    payload: { query: { term, filters: { products: [options.productId ?? f.product.id] } } },
  });
}

const matchesOf = async (term: string, options: Parameters<typeof search>[1] = {}) => {
  const response = await search(term, options);
  expect(response.statusCode).toBe(200);
  return response.json<{ result: { matches: SearchDoc[] } }>().result;
};
const titles = (docs: SearchDoc[]) => docs.map((d) => d.t);

describe('the search key', () => {
  it('lists what an anonymous visitor may find, shared and revalidated by ETag', async () => {
    const { response, docs } = await searchKey('');
    expect(titles(docs)).toEqual(
      expect.arrayContaining(['Encryption at rest', 'Do you encrypt backups?', 'Penetration test']),
    );
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const etag = String(response.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: `/acme/api/kb/ais?productId=${f.product.id}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('is sent compressed to clients that accept it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/acme/api/kb/ais?productId=${f.product.id}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    const payload = JSON.parse(
      gunzipSync(response.rawPayload).toString('utf8'),
    ) as SearchIndexPayload;
    expect(unpackSearchDocs(payload.docs).length).toBeGreaterThan(3);
  });

  it('carries the text of documents the visitor may open, not of restricted ones', async () => {
    const { docs, text } = await searchKey('');
    const whitepaper = docs.find((d) => d.t === 'Encryption whitepaper.pdf');
    expect(whitepaper?.b).toContain('AES-256 encryption');
    // A restricted document's row shows its item's text (the visitor may read the item).
    const pentest = docs.find((d) => d.t === 'Pentest report 2025.pdf');
    expect(pentest?.b).toBe('A yearly test by an outside firm.');
    expect(text).not.toContain(RESTRICTED_TEXT_WORD);
    expect(text).not.toContain(PRIVATE_FAQ_WORD);
  });

  it('gives a member with access the restricted text, privately', async () => {
    const { response, text } = await searchKey(`&accountId=${account.id}`, memberCookie);
    expect(text).toContain(RESTRICTED_TEXT_WORD);
    expect(text).toContain(PRIVATE_FAQ_WORD);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('is 404 for an unknown product or another organisation’s', async () => {
    for (const productId of ['00000000-0000-4000-8000-000000000000', otherProductId, 'x']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/acme/api/kb/ais?productId=${productId}`,
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(OTHER_ORG_WORD);
    }
  });
});

describe('GET /api/kb/ais on the platform host (visitor-portal.md §7)', () => {
  const platformKey = (query: string, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/kb/ais${query}`,
      headers: cookie ? { cookie } : {},
    });

  it('answers staff with their organisation’s content, as their portal page shows it', async () => {
    const response = await platformKey(`?productId=${f.product.id}`, staffCookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const payload = response.json<SearchIndexPayload>();
    expect(titles(unpackSearchDocs(payload.docs))).toContain('Encryption at rest');
    expect(JSON.stringify(payload)).toContain(RESTRICTED_TEXT_WORD);
    expect(JSON.stringify(payload)).not.toContain(OTHER_ORG_WORD);
    // Without a product id: the default product's.
    expect((await platformKey('', staffCookie)).statusCode).toBe(200);
    // Another organisation's product is not theirs.
    expect((await platformKey(`?productId=${otherProductId}`, staffCookie)).statusCode).toBe(404);
  });

  it('is 404 to visitors and members, who name their portal', async () => {
    expect((await platformKey(`?productId=${f.product.id}`)).statusCode).toBe(404);
    expect((await platformKey(`?productId=${f.product.id}`, memberCookie)).statusCode).toBe(404);
  });
});

describe('the viewer’s ids', () => {
  it('are capped as the page caps them (PORTAL_ID_MAX_LENGTH), so a preview address the page reads is no 400 here', async () => {
    const longest = 'p'.repeat(PORTAL_ID_MAX_LENGTH);
    await searchKey(`&permissionProfileId=${longest}`, staffCookie);
    const tooLong = await t.app.inject({
      method: 'GET',
      url: `/acme/api/kb/ais?productId=${f.product.id}&permissionProfileId=${longest}p`,
      headers: { cookie: staffCookie },
    });
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('a hidden item is found in no mode', () => {
  const modes: [string, () => { query: string; cookie?: string }][] = [
    ['public', () => ({ query: '' })],
    ['account-external', () => ({ query: `?accountId=${account.id}`, cookie: memberCookie })],
    ['preview', () => ({ query: `?accountId=${account.id}`, cookie: staffCookie })],
  ];
  for (const [mode, of] of modes) {
    it(`${mode}: neither the search key nor the server search names it`, async () => {
      const { query, cookie } = of();
      const { text } = await searchKey(query.replace('?', '&'), cookie);
      expect(text).not.toContain(HIDDEN_WORD);
      expect(text).not.toContain(OTHER_ORG_WORD);
      const options = cookie ? { query, cookie } : { query };
      expect((await matchesOf(HIDDEN_WORD, options)).matches).toEqual([]);
      expect((await matchesOf(HIDDEN_WORD.slice(0, 6), options)).matches).toEqual([]);
      expect((await search(HIDDEN_WORD, options)).body).not.toContain(HIDDEN_WORD);
    });
  }

  it('main: staff find their hidden item, never another organisation’s', async () => {
    const { text } = await searchKey('', staffCookie);
    expect(text).toContain(HIDDEN_WORD);
    expect(text).not.toContain(OTHER_ORG_WORD);
    expect((await matchesOf(OTHER_ORG_WORD, { cookie: staffCookie })).matches).toEqual([]);
  });
});

describe('POST search', () => {
  it('finds by prefix, weighting titles first', async () => {
    const result = await matchesOf('encry');
    expect(titles(result.matches)).toEqual(
      expect.arrayContaining(['Encryption at rest', 'Do you encrypt backups?']),
    );
  });

  it('finds a document by its extracted text', async () => {
    const result = await matchesOf('rotated yearly');
    expect(titles(result.matches)).toContain('Encryption whitepaper.pdf');
  });

  it('forgives a typo', async () => {
    const result = await matchesOf('Encyrption at rest');
    expect(titles(result.matches)[0]).toBe('Encryption at rest');
  });

  it('answers what the portal’s own search finds in the search key, in the same order', async () => {
    for (const [query, cookie] of [
      ['', undefined],
      [`?accountId=${account.id}`, memberCookie],
    ] as const) {
      const engine = createSearchEngine((await searchKey(query.replace('?', '&'), cookie)).docs);
      const options = cookie ? { query, cookie } : { query };
      for (const term of [
        'encry',
        'Encyrption at rest',
        'aes',
        'test',
        'rest backups',
        'pentest 2025',
      ]) {
        const expected = engine.search(term, SEARCH_LIMITS.serverMatches).map((doc) => doc.id);
        expect(expected.length, term).toBeGreaterThan(0);
        expect(
          (await matchesOf(term, options)).matches.map((doc) => doc.id),
          term,
        ).toEqual(expected);
      }
    }
  });

  it('finds an item added by staff right after the addition’s answer (the cached key is a new one)', async () => {
    const word = 'wombatledger';
    expect((await matchesOf(word)).matches).toEqual([]); // the key and its engine are cached
    const added = await staffRequest(t.app)(
      'POST',
      `/api/trust-center/products/${f.product.id}/cards/DataSecurity/items`,
      staffCookie,
      { title: `Retention ${word}`, explanation: 'Kept a year.', publicAccess: true },
    );
    expect(added.statusCode, added.body).toBe(201);
    expect(titles((await matchesOf(word.slice(0, 6))).matches)).toEqual([`Retention ${word}`]);
    expect((await searchKey('')).text).toContain(word);
  });

  it('refuses 513 characters with a clear message', async () => {
    const response = await search('a'.repeat(513));
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).message).toBe('Search queries can be at most 512 characters.');
    expect((await search('a'.repeat(512))).statusCode).toBe(200);
  });

  it('strips control characters; a NUL is refused like in any text (http/unstorableText.ts)', async () => {
    const result = await matchesOf('encr\u0007\u001fyption');
    expect(titles(result.matches)).toContain('Encryption at rest');
    const nul = await search('encr\u0000yption');
    expect(nul.statusCode).toBe(400);
    expect(errorBodyOf(nul).message).toBe(NUL_TEXT_MESSAGE);
  });

  it('treats SQL and regular-expression metacharacters as text', async () => {
    for (const term of ["'; drop table items; --", '.*(', '\\', '!:* & | <->', '%_', '"']) {
      const response = await search(term);
      expect(response.statusCode).toBe(200);
    }
    expect(titles((await matchesOf("encryption' OR 1=1 --")).matches)).toContain(
      'Encryption at rest',
    );
  });

  it('is 404 for an unknown product or another organisation’s', async () => {
    for (const productId of ['00000000-0000-4000-8000-000000000000', otherProductId]) {
      const response = await search('initech', { productId });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(OTHER_ORG_WORD);
    }
  });
});

describe('search analytics', () => {
  const send = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/acme/api/events/search?productId=${f.product.id}`,
      headers: { 'content-type': 'application/json', ...headers },
      payload,
    });

  it('records searches, entered queries and chosen results of visitors', async () => {
    expect(
      (await send({ event: 'search', source: 'fuse', query: 'SOC 2 ', results: 0 })).statusCode,
    ).toBe(204);
    expect((await send({ event: 'query_entered', query: 'SOC 2', results: 0 })).statusCode).toBe(
      204,
    );
    expect(
      (
        await send({
          event: 'item_selected',
          query: 'encry',
          type: 'i',
          id: `i:${f.items.publicItem.uid}`,
          itemUid: f.items.publicItem.uid,
        })
      ).statusCode,
    ).toBe(204);
    const rows = await t.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.orgId, f.org.id));
    const kinds = rows.map((r) => r.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['search', 'search_query_entered', 'search_item_selected']),
    );
    const entered = rows.find((r) => r.kind === 'search_query_entered');
    expect(entered?.detail).toMatchObject({ query: 'soc 2', results: 0 });
  });

  it("records the results a visitor scrolled into view (§9 'items-viewed'), checked", async () => {
    const seen = await send({ event: 'items_viewed', query: 'Policy ', viewed: 12, results: 30 });
    expect(seen.statusCode).toBe(204);
    const itemsViewed = () =>
      t.database.db
        .select()
        .from(analyticsEvents)
        .where(
          and(eq(analyticsEvents.orgId, f.org.id), eq(analyticsEvents.kind, 'search_items_viewed')),
        );
    const [row] = await itemsViewed();
    expect(row?.detail).toEqual({ query: 'policy', viewed: 12, results: 30 });
    expect(row?.productId).toBe(f.product.id);

    for (const bad of [
      { event: 'items_viewed', query: 'policy', viewed: 31, results: 30 },
      { event: 'items_viewed', query: 'policy', viewed: 0, results: 30 },
      { event: 'items_viewed', query: 'policy', results: 30 },
    ]) {
      const refused = await send(bad);
      expect(refused.statusCode).toBe(400);
    }
    expect(await itemsViewed()).toHaveLength(1);
  });

  it('takes a failed search or answer the browser reports (§8), without counting it', async () => {
    const count = async () =>
      (
        await t.database.db
          .select()
          .from(analyticsEvents)
          .where(eq(analyticsEvents.orgId, f.org.id))
      ).length;
    const before = await count();
    expect((await send({ event: 'failed', call: 'search', status: 400 })).statusCode).toBe(204);
    expect((await send({ event: 'failed', call: 'answer', status: 0 })).statusCode).toBe(204);
    expect((await send({ event: 'failed', call: 'other', status: 500 })).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('refuses cross-site requests and a query past 512 characters', async () => {
    const crossSite = await send(
      { event: 'search', source: 'fuse', query: 'x', results: 1 },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.statusCode).toBe(403);
    const long = await send({
      event: 'search',
      source: 'fuse',
      query: 'a'.repeat(513),
      results: 1,
    });
    expect(long.statusCode).toBe(400);
  });
});
