/** Writers of the demo's rows, one per kind of content, all inside the seeding transaction. */
import { randomUUID } from 'node:crypto';
import { SECTION_CARD_KIND, type AssetType, type CardKind } from '@candor/domain';
import { addMonths, formatISO, subDays } from 'date-fns';
import { blobColumns, type StagedBlob } from '../../storage/stagedBlob.js';
import { companyCatalogue } from '../../companies/companyCatalogue.js';
import type { Tx } from '../client.js';
import type { CompanyRef } from '../schema/index.js';
import {
  assets,
  cards,
  itemFiles,
  items,
  kbEntries,
  kbEntryProducts,
  subprocessors,
  updateProducts,
  updates,
  updateTopics,
} from '../schema/index.js';
import { KNOWLEDGE_BASE } from './content/knowledgeBase.js';
import { TRUST_UPDATES } from './content/trustUpdates.js';
import type { SeedItem, SeedProduct } from './content/types.js';
import type { Artwork } from './stagedArtwork.js';

export interface RowContext {
  orgId: string;
  now: Date;
  art: Artwork;
  passwordHash: string;
}

export async function insertAssets(
  tx: Tx,
  { orgId, now, art }: RowContext,
  productIds: Map<string, string>,
): Promise<void> {
  const row = (blob: StagedBlob, type: AssetType, productId: string | null = null) => ({
    ...blobColumns(blob),
    orgId,
    productId,
    type,
    isGlobal: productId === null,
    createdAt: now,
  });
  await tx
    .insert(assets)
    .values([
      row(art.logo, 'logo'),
      row(art.favicon, 'favicon'),
      ...[...art.banners].map(([slug, blob]) => row(blob, 'banner', productIds.get(slug))),
      ...[...art.certifications.values()].map((blob) => row(blob, 'certification')),
      ...[...art.companies.values()].map((blob) => row(blob, 'company')),
    ]);
}

/** Card kinds of the 'cards' grid, in the order the product lists them. */
export function gridCardKinds(product: SeedProduct): CardKind[] {
  const sectionKinds = new Set<CardKind>(Object.values(SECTION_CARD_KIND));
  return product.cards.map((card) => card.kind).filter((kind) => !sectionKinds.has(kind));
}

export async function insertCards(
  tx: Tx,
  ctx: RowContext,
  product: SeedProduct,
  productId: string,
  fileIds: Map<string, string>,
): Promise<number> {
  const { orgId, now, art } = ctx;
  let count = 0;
  for (const card of product.cards) {
    const cardId = randomUUID();
    await tx.insert(cards).values({
      id: cardId,
      orgId,
      productId,
      kind: card.kind,
      title: card.title ?? null,
      hidden: card.hidden ?? false,
      displayText: card.displayText ?? null,
      placeholder: card.placeholder ?? null,
      updatedAt: now,
    });
    if (card.items.length === 0) continue;
    const rows = card.items.map((item) =>
      itemRow(item, { orgId, productId, cardId, kind: card.kind, now, art }),
    );
    await tx.insert(items).values(rows);
    count += rows.length;

    const links = card.items.flatMap((item, index) =>
      item.document
        ? [{ itemId: rows[index]!.id, fileId: fileIds.get(item.document.key)!, orgId, position: 0 }]
        : [],
    );
    if (links.length) await tx.insert(itemFiles).values(links);
  }
  return count;
}

function itemRow(
  item: SeedItem,
  at: { orgId: string; productId: string; cardId: string; kind: CardKind; now: Date; art: Artwork },
) {
  const certificationLogo = item.certification
    ? at.art.certifications.get(item.certification)
    : undefined;
  const companyLogo = item.company ? at.art.companies.get(item.company) : undefined;
  return {
    id: randomUUID(),
    orgId: at.orgId,
    productId: at.productId,
    cardId: at.cardId,
    uid: randomUUID(),
    kind: at.kind,
    title: item.title,
    subtitle: item.subtitle ?? null,
    explanation: item.explanation,
    href: item.href ?? null,
    maturity: item.maturity ?? null,
    recurrence: item.recurrence ?? null,
    auditor: item.auditor ?? null,
    expiry:
      item.expiresInMonths === undefined
        ? null
        : formatISO(addMonths(at.now, item.expiresInMonths), { representation: 'date' }),
    type: item.type ?? null,
    // A customer logo is public by nature; other items are restricted unless marked public.
    publicAccess: item.publicAccess ?? item.company !== undefined,
    hidden: item.hidden ?? false,
    enabledState: item.enabledState ?? 'Enabled',
    customOrder: item.customOrder ?? null,
    customUrlSlug: item.customUrlSlug ?? null,
    featured: item.featured ?? false,
    logoKey: item.certification ?? null,
    logoAssetId: certificationLogo?.id ?? companyLogo?.id ?? null,
    company: item.company
      ? { source: 'custom' as const, name: item.company, logoAssetId: companyLogo?.id ?? null }
      : null,
    tags: item.tags ?? [],
    data: item.data ?? {},
    integrations: item.integrations ?? null,
    createdAt: at.now,
    lastModified: at.now,
  };
}

