import { CARD_ICON_MAX_BYTES } from '@candor/domain';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildOrg } from '../../db/factories.js';
import { assets, auditLog, cards, orgFeatures } from '../../db/schema/index.js';
import { errorBodyOf } from '../../testing/errorBody.js';
import { useOverHttp } from '../../testing/overHttp.js';
import { portalViewOf } from '../../testing/portalFixture.js';
import { usePortalTestApp, useStaffSessions } from '../../testing/portalTestApp.js';
import { TEST_BASE_URL } from '../../testing/testApp.js';

const { t, f } = usePortalTestApp();
const http = useOverHttp(t);

const sessions = useStaffSessions(t, f, ['statuspage:edit']);

const iconUrl = (kind = 'DataSecurity', productId = f.product.id) =>
  `/api/trust-center/products/${productId}/cards/${kind}/icon`;
const headers = (cookie: string | undefined, contentType?: string) => ({
  ...(cookie ? { cookie } : {}),
  ...(contentType ? { 'content-type': contentType } : {}),
  origin: TEST_BASE_URL,
  host: new URL(TEST_BASE_URL).host,
});
const upload = (
  bytes: Buffer | string,
  contentType: string,
  cookie = sessions.admin,
  url = iconUrl(),
) => t.app.inject({ method: 'PUT', url, payload: bytes, headers: headers(cookie, contentType) });
const reset = (cookie = sessions.admin, url = iconUrl()) =>
  t.app.inject({ method: 'DELETE', url, headers: headers(cookie) });

