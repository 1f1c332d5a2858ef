import { describe, expect, it } from 'vitest';
import type { PageRenderer } from '../ssr/pageRenderer.js';
import { usePortalTestApp } from '../testing/portalTestApp.js';
import { BROWSER, testRenderer } from '../testing/testApp.js';

/**
 * A renderer whose pages carry an inline boot script, as the built one does
 * (ssr/loadWebRenderer.ts): every page's Content-Security-Policy must allow it by its hash, and
 * no other inline script.
 */
const HASH = "'sha256-bm90LWEtcmVhbC1oYXNoLWp1c3QtYS10ZXN0LXZhbHVlLg=='";
const render: PageRenderer = Object.assign(
  (page: Parameters<PageRenderer>[0]) => testRenderer(page),
  {
    scriptHashes: [HASH],
  },
);

const { t } = usePortalTestApp({ renderer: render });

const scriptSrcOf = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: BROWSER });
  const policy = String(response.headers['content-security-policy']);
  return { status: response.statusCode, scriptSrc: /script-src ([^;]*)/.exec(policy)?.[1]?.trim() };
};

describe("the pages' CSP allows the renderer's inline boot script by its hash", () => {
  it('on a portal page, a page of its own (sign-in), a missing page and a URL that does not decode', async () => {
    expect(await scriptSrcOf('/acme')).toEqual({ status: 200, scriptSrc: `'self' ${HASH}` });
    expect(await scriptSrcOf('/login')).toEqual({ status: 200, scriptSrc: `'self' ${HASH}` });
    expect(await scriptSrcOf('/acme/no-such-page')).toEqual({
      status: 404,
      scriptSrc: `'self' ${HASH}`,
    });
    expect(await scriptSrcOf('/acme/%E0%A4%A')).toEqual({
      status: 400,
      scriptSrc: `'self' ${HASH}`,
    });
  });
});