/**
 * A subprocessor as staff would pick it: the company catalogue's entry for its domain (its brand
 * mark, or its initials where the catalogue has none), or the name as typed when it is unknown.
 */
export function catalogueCompanyRef(name: string, domain: string): CompanyRef {
  const known = companyCatalogue().companies.find((company) => company.domain === domain);
  return known
    ? { source: 'brand', name, domain, companyId: known.id }
    : { source: 'custom', name, domain };
}

export async function insertSubprocessors(
  tx: Tx,
  { orgId, now }: RowContext,
  product: SeedProduct,
  productId: string,
): Promise<number> {
  await tx.insert(subprocessors).values(
    product.subprocessors.map((sub, i) => ({
      orgId,
      productId,
      company: catalogueCompanyRef(sub.name, sub.domain),
      purpose: sub.purpose,
      location: sub.location,
      additionalDetails: sub.additionalDetails || null,
      // Older entries first, a day apart, so "recently added" reads naturally.
      createdAt: subDays(now, 400 - i),
    })),
  );
  return product.subprocessors.length;
}

function productIdsFor(slugs: readonly string[] | undefined, productIds: Map<string, string>) {
  return (slugs ?? []).map((slug) => {
    const id = productIds.get(slug);
    if (!id) throw new Error(`Seed content names an unknown product: ${slug}`);
    return id;
  });
}

export async function insertKnowledgeBase(
  tx: Tx,
  { orgId, now }: RowContext,
  productIds: Map<string, string>,
): Promise<number> {
  const entries = KNOWLEDGE_BASE.map((entry) => ({ entry, id: randomUUID() }));
  await tx.insert(kbEntries).values(
    entries.map(({ entry, id }) => {
      const at = subDays(now, entry.daysAgo);
      return {
        id,
        orgId,
        question: entry.question,
        answer: entry.answer,
        sourceType: 'manual',
        sourceName: entry.sourceName ?? null,
        favoritePublic: entry.favoritePublic ?? false,
        accessLevel: entry.accessLevel ?? 'public',
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
  const links = entries.flatMap(({ entry, id }) =>
    productIdsFor(entry.products, productIds).map((productId) => ({
      orgId,
      kbEntryId: id,
      productId,
    })),
  );
  if (links.length) await tx.insert(kbEntryProducts).values(links);
  return KNOWLEDGE_BASE.length;
}

export async function insertTrustUpdates(
  tx: Tx,
  { orgId, now }: RowContext,
  productIds: Map<string, string>,
): Promise<number> {
  for (const topic of TRUST_UPDATES) {
    const topicId = randomUUID();
    // Updates of the same day keep their order: each is a minute after the one before.
    const dates = topic.updates.map((u, i) => subDays(now, u.daysAgo).getTime() + i * 60_000);
    await tx.insert(updateTopics).values({
      id: topicId,
      orgId,
      subject: topic.subject,
      category: topic.category,
      hidden: topic.hidden ?? false,
      isPinned: topic.isPinned ?? false,
      createdAt: new Date(dates[0]!),
    });
    const scoped = productIdsFor(topic.products, productIds);
    const rows = topic.updates.map((u, i) => ({
      id: randomUUID(),
      orgId,
      topicId,
      message: u.message,
      isGlobalProduct: scoped.length === 0,
      createdAt: new Date(dates[i]!),
      updatedAt: new Date(dates[i]!),
    }));
    await tx.insert(updates).values(rows);
    const links = rows.flatMap((row) =>
      scoped.map((productId) => ({ orgId, updateId: row.id, productId })),
    );
    if (links.length) await tx.insert(updateProducts).values(links);
  }
  return TRUST_UPDATES.length;
}
