/**
 * Semantic search (visitor-portal.md §4 'Search source'), against the test's own
 * OpenAI-compatible server: with the datastore set up, an account member's search is answered by
 * meaning from Ask AI's passages, ranked only among what the member may read; a provider failure
 * falls back to the fuzzy search; an anonymous visitor stays fuzzy and costs no embedding.
 */
import type { SearchDoc, SearchIndexPayload } from '@candor/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openAiProvider } from '../../ai/aiProvider.js';
import { syncOrgPassages } from '../../ai/aiIndex.js';
import {
  buildAccessGrant,
  buildAccount,
  buildAccountMember,
  buildCard,
  buildItem,
  buildMemberSession,
  buildOrg,
} from '../../db/factories.js';
import type { ProductRow } from '../../db/rows.js';
import { orgAiSettings } from '../../db/schema/index.js';
import { fakeAiConfig, startFakeOpenAi } from '../../testing/fakeOpenAi.js';
import { useTestApp } from '../../testing/testApp.js';

const fake = await startFakeOpenAi();
afterAll(() => fake.close());
const ai = fakeAiConfig(fake);
const t = useTestApp({ config: { ai }, jobWorker: false });

let product: ProductRow;
let member: { accountId: string; cookie: string };

beforeAll(async () => {
  const db = t.database.db;
  const built = await buildOrg(db, { slug: 'sem-acme', name: 'Semantic Acme' });
  product = built.product;
  const security = await buildCard(db, { product, kind: 'DataSecurity' });
  await buildItem(db, {
    card: security,
    title: 'Encryption at rest',
    explanation: 'Customer data is protected with encryption at rest. Encryption keys rotate.',
    publicAccess: true,
  });
  await buildItem(db, {
    card: security,
    title: 'Transport security',
    explanation: 'Traffic uses TLS 1.3 encryption between every service and the internet edge.',
    publicAccess: true,
  });
  await buildItem(db, {
    card: security,
    title: 'Backup policy',
    explanation: 'Backups run nightly to a second region.',
    publicAccess: true,
  });
  // Closer to the question than anything the member may read, on a card hidden from them.
  await buildItem(db, {
    card: await buildCard(db, { product, kind: 'Legal', hidden: true }),
    title: 'Encryption escrow',
    explanation: 'Encryption encryption encryption: the escrow of encryption keys.',
    publicAccess: true,
  });
  await db.insert(orgAiSettings).values({
    orgId: built.org.id,
    generativeAiEnabled: true,
    trustCenterAiEnabled: true,
  });
  const account = await buildAccount(db, { org: built.org, name: 'Globex' });
  await buildAccessGrant(db, { account, product });
  const session = await buildMemberSession(db, {
    member: await buildAccountMember(db, { account }),
  });
  member = { accountId: account.id, cookie: session.cookie };
  await syncOrgPassages(db, openAiProvider(ai), built.org.id);
  // Embedding the passages through the fake takes a while on a busy machine.
}, 60_000);

beforeEach(() => {
  fake.mode = 'ok';
});

let requests = 0;
async function search(term: string, as: 'member' | 'anonymous'): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    remoteAddress: `10.1.0.${++requests % 250}`,
    url: `/sem-acme/api/search${as === 'member' ? `?accountId=${member.accountId}` : ''}`,
    headers: as === 'member' ? { cookie: member.cookie } : {},
    payload: { query: { term, filters: { products: [product.id] } } },
  });
}

const resultOf = async (term: string, as: 'member' | 'anonymous') => {
  const response = await search(term, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ result: { matches: SearchDoc[]; source: string } }>().result;
};
const titles = (docs: SearchDoc[]) => docs.map((doc) => doc.t);

describe('semantic search', () => {
  it('answers an account member by meaning, closest first, where letters find nothing', async () => {
    const { matches, source } = await resultOf('enciphered', 'member');
    expect(source).toBe('semantic');
    // 'Encryption at rest' says it twice, 'Transport security' once; the backups not at all.
    expect(titles(matches)).toEqual(['Encryption at rest', 'Transport security']);
    expect(matches[0]).toMatchObject({ y: 'c', s: 'Data Security' });
    // The same word finds nothing by letters.
    expect(await resultOf('enciphered', 'anonymous')).toEqual({ matches: [], source: 'fuse' });
  });

  it('never ranks or returns a hidden item, however close it is', async () => {
    const { matches } = await resultOf('encryption escrow', 'member');
    expect(titles(matches)).not.toContain('Encryption escrow');
    expect(JSON.stringify(matches)).not.toContain('escrow');
    expect(matches.length).toBeGreaterThan(0);
  });

  it('falls back to the fuzzy search when the provider fails, and says nothing of it', async () => {
    fake.mode = 'error';
    const { matches, source } = await resultOf('encryption', 'member');
    expect(source).toBe('fuse');
    expect(titles(matches)).toContain('Encryption at rest');
  });

  it('keeps an anonymous visitor fuzzy: no embedding is asked for', async () => {
    const before = fake.embeddingRequests.length;
    const { matches, source } = await resultOf('backups', 'anonymous');
    expect(source).toBe('fuse');
    expect(titles(matches)).toEqual(['Backup policy']);
    expect(fake.embeddingRequests.length).toBe(before);
  });

  it('tells the browser how to search in the search key', async () => {
    const key = async (cookie?: string, query = '') => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/sem-acme/api/kb/ais?productId=${product.id}${query}`,
        headers: cookie ? { cookie } : {},
      });
      expect(response.statusCode).toBe(200);
      return response.json<SearchIndexPayload>().source;
    };
    expect(await key()).toBe('fuse');
    expect(await key(member.cookie, `&accountId=${member.accountId}`)).toBe('semantic');
  });
});
