/**
 * The portal's images as the server renders them: the logo on the first screen and the first
 * small item logos come inside the page (data: URIs, so no request of their own), every other
 * logo further down loads lazily with its size reserved.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAsset, buildCard, buildItem, buildOrg } from '../../db/factories.js';
import { organizations } from '../../db/schema/index.js';
import { seedDemo, type SeedDemoResult } from '../../db/seed/index.js';
import { PAGE_IMAGES_BUDGET_CHARS } from '../../presenters/portal/pageImages.js';
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
    // The certification badges near the top are small uploads: the page carries them.
    const section = /<section id="section-certifications"[\s\S]*?<\/section>/.exec(html)?.[0];
    const badges = imgTags(section ?? '');
    expect(badges.length).toBeGreaterThanOrEqual(5);
    for (const badge of badges) expect(attribute(badge, 'src'), badge).toMatch(/^data:image\//);
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

describe("items' logos", () => {
  /** An SVG badge of about 1.5 kB, carrying what sanitizing must take out. */
  const badge = (n: number) =>
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="56" height="56" onload="alert(1)">' +
        `<script>alert(2)</script><circle cx="28" cy="28" r="${n % 28}" fill="#0a7"/>` +
        '<rect x="1" y="1" width="2" height="2" fill="#333"/>'.repeat(28) +
        '</svg>',
    );

  it('come inside the page, sanitized, in page order until its budget is spent; large ones and the rest load lazily', async () => {
    const { db } = t.database;
    const { org, product } = await buildOrg(db);
    const card = await buildCard(db, { product, kind: 'Certifications' });
    // Noise does not compress: far over what a page carries inline.
    const noise = randomBytes(96 * 96 * 3);
    const large = await sharp(noise, { raw: { width: 96, height: 96, channels: 3 } })
      .png()
      .toBuffer();
    const uids: string[] = [];
    for (let n = 0; n < 40; n++) {
      const logo = await buildAsset(db, {
        org,
        fileStore: t.fileStore,
        ...(n === 0 ? { bytes: large, contentType: 'image/png' } : { bytes: badge(n) }),
      });
      const item = await buildItem(db, {
        card,
        title: `Framework ${n}`,
        logoAssetId: logo.id,
        customOrder: n,
      });
      uids.push(item.uid);
    }
    const html = (await page(`/${org.slug}`)).body;
    const srcOf = (uid: string) => {
      const row = new RegExp(`data-item-uid="${uid}"[\\s\\S]*?(<img\\b[^>]*>)`).exec(html);
      return row ? attribute(row[1]!, 'src') : null;
    };
    const shown = uids.map(srcOf).filter((src): src is string => src !== null);
    expect(shown.length, 'the card shows its badges').toBeGreaterThanOrEqual(20);

    // The large first badge stays a request of its own.
    expect(shown[0]).toMatch(/^\/api\/share\/[0-9a-f-]+\/assets\/[0-9a-f-]+\?v=/);
    const inline = shown.slice(1).filter((src) => src.startsWith('data:'));
    expect(inline.length).toBeGreaterThanOrEqual(10);
    // In page order: every badge after the first one left out is left out too.
    expect(shown.slice(1, 1 + inline.length).every((src) => src.startsWith('data:'))).toBe(true);
    expect(shown.length, 'the budget ran out before the last badge').toBeGreaterThan(
      1 + inline.length,
    );
    for (const src of shown.slice(1 + inline.length)) expect(src).toMatch(/^\/api\/share\//);
    const carried = inline.reduce((sum, src) => sum + src.length, 0);
    expect(carried).toBeLessThanOrEqual(PAGE_IMAGES_BUDGET_CHARS);

    const svg = decodeURIComponent(inline[0]!.slice('data:image/svg+xml,'.length));
    expect(svg).toContain('<circle cx="28" cy="28"');
    expect(svg).not.toMatch(/script|onload|alert/i);
  });
});

describe("another organisation's image", () => {
  it('never comes inside a page, even when a company names its asset', async () => {
    const { db } = t.database;
    const owner = await buildOrg(db);
    const ownerCard = await buildCard(db, { product: owner.product, kind: 'Certifications' });
    const logo = await buildAsset(db, { org: owner.org, fileStore: t.fileStore });
    const own = await buildItem(db, { card: ownerCard, logoAssetId: logo.id });
    // The owner's page first: its logo is read and kept.
    const ownerHtml = (await page(`/${owner.org.slug}`)).body;
    const ownRow = new RegExp(`data-item-uid="${own.uid}"[\\s\\S]*?(<img\\b[^>]*>)`);
    expect(attribute(ownRow.exec(ownerHtml)![1]!, 'src')).toMatch(/^data:image\/svg\+xml,/);

    // A company of another organisation names that asset (a company's logo has no foreign key).
    const other = await buildOrg(db);
    const card = await buildCard(db, { product: other.product, kind: 'TrustedBy' });
    const item = await buildItem(db, {
      card,
      title: 'Borrowed Ltd',
      company: { source: 'custom', name: 'Borrowed Ltd', logoAssetId: logo.id },
    });
    const html = (await page(`/${other.org.slug}`)).body;
    const row = new RegExp(`data-item-uid="${item.uid}"[\\s\\S]*?(<img\\b[^>]*>)`).exec(html);
    expect(attribute(row![1]!, 'src')).toBe(
      `/api/share/${other.org.id}/assets/${logo.id}?v=${other.customization.revision}`,
    );
  });
});

describe("frameworks' badges", () => {
  it('come inside the page as Candor draws them, the same drawing its badge address serves', async () => {
    const { db } = t.database;
    const { org, product } = await buildOrg(db);
    const card = await buildCard(db, { product, kind: 'Certifications' });
    const item = await buildItem(db, { card, title: 'SOC 2 Type II', logoKey: 'soc2-type2' });
    const html = (await page(`/${org.slug}`)).body;
    const row = new RegExp(`data-item-uid="${item.uid}"[\\s\\S]*?(<img\\b[^>]*>)`).exec(html);
    const src = attribute(row![1]!, 'src')!;
    expect(src).toMatch(/^data:image\/svg\+xml,/);
    const served = await page('/api/certification-logos/soc2-type2.svg?v=2');
    // As the page spells it: nothing for the HTML to escape, the SVG percent-encoded.
    expect(src).not.toMatch(/[&'"<>]/);
    expect(decodeURIComponent(src.slice('data:image/svg+xml,'.length))).toBe(served.body);
    expect(served.body).toContain('SOC 2');
  });
});
