/**
 * The portal's images as the server renders them: the logo on the first screen comes inside the
 * page (a data: URI, so no request of its own), every logo further down loads lazily with its
 * size reserved.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAsset, buildOrg } from '../../db/factories.js';
import { organizations } from '../../db/schema/index.js';
import { seedDemo, type SeedDemoResult } from '../../db/seed/index.js';
import { BROWSER, useTestApp } from '../../testing/testApp.js';

const t = useTestApp();

const page = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: BROWSER });
  expect(response.statusCode, url).toBe(200);
  return response;
};
const imgTags = (html: string) => html.match(/<img\b[^>]*>/g) ?? [];
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;
/** The header's logo: the <img> inside the page's <header>. */
const headerLogo = (html: string) => {
  const header = /<header\b[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
  const [logo] = imgTags(header);
  expect(logo, 'the header shows the logo').toBeDefined();
  return logo!;
};

describe('the demo portal', () => {
  let demo: SeedDemoResult;
  beforeAll(async () => {
    demo = await seedDemo(t.database, { fileStore: t.fileStore, adminPassword: 'demo-password-1' });
  });

  it('inlines the logo of the first screen and loads every logo below it lazily, with its size', async () => {
    const response = await page(`/${demo.orgSlug}`);
    const html = response.body;
    const logo = headerLogo(html);
    expect(attribute(logo, 'src')).toMatch(/^data:image\/svg\+xml,%3Csvg /);
    expect(attribute(logo, 'width')).not.toBeNull();
    expect(attribute(logo, 'height')).not.toBeNull();
    // The page's policy lets the inlined image show.
    const imgSrc = /(?:^|;)\s*img-src ([^;]*)/.exec(
      String(response.headers['content-security-policy']),
    );
    expect(imgSrc?.[1]?.split(' ')).toContain('data:');

    const below = imgTags(html).filter(
      // The banner is the largest paint, loaded eagerly and first (fetchpriority high).
      (tag) => tag !== logo && attribute(tag, 'fetchPriority') !== 'high',
    );
    // Certifications, trusted-by companies, subprocessors (the row of marks and the table).
    expect(below.length).toBeGreaterThanOrEqual(20);
    for (const tag of below) {
      expect(attribute(tag, 'loading'), tag).toBe('lazy');
      expect(attribute(tag, 'decoding'), tag).toBe('async');
      expect(Number(attribute(tag, 'width')), tag).toBeGreaterThan(0);
      expect(Number(attribute(tag, 'height')), tag).toBeGreaterThan(0);
    }
  });
});

describe("an organisation's own logo", () => {
  /** The portal of a new organisation whose logo is `bytes`; answers the header's logo tag. */
  async function portalWithLogo(bytes: Buffer, contentType: string) {
    const { org } = await buildOrg(t.database.db);
    const asset = await buildAsset(t.database.db, {
      org,
      fileStore: t.fileStore,
      bytes,
      contentType,
    });
    await t.database.db
      .update(organizations)
      .set({ logoAssetId: asset.id })
      .where(eq(organizations.id, org.id));
    return headerLogo((await page(`/${org.slug}`)).body);
  }

  it('is inlined sanitized when it is an SVG: nothing in it can run or reach out', async () => {
    const logo = await portalWithLogo(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" onload="alert(1)">' +
          '<script>alert(2)</script><image href="https://tracker.example/x.png"/>' +
          '<rect width="40" height="20" fill="#0a7"/></svg>',
      ),
      'image/svg+xml',
    );
    const src = attribute(logo, 'src')!;
    expect(src).toMatch(/^data:image\/svg\+xml,/);
    const svg = decodeURIComponent(src.slice('data:image/svg+xml,'.length));
    expect(svg).toContain('<rect width="40" height="20" fill="#0a7"');
    expect(svg).not.toMatch(/script|onload|alert|tracker|<image/i);
    expect([attribute(logo, 'width'), attribute(logo, 'height')]).toEqual(['40', '20']);
  });

  it('is inlined as base64 when it is a small PNG, and stays a request of its own when large', async () => {
    const small = await sharp({
      create: { width: 48, height: 24, channels: 4, background: '#0a7f' },
    })
      .png()
      .toBuffer();
    const smallLogo = await portalWithLogo(small, 'image/png');
    expect(attribute(smallLogo, 'src')).toBe(`data:image/png;base64,${small.toString('base64')}`);

    // Noise does not compress: a 96 x 96 logo of it is far over the few kB a page carries.
    const noise = randomBytes(96 * 96 * 3);
    const large = await sharp(noise, { raw: { width: 96, height: 96, channels: 3 } })
      .png()
      .toBuffer();
    const largeLogo = await portalWithLogo(large, 'image/png');
    expect(attribute(largeLogo, 'src')).toMatch(
      /^\/api\/share\/[0-9a-f-]+\/assets\/[0-9a-f-]+\?v=/,
    );
    expect([attribute(largeLogo, 'width'), attribute(largeLogo, 'height')]).toEqual(['96', '96']);
  });
});
