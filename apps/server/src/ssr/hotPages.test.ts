import { setTimeout as sleep } from 'node:timers/promises';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { portalViewOf } from '../testing/portalFixture.js';
import {
  setDataSecurityHidden as setHidden,
  usePortalTestApp,
  useStaffSessions,
} from '../testing/portalTestApp.js';
import { BROWSER, testRenderer } from '../testing/testApp.js';
import type { PageRenderer } from './pageRenderer.js';

/** The real test renderer, counting portal renders and, when asked, taking its time. */
const rendering = { portalRenders: 0, inFlight: 0, delayMs: 0 };
const slowRenderer: PageRenderer = async (page) => {
  if (page.kind !== 'portal') return testRenderer(page);
  rendering.portalRenders += 1;
  rendering.inFlight += 1;
  try {
    if (rendering.delayMs > 0) await sleep(rendering.delayMs);
    return await testRenderer(page);
  } finally {
    rendering.inFlight -= 1;
  }
};

const { t, f } = usePortalTestApp({ renderer: slowRenderer });
const sessions = useStaffSessions(t, f, []);

const visit = (url = '/acme') =>
  t.app.inject({ method: 'GET', url, headers: { ...BROWSER, 'accept-encoding': 'br' } });

const setDataSecurityHidden = (hidden: boolean) => setHidden(t, f, sessions.admin, hidden);

const dataSecurityShown = (html: string) =>
  portalViewOf(html).sections.some(
    (section) =>
      section.id === 'cards' && section.cards.some((card) => card.kind === 'DataSecurity'),
  );

/** A visit of the page, decoded. */
const visitedPage = async () => {
  const response = await visit();
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-encoding']).toBe('br');
  return brotliDecompressSync(response.rawPayload).toString('utf8');
};

describe('pages visitors hit are rendered again as a change arrives', () => {
  it('has the page ready when the change is answered: the next visitor causes no render', async () => {
    rendering.delayMs = 0;
    // However busy the machine, the answer waits for the re-render here (250 ms in production).
    t.app.hotPages.holdMs = 60_000;
    try {
      expect(dataSecurityShown(await visitedPage())).toBe(true);
      const before = rendering.portalRenders;

      await setDataSecurityHidden(true);
      // The page visited (and no other: /acme/mobile was never visited) was rendered again
      // before the answer.
      expect(rendering.portalRenders).toBe(before + 1);
      expect(dataSecurityShown(await visitedPage())).toBe(false);
      expect(rendering.portalRenders).toBe(before + 1);

      await setDataSecurityHidden(false);
      expect(rendering.portalRenders).toBe(before + 2);
      expect(dataSecurityShown(await visitedPage())).toBe(true);
      expect(rendering.portalRenders).toBe(before + 2);
    } finally {
      t.app.hotPages.holdMs = 250;
      await setDataSecurityHidden(false);
    }
  });

  it('never gives the old page after the answer while the re-render runs, and renders it once', async () => {
    rendering.delayMs = 0;
    expect(dataSecurityShown(await visitedPage())).toBe(true);
    const before = rendering.portalRenders;
    // Slower than the answer waits for: the answer comes while the re-render still runs.
    rendering.delayMs = 600;
    try {
      await setDataSecurityHidden(true);
      expect(rendering.inFlight).toBe(1);
      // This visitor waits for that same render, never the page from before the change.
      expect(dataSecurityShown(await visitedPage())).toBe(false);
      expect(rendering.portalRenders).toBe(before + 1);
    } finally {
      rendering.delayMs = 0;
      await setDataSecurityHidden(false);
    }
  });

  it('renders a page once for visitors arriving together, the second waiting for the first', async () => {
    const before = rendering.portalRenders;
    const url = `/acme?itemUid=${f.items.viewOnlyItem.uid}`;
    const [first, second] = await Promise.all([visit(url), visit(url)]);
    expect(first.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(rendering.portalRenders).toBe(before + 1);
  });
});