const HOSTILE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20" onload="alert(1)">
<script>alert(2)</script><a href="javascript:alert(3)"><rect width="20" height="20" fill="#1c7ed6"/></a>
<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject></svg>`;

const png = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 4, background: '#ff0000' } })
    .png()
    .toBuffer();

const dataSecurityCard = async () =>
  (
    await t.database.db
      .select({ id: cards.id, iconAssetId: cards.iconAssetId })
      .from(cards)
      .where(eq(cards.id, f.cards.dataSecurity.id))
  )[0]!;
const staffPageCard = async (kind: string) => {
  const html = (
    await t.app.inject({ method: 'GET', url: '/acme', headers: { cookie: sessions.admin } })
  ).body;
  return portalViewOf(html)
    .sections.flatMap((section) =>
      'cards' in section ? section.cards : 'card' in section ? [section.card] : [],
    )
    .find((card) => card.kind === kind);
};
const iconAudits = async () =>
  (
    await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.orgId, f.org.id))
  ).filter((row) => row.action.startsWith('card.icon'));

// The first SVG sanitized in a process loads jsdom, which takes seconds on a busy machine.
describe(
  'PUT /api/trust-center/products/{productId}/cards/{kind}/icon',
  { timeout: 30_000 },
  () => {
    it('stores an uploaded SVG sanitized, shows it on the portal, and resets to default', async () => {
      const response = await upload(HOSTILE_SVG, 'image/svg+xml');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        kind: 'DataSecurity',
        contentType: 'image/svg+xml',
        message: 'Card icon saved. The icon may take a few minutes to appear',
      });

      const card = await staffPageCard('DataSecurity');
      expect(card?.iconUrl).toMatch(/^\/api\/share\/.+\/assets\/.+\?v=\d+$/);
      const served = await t.app.inject({ method: 'GET', url: card!.iconUrl! });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/svg+xml');
      expect(served.body).toContain('<rect width="20" height="20" fill="#1c7ed6"/>');
      for (const banned of ['<script', 'onload', 'javascript:', 'foreignObject', 'alert']) {
        expect(served.body).not.toContain(banned);
      }

      // A second upload updates the same icon asset.
      const firstAssetId = (await dataSecurityCard()).iconAssetId;
      const again = await upload(await png(64), 'image/png');
      expect(again.statusCode, again.body).toBe(200);
      expect((await dataSecurityCard()).iconAssetId).toBe(firstAssetId);
      expect(await iconAudits()).toEqual([
        { action: 'card.icon_created' },
        { action: 'card.icon_replaced' },
      ]);

      const resetResponse = await reset();
      expect(resetResponse.statusCode, resetResponse.body).toBe(200);
      expect(resetResponse.json()).toEqual({
        kind: 'DataSecurity',
        message: 'Card icon reset to default',
      });
      expect((await dataSecurityCard()).iconAssetId).toBeNull();
      expect(await t.database.db.select().from(assets).where(eq(assets.id, firstAssetId!))).toEqual(
        [],
      );
      expect((await staffPageCard('DataSecurity'))?.iconUrl).toBeNull();
    });

    it('never serves a replaced or reset icon from memory', async () => {
      await upload(HOSTILE_SVG, 'image/svg+xml');
      const firstUrl = (await staffPageCard('DataSecurity'))!.iconUrl!;
      const first = await t.app.inject({ method: 'GET', url: firstUrl });
      expect(first.headers['content-type']).toBe('image/svg+xml');

      const replaced = await upload(await png(64), 'image/png');
      expect(replaced.statusCode, replaced.body).toBe(200);
      const secondUrl = (await staffPageCard('DataSecurity'))!.iconUrl!;
      for (const url of [firstUrl, secondUrl]) {
        const served = await t.app.inject({ method: 'GET', url });
        expect(served.statusCode, url).toBe(200);
        expect(served.headers['content-type'], url).toBe('image/png');
      }

      expect((await reset()).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: secondUrl })).statusCode).toBe(404);
    });

    it('never replays a replaced or reset icon from memory over HTTP', async () => {
      await upload(HOSTILE_SVG, 'image/svg+xml');
      const url = (await staffPageCard('DataSecurity'))!.iconUrl!;
      const { recorded } = await http.regularThenRecorded(url);
      expect(recorded.headers['content-type']).toBe('image/svg+xml');

      // The very next request after the change's answer: the replaced bytes, then none.
      expect((await upload(await png(64), 'image/png')).statusCode).toBe(200);
      const replaced = await http.get(url);
      expect([replaced.status, replaced.headers['content-type']]).toEqual([200, 'image/png']);
      await http.regularThenRecorded(url);
      expect((await reset()).statusCode).toBe(200);
      expect((await http.get(url)).status).toBe(404);
    });

    it('resizes png (and a png named as svg) to 40x40 by its content', async () => {
      const response = await upload(await png(300), 'image/svg+xml');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ contentType: 'image/png' });
      const card = await staffPageCard('DataSecurity');
      const served = await t.app.inject({ method: 'GET', url: card!.iconUrl! });
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 40, 40]);
      await reset();
    });

    it('creates the card a product never saved (subprocessors) with its icon', async () => {
      const response = await upload(
        HOSTILE_SVG,
        'image/svg+xml',
        sessions.admin,
        iconUrl('Subprocessors'),
      );
      expect(response.statusCode, response.body).toBe(200);
      const [card] = await t.database.db
        .select({ iconAssetId: cards.iconAssetId })
        .from(cards)
        .where(and(eq(cards.productId, f.product.id), eq(cards.kind, 'Subprocessors')));
      expect(card?.iconAssetId).toEqual(expect.any(String));
      expect((await reset(sessions.admin, iconUrl('Subprocessors'))).statusCode).toBe(200);
    });

    describe('refuses, changing nothing', () => {
      const unchanged = async (response: Awaited<ReturnType<typeof upload>>) => {
        expect((await dataSecurityCard()).iconAssetId).toBeNull();
        return errorBodyOf(response);
      };

      it('a file over 1 MB', async () => {
        const big = Buffer.concat([await png(8), Buffer.alloc(CARD_ICON_MAX_BYTES + 1)]);
        const response = await upload(big, 'image/png');
        expect(response.statusCode).toBe(400);
        expect((await unchanged(response)).message).toBe('The custom icon must be 1MB or smaller');
        const huge = await upload(Buffer.alloc(3 * CARD_ICON_MAX_BYTES), 'image/png');
        expect(huge.statusCode).toBe(413);
      });

      it('a file of another type (gif, pdf, text)', async () => {
        const gif = await sharp({
          create: { width: 4, height: 4, channels: 3, background: '#000' },
        })
          .gif()
          .toBuffer();
        for (const bytes of [gif, Buffer.from('%PDF-1.4\n%\u00e2\u00e3'), Buffer.from('hello')]) {
          const response = await upload(bytes, 'image/png');
          expect(response.statusCode).toBe(400);
          expect((await unchanged(response)).message).toBe(
            'The custom icon must be a png, jpeg or svg image',
          );
        }
      });

      it('an empty body, and a png that does not decode', async () => {
        const empty = await upload(Buffer.alloc(0), 'image/png');
        expect(empty.statusCode).toBe(400);
        expect((await unchanged(empty)).message).toBe('Custom icon is required');
        const broken = (await png(8)).subarray(0, 40);
        const response = await upload(broken, 'image/png');
        expect(response.statusCode).toBe(400);
        expect((await unchanged(response)).message).toBe(
          'The custom icon could not be read as an image',
        );
      });

      it('staff without assets:edit (403) and visitors (401)', async () => {
        const response = await upload(HOSTILE_SVG, 'image/svg+xml', sessions.limited);
        expect(response.statusCode).toBe(403);
        await unchanged(response);
        expect((await reset(sessions.limited)).statusCode).toBe(403);
        const visitor = await t.app.inject({
          method: 'PUT',
          url: iconUrl(),
          payload: HOSTILE_SVG,
          headers: { 'content-type': 'image/svg+xml' },
        });
        expect(visitor.statusCode).toBe(401);
      });

      it('when the plan lacks card icon replacement (403 with the upgrade message)', async () => {
        await t.database.db
          .update(orgFeatures)
          .set({ flags: { cardIconReplacement: false } })
          .where(eq(orgFeatures.orgId, f.org.id));
        try {
          const response = await upload(HOSTILE_SVG, 'image/svg+xml');
          expect(response.statusCode).toBe(403);
          expect((await unchanged(response)).message).toBe(
            'Custom card icons are not included in your plan. Upgrade to replace card icons.',
          );
          expect((await reset()).statusCode).toBe(403);
        } finally {
          await t.database.db
            .update(orgFeatures)
            .set({ flags: {} })
            .where(eq(orgFeatures.orgId, f.org.id));
        }
      });

      it("a replace without a product id: 'productId must be defined to replace card icons'", async () => {
        const response = await upload(
          HOSTILE_SVG,
          'image/svg+xml',
          sessions.admin,
          '/api/trust-center/products//cards/DataSecurity/icon',
        );
        expect(response.statusCode).toBe(400);
        expect((await unchanged(response)).message).toBe(
          'productId must be defined to replace card icons',
        );
      });

      it("a card kind without a custom icon, an unknown kind, another organisation's product", async () => {
        const trustedBy = await upload(
          HOSTILE_SVG,
          'image/svg+xml',
          sessions.admin,
          iconUrl('TrustedBy'),
        );
        expect(trustedBy.statusCode).toBe(400);
        expect(errorBodyOf(trustedBy).message).toBe('This card does not allow changing its icon');
        const unknown = await upload(HOSTILE_SVG, 'image/svg+xml', sessions.admin, iconUrl('Nope'));
        expect(unknown.statusCode).toBe(400);
        expect(errorBodyOf(unknown).message).toBe('Unknown card kind');
        const other = await buildOrg(t.database.db);
        const theirs = await upload(
          HOSTILE_SVG,
          'image/svg+xml',
          sessions.admin,
          iconUrl('DataSecurity', other.product.id),
        );
        expect(theirs.statusCode).toBe(404);
        expect(
          await t.database.db.select().from(assets).where(eq(assets.orgId, other.org.id)),
        ).toEqual([]);
      });
    });
  },
);
