/**
 * The hashed files of the web build are answered from memory, before Fastify's hooks, with the
 * very answer the regular path (@fastify/static behind Helmet, compression and the hooks) gives:
 * status, headers (security headers included) and bytes. Over a real socket: `inject` never goes
 * through the HTTP server the fast path sits in.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useOverHttp, withoutDate } from '../testing/overHttp.js';
import { useTestApp } from '../testing/testApp.js';

const webDist = mkdtempSync(path.join(os.tmpdir(), 'candor-web-dist-'));
const assetsDir = path.join(webDist, 'client', 'assets');
const SCRIPT = 'entry-B7x2kQ9a.js';
const ICON = 'icon-v1.svg';
const script = Buffer.from(
  Array.from({ length: 2000 }, (_, i) => `export const value${i} = ${i * 7};\n`).join(''),
);
mkdirSync(assetsDir, { recursive: true });
writeFileSync(path.join(assetsDir, SCRIPT), script);
writeFileSync(path.join(assetsDir, `${SCRIPT}.br`), brotliCompressSync(script));
writeFileSync(path.join(assetsDir, `${SCRIPT}.gz`), gzipSync(script));
writeFileSync(path.join(assetsDir, ICON), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(path.join(webDist, 'client', 'secret.txt'), 'not an asset');
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

describe('hashed assets answered from memory', () => {
  const t = useTestApp({ config: { webDist } });
  const { get, regularThenRecorded, reachedFastify } = useOverHttp(t);

  it.each([
    ['GET', SCRIPT, 'gzip, deflate, br, zstd'],
    ['GET', SCRIPT, 'gzip'],
    ['GET', SCRIPT, ''],
    ['HEAD', SCRIPT, 'br'],
    ['GET', ICON, 'gzip, deflate, br'],
  ])(
    'answers %s %s (accept-encoding "%s") from memory with the regular headers and bytes',
    async (method, name, acceptEncoding) => {
      const headers: Record<string, string> = acceptEncoding
        ? { 'accept-encoding': acceptEncoding }
        : {};
      const { regular, recorded } = await regularThenRecorded(`/assets/${name}`, headers, method);
      expect(regular.status).toBe(200);
      expect(recorded.status).toBe(200);
      expect(withoutDate(recorded.headers)).toEqual(withoutDate(regular.headers));
      expect(recorded.body.equals(regular.body)).toBe(true);
      // The security headers Helmet sets on every answer are among them.
      expect(recorded.headers['content-security-policy']).toContain("default-src 'self'");
      expect(recorded.headers['x-content-type-options']).toBe('nosniff');
      expect(recorded.headers['cross-origin-resource-policy']).toBe('same-site');
      expect(recorded.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
      if (method === 'HEAD') expect(recorded.body.length).toBe(0);
    },
  );

  it('sends brotli before gzip before the plain file', async () => {
    const bytes = (name: string) => readFileSync(path.join(assetsDir, name));
    for (const [acceptEncoding, encoding, file] of [
      ['gzip, br', 'br', `${SCRIPT}.br`],
      ['gzip, deflate', 'gzip', `${SCRIPT}.gz`],
      ['identity', undefined, SCRIPT],
    ] as const) {
      const { recorded } = await regularThenRecorded(
        `/assets/${SCRIPT}`,
        { 'accept-encoding': acceptEncoding },
        'GET',
      );
      expect(recorded.headers['content-encoding']).toBe(encoding);
      expect(recorded.body.equals(bytes(file))).toBe(true);
    }
  });

  it('answers 404 for a name the build does not have, and never a file outside the folder', async () => {
    const refused = async (url: string) => {
      const before = reachedFastify.length;
      const answer = await get(url);
      expect(answer.body.toString(), url).not.toContain('not an asset');
      expect(answer.headers['content-security-policy'], url).toContain("default-src 'self'");
      // The regular path answered it, as before.
      expect(reachedFastify.length, url).toBe(before + 1);
      return answer.status;
    };
    expect(await refused('/assets/nope-12345678.js')).toBe(404);
    expect(await refused(`/assets/${SCRIPT}/`)).toBe(404);
    for (const url of [
      '/assets/../secret.txt',
      '/assets/%2e%2e/secret.txt',
      '/assets/..%2fsecret.txt',
    ]) {
      expect([403, 404]).toContain(await refused(url));
    }
  });

  it('leaves conditional requests, other methods and a bad Host to the regular path', async () => {
    const { recorded } = await regularThenRecorded(`/assets/${SCRIPT}`, {}, 'GET');
    const etag = String(recorded.headers['etag']);
    expect((await get(`/assets/${SCRIPT}`, { 'if-none-match': etag })).status).toBe(304);
    expect((await get(`/assets/${SCRIPT}`, { range: 'bytes=0-9' })).status).toBe(206);
    expect((await get(`/assets/${SCRIPT}`, {}, 'POST')).status).toBe(404);
    const badHost = await get(`/assets/${SCRIPT}`, { host: 'trust.acme.test:@evil.example' });
    expect(badHost.status).toBe(400);
  });
});
