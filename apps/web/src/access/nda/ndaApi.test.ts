/**
 * The signed NDA's download is named as the server names it: the header is written with
 * `create` from the `content-disposition` package (the server's http/contentDisposition.ts) and
 * read back with its `parse`, one parser for the whole project. A local server answers the POST.
 */
import { create } from 'content-disposition';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fetchSignedNda, SIGNED_NDA_FALLBACK_NAME } from './ndaApi.js';

let header: string | null = null;
let server: Server;
let portalApi: string;

beforeAll(async () => {
  server = createServer((_request, response) => {
    if (header !== null) response.setHeader('content-disposition', header);
    response.end('%PDF-1.7');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  portalApi = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it.each([
  'NDA-Acme-jane@acme.test.pdf',
  'NDA-Zürich AG-jane@zurich.test.pdf',
  'NDA-Отчёт "SOC 2".pdf',
  "NDA-Acme filename*=UTF-8''other.pdf",
])('names the download %s as the server wrote it', async (name) => {
  header = create(name, { type: 'attachment' });
  const { blob, fileName } = await fetchSignedNda(portalApi, 'account-1');
  expect(fileName).toBe(name);
  expect(await blob.text()).toBe('%PDF-1.7');
});

it('falls back to a plain name when the header names none', async () => {
  for (const sent of [null, 'attachment']) {
    header = sent;
    expect((await fetchSignedNda(portalApi, 'account-1')).fileName).toBe(SIGNED_NDA_FALLBACK_NAME);
  }
});
