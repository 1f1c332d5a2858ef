/**
 * An organisation's images (and the catalogue's brand marks and badges) are answered from
 * memory over HTTP, before Fastify's hooks, with the very answer the route gives: status,
 * headers (security headers, nosniff, the SVG's policy, cache-control, ETag) and the verified
 * bytes. A change, a tampered file or a request the recording cannot answer is never served
 * from memory.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildAsset, buildOrg } from '../db/factories.js';
import { assets } from '../db/schema/index.js';
import { notifyPortalChanged } from '../fleet/portalChanges.js';
import { companyCatalogue } from '../companies/companyCatalogue.js';
import { useOverHttp, withoutDate } from '../testing/overHttp.js';
import { usePortalTestApp } from '../testing/portalTestApp.js';

const { t, f } = usePortalTestApp();
const http = useOverHttp(t);

/** Large enough for the compression threshold, so the encodings differ. */
const LARGE_SVG = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20">${'<rect width="20" height="20" fill="#1c7ed6"/>'.repeat(40)}</svg>`,
);

const asset = (contentType: string, bytes: Buffer) =>
  buildAsset(t.database.db, { org: f.org, fileStore: t.fileStore, contentType, bytes });
const assetUrl = (id: string, query = '?v=1') => `/api/share/${f.org.id}/assets/${id}${query}`;

describe('organisation images answered from memory', () => {
  it.each([
    ['GET', 'image/png', '?v=1', 'gzip, deflate, br, zstd'],
    ['GET', 'image/png', '', ''],
    ['GET', 'image/svg+xml', '?v=2', 'gzip, deflate, br, zstd'],
    ['GET', 'image/svg+xml', '', 'gzip'],
    ['HEAD', 'image/svg+xml', '?v=1', 'br'],
  ])(
    'answers %s %s%s (accept-encoding "%s") with the regular headers and bytes',
    async (method, contentType, query, acceptEncoding) => {
      const bytes = contentType === 'image/png' ? Buffer.from('png-bytes-'.repeat(200)) : LARGE_SVG;
      const url = assetUrl((await asset(contentType, bytes)).id, query);
      const headers: Record<string, string> = acceptEncoding
        ? { 'accept-encoding': acceptEncoding }
        : {};
      const { regular, recorded } = await http.regularThenRecorded(url, headers, method);
      expect(regular.status).toBe(200);
      expect(recorded.status).toBe(200);
      expect(withoutDate(recorded.headers)).toEqual(withoutDate(regular.headers));
      expect(recorded.body.equals(regular.body)).toBe(true);
      expect(recorded.headers['content-type']).toBe(contentType);
      expect(recorded.headers['x-content-type-options']).toBe('nosniff');
      expect(recorded.headers['cross-origin-resource-policy']).toBe('same-site');
      expect(recorded.headers['etag']).toMatch(/^"[0-9a-f]{32}"$/);
      expect(recorded.headers['cache-control']).toBe(
        query ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      );
      if (contentType === 'image/svg+xml') {
        expect(recorded.headers['content-security-policy']).toBe(
          "default-src 'none'; style-src 'unsafe-inline'",
        );
      }
      if (method === 'HEAD') expect(recorded.body.length).toBe(0);
    },
  );

  it('replays only the bytes it verified when the stored file is altered, and refuses it once the recording expires', async () => {
    const bytes = Buffer.from('verified-logo-bytes');
    const logo = await asset('image/png', bytes);
    const url = assetUrl(logo.id);
    await http.regularThenRecorded(url);

    const file = path.join(t.fileStore.rootDir, ...logo.storageKey.split('/'));
    fs.writeFileSync(file, Buffer.from('tampered-logo-bytes'));
    const replayed = await http.getSeen(url);
    expect(replayed.reachedFastify).toBe(false);
    expect(replayed.answer.body.equals(bytes)).toBe(true);

    // A second later the route answers again, and checks the bytes again: they are refused.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const checked = await http.getSeen(url);
    expect(checked.reachedFastify).toBe(true);
    expect(checked.answer.status).toBe(500);
    expect(checked.answer.body.includes('tampered')).toBe(false);
  });

  it('never replays an asset after a change is announced, even one recorded meanwhile', async () => {
    const logo = await asset('image/png', Buffer.from('deleted-logo'));
    const url = assetUrl(logo.id);
    await http.regularThenRecorded(url);
    await t.database.db.delete(assets).where(eq(assets.id, logo.id));
    notifyPortalChanged(f.org.id, t.database.db);
    expect((await http.getSeen(url)).answer.status).toBe(404);

    // The change lands while the first request's answer is being recorded (read, not yet kept).
    const other = await asset('image/png', Buffer.from('deleted-while-recorded'));
    const otherUrl = assetUrl(other.id);
    const release = http.holdRecordings();
    expect((await http.get(otherUrl)).status).toBe(200);
    await t.database.db.delete(assets).where(eq(assets.id, other.id));
    notifyPortalChanged(f.org.id, t.database.db);
    release();
    for (let i = 0; i < 5; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await http.get(otherUrl)).status).toBe(404);
    }
  });

  it("leaves conditional requests, cookies, other queries and another organisation's asset to the route", async () => {
    const logo = await asset('image/png', Buffer.from('regular-way-logo'));
    const url = assetUrl(logo.id);
    const { recorded } = await http.regularThenRecorded(url);
    const etag = String(recorded.headers['etag']);

    const revalidated = await http.getSeen(url, { 'if-none-match': etag });
    expect([revalidated.answer.status, revalidated.reachedFastify]).toEqual([304, true]);
    const withCookie = await http.getSeen(url, { cookie: 'candor_session=nope' });
    expect([withCookie.answer.status, withCookie.reachedFastify]).toEqual([200, true]);
    const otherQuery = await http.getSeen(`${url}&x=1`);
    expect(otherQuery.reachedFastify).toBe(true);

    const other = await buildOrg(t.database.db);
    const foreign = await buildAsset(t.database.db, { org: other.org, fileStore: t.fileStore });
    for (let i = 0; i < 3; i++) {
      const answer = await http.getSeen(assetUrl(foreign.id));
      expect([answer.answer.status, answer.reachedFastify]).toEqual([404, true]);
    }
  });
});

describe('brand marks and certification badges answered from memory', () => {
  it.each([
    `/api/companies/stripe/logo.svg?v=${companyCatalogue().version}`,
    '/api/companies/stripe/logo.svg',
    '/api/certification-logos/soc2-type2.svg?v=1',
  ])('answers %s with the regular headers and bytes', async (url) => {
    const headers = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const { regular, recorded } = await http.regularThenRecorded(url, headers);
    expect(regular.status).toBe(200);
    expect(withoutDate(recorded.headers)).toEqual(withoutDate(regular.headers));
    expect(recorded.body.equals(regular.body)).toBe(true);
    expect(recorded.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
  });

  it('leaves an unknown mark to the route', async () => {
    for (let i = 0; i < 3; i++) {
      const answer = await http.getSeen('/api/companies/nope/logo.svg');
      expect([answer.answer.status, answer.reachedFastify]).toEqual([404, true]);
    }
  });
});
