/**
 * The bytes the demo stores (logo, favicon, banners, badges, company logos, PDF documents),
 * rendered up front with the ids and storage keys the rows will refer to.
 */
import { subDays } from 'date-fns';
import { stageBlob, type StagedBlob } from '../../storage/stagedBlob.js';
import { bannerWebp, faviconPng, logoSvg } from './artwork/brand.js';
import { CERTIFICATION_BADGES, certificationBadgeSvg } from './artwork/certificationBadges.js';
import { companyLogoSvg } from './artwork/companyLogos.js';
import { NORTHWIND, NORTHWIND_PRODUCTS } from './content/northwind.js';
import type { SeedDocument } from './content/types.js';
import { renderDocumentPdf } from './documentPdf.js';

/** Everything the seed stores as bytes, keyed the way the rows refer to it. */
export interface Artwork {
  logo: StagedBlob;
  favicon: StagedBlob;
  banners: Map<string, StagedBlob>;
  certifications: Map<string, StagedBlob>;
  companies: Map<string, StagedBlob>;
  documents: Map<string, { blob: StagedBlob; document: SeedDocument }>;
}

export async function prepareArtwork(orgId: string, now: Date): Promise<Artwork> {
  const svg = (text: string) => stageBlob(orgId, 'asset', Buffer.from(text), 'image/svg+xml');
  const png = (bytes: Buffer) => stageBlob(orgId, 'asset', bytes, 'image/png');
  const webp = (bytes: Buffer) => stageBlob(orgId, 'asset', bytes, 'image/webp');

  const banners = new Map<string, StagedBlob>();
  for (const product of NORTHWIND_PRODUCTS) {
    banners.set(product.slug, webp(await bannerWebp(product.banner)));
  }
  const certifications = new Map(
    CERTIFICATION_BADGES.map((badge) => [badge.id, svg(certificationBadgeSvg(badge))]),
  );
  // Subprocessors are well-known companies: they show the catalogue's marks (demoRows.ts).
  const companyNames = new Set<string>();
  const documents = new Map<string, { blob: StagedBlob; document: SeedDocument }>();
  for (const product of NORTHWIND_PRODUCTS) {
    for (const item of product.cards.flatMap((card) => card.items)) {
      if (item.company) companyNames.add(item.company);
      if (item.document && !documents.has(item.document.key)) {
        const bytes = await renderDocumentPdf({
          orgName: NORTHWIND.name,
          document: item.document,
          issuedAt: subDays(now, 30),
        });
        documents.set(item.document.key, {
          blob: stageBlob(orgId, 'file', bytes, 'application/pdf'),
          document: item.document,
        });
      }
    }
  }
  const companies = new Map([...companyNames].map((name) => [name, svg(companyLogoSvg(name))]));
  return {
    logo: svg(logoSvg(NORTHWIND.name)),
    favicon: png(await faviconPng()),
    banners,
    certifications,
    companies,
    documents,
  };
}

export function allBlobs(art: Artwork): StagedBlob[] {
  return [
    art.logo,
    art.favicon,
    ...art.banners.values(),
    ...art.certifications.values(),
    ...art.companies.values(),
    ...[...art.documents.values()].map((d) => d.blob),
  ];
}
