import { parsePortalQuery } from '@candor/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carriedQuery, readPortalQuery } from './portalQuery.js';

/** The query as Fastify parses it from a real request, so the test covers its parser too. */
const app = Fastify();
app.get('/q', async (request) => readPortalQuery(request.query));
beforeAll(() => app.ready());
afterAll(() => app.close());

const serverReads = async (search: string) =>
  (await app.inject({ method: 'GET', url: `/q${search}` })).json<
    ReturnType<typeof readPortalQuery>
  >();

describe('the server reads the portal query as the browser does', () => {
  it.each([
    '?product=cloud+app&itemUid=soc2-type2',
    '?product=cloud%20app',
    '?product=platform-2.0&tcuUid=t1',
    '?itemUid=first&itemUid=second',
    '?itemUid=a.b&accountId=acc_1&permissionProfileId=pp-1',
    `?byoidJwt=eyJhbGciOiJIUzI1NiJ9.${'e'.repeat(300)}.sig`,
    '?subscribe=true&subscribeStatus=blocked&source=documents&edit=true',
    `?itemUid=${encodeURIComponent('<script>')}&product=${encodeURIComponent('"x"')}`,
  ])('%s', async (search) => {
    expect(await serverReads(search)).toEqual(parsePortalQuery(search));
  });
});

describe('carriedQuery', () => {
  it('carries every well-formed parameter over a redirect, and no malformed one', async () => {
    const query = await serverReads('?product=cloud&itemUid=%22%3E%3Cx&tcuUid=t1&subscribe=true');
    expect(carriedQuery(query)).toBe('?product=cloud&tcuUid=t1&subscribe=true');
  });
});
