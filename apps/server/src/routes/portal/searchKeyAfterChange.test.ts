import { unpackSearchDocs, type SearchIndexPayload } from '@candor/domain';
import { PgSelectBuilder } from 'drizzle-orm/pg-core';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { items } from '../../db/schema/index.js';
import {
  setDataSecurityHidden as setHidden,
  usePortalTestApp,
  useStaffSessions,
} from '../../testing/portalTestApp.js';

const { t, f } = usePortalTestApp();
const sessions = useStaffSessions(t, f, []);

const keyUrl = () => `/acme/api/kb/ais?productId=${f.product.id}`;

/** The search key as an anonymous visitor's browser fetches it (brotli), decoded. */
const searchKey = async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: keyUrl(),
    headers: { 'accept-encoding': 'br' },
  });
  expect(response.statusCode).toBe(200);
  const payload = JSON.parse(
    brotliDecompressSync(response.rawPayload).toString('utf8'),
  ) as SearchIndexPayload;
  return unpackSearchDocs(payload.docs);
};

/** An anonymous visitor's server search (POST …/api/search): the kinds of the items it found. */
const searchedKinds = async (term: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/acme/api/search',
    payload: { query: { term, filters: { products: [f.product.id] } } },
  });
  expect(response.statusCode, response.body).toBe(200);
  const { matches } = response.json<{ result: { matches: { k?: string }[] } }>().result;
  return matches.map((doc) => doc.k);
};

const setDataSecurityHidden = (hidden: boolean) => setHidden(t, f, sessions.admin, hidden);

/**
 * Reads of the items table while `run` runs (drizzle's select builder, passed through): building
 * a search key reads them, answering from a key kept in memory does not.
 */
const itemReadsDuring = async (run: () => Promise<unknown>) => {
  const from = vi.spyOn(PgSelectBuilder.prototype, 'from');
  try {
    await run();
    return from.mock.calls.filter(([table]) => table === items).length;
  } finally {
    from.mockRestore();
  }
};

afterEach(async () => {
  t.app.hotPages.holdMs = 250;
  await setDataSecurityHidden(false);
});

describe('the search key anonymous visitors use is built again as a change arrives', () => {
  it('has the key ready when the change is answered, and the key and the search see the change', async () => {
    // However busy the machine, the answer waits for the rebuild here (250 ms in production).
    t.app.hotPages.holdMs = 60_000;
    const kinds = (docs: { k?: string }[]) => docs.map((doc) => doc.k);
    expect(kinds(await searchKey())).toContain('DataSecurity');
    expect(await itemReadsDuring(searchKey)).toBe(0);

    await setDataSecurityHidden(true);
    let docs: { k?: string }[] = [];
    expect(
      await itemReadsDuring(async () => {
        docs = await searchKey();
      }),
    ).toBe(0);
    expect(kinds(docs)).not.toContain('DataSecurity');
    expect(kinds(docs).length).toBeGreaterThan(0);
    expect(await searchedKinds('encryption')).not.toContain('DataSecurity');
  });

  it('builds the key again for a visitor who only searched on the server', async () => {
    t.app.hotPages.holdMs = 60_000;
    expect(await searchedKinds('encryption')).toContain('DataSecurity');
    expect(await itemReadsDuring(() => searchedKinds('encryption'))).toBe(0);
    await setDataSecurityHidden(true);
    // The search right after the answer finds the key built.
    let found: (string | undefined)[] = [];
    expect(
      await itemReadsDuring(async () => {
        found = await searchedKinds('encryption');
      }),
    ).toBe(0);
    expect(found).not.toContain('DataSecurity');
  });
});
