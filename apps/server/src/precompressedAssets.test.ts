/**
 * Hashed assets are compressed once at build time: the server sends the .br or .gz file beside
 * the asset byte for byte instead of compressing it again on every request.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from './testing/testApp.js';

const webDist = mkdtempSync(path.join(os.tmpdir(), 'candor-web-dist-'));
const assets = path.join(webDist, 'client', 'assets');
const NAME = 'entry-B7x2kQ9a.js';
const source = Buffer.from(
  Array.from({ length: 2000 }, (_, i) => `export const value${i} = ${i * 7};\n`).join(''),
);
mkdirSync(assets, { recursive: true });
writeFileSync(path.join(assets, NAME), source);
writeFileSync(
  path.join(assets, `${NAME}.br`),
  brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
);
writeFileSync(path.join(assets, `${NAME}.gz`), gzipSync(source, { level: 9 }));
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const fileBytes = (name: string) => readFileSync(path.join(assets, name));

describe('precompressed hashed assets', () => {
  const t = useTestApp({ config: { webDist } });

  const get = (acceptEncoding: string) =>
    t.app.inject({
      method: 'GET',
      url: `/assets/${NAME}`,
      headers: { 'accept-encoding': acceptEncoding },
    });

  function expectCacheableVariant(headers: Record<string, unknown>) {
    expect(headers['vary']).toMatch(/accept-encoding/i);
    expect(headers['cache-control']).toMatch(/immutable/);
    expect(headers['cache-control']).toMatch(/max-age=31536000/);
    expect(headers['content-type']).toMatch(/javascript/);
  }

  it('sends the .br file to a client that accepts brotli', async () => {
    const response = await get('gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.equals(fileBytes(`${NAME}.br`))).toBe(true);
    expectCacheableVariant(response.headers);
  });

  it('sends the .gz file to a client that accepts gzip only', async () => {
    const response = await get('gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.equals(fileBytes(`${NAME}.gz`))).toBe(true);
    expectCacheableVariant(response.headers);
  });

  it('sends the raw file to a client that accepts no compression', async () => {
    const response = await get('identity');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(source)).toBe(true);
    expectCacheableVariant(response.headers);
  });
});
