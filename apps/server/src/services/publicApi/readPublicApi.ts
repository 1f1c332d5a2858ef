/**
 * The public read API's lists (`/api/v1/orgs/{slug}/…`): what the caller (an anonymous visitor,
 * or an API token's member with their grants) sees on the product's page, presented by the
 * page's own presenters, so the API can never show more than `canSee` lets the page show.
 * Each list has a fixed order ending with a unique key; the cursor carries the last row's key.
 */
import { DomainError, portalCards, type ItemView, type SectionOf } from '@candor/domain';
import {
  PUBLIC_API_LIMIT,
  PUBLIC_API_MESSAGES,
  type PublicApiPage,
  type PublicApiResource,
  type PublicApiRow,
} from '@candor/domain/portal/publicApi.schema';
import { cardViewsOf } from '../../presenters/portal/cardViews.js';
import { presentDocuments, presentTopics } from '../../presenters/portal/presentLists.js';
import { presentedPortal, type PortalListInput, type Presented } from '../portal/getPortalList.js';
import type { RequestContext } from '../serviceContext.js';

interface Listing<R extends PublicApiResource> {
  rows: (presented: Presented) => PublicApiRow<R>[];
  /** The sort key, unique per row (its id last). */
  key: (row: PublicApiRow<R>) => string[];
  /** Newest first: the first part of the key descending. */
  descending?: boolean;
}

const itemRow = (item: ItemView): PublicApiRow<'items'> => ({
  uid: item.uid,
  card: item.kind,
  title: item.title,
  subtitle: item.subtitle,
  type: item.type,
  restricted: item.restricted,
  public: item.publicAccess,
  lastModified: item.lastModified,
  url: item.shareUrl,
});

const pageItems = ({ sections }: Presented): ItemView[] =>
  [...portalCards(sections)].flatMap((card) => card.items);

const sectionOf = <Id extends 'subprocessors' | 'trust_center_updates'>(
  { sections }: Presented,
  id: Id,
): SectionOf<Id> | undefined =>
  sections.find((section): section is SectionOf<Id> => section.id === id);

const LISTINGS: { [R in PublicApiResource]: Listing<R> } = {
  items: { rows: (p) => pageItems(p).map(itemRow), key: (row) => [row.title, row.uid] },
  certifications: {
    rows: (p) =>
      pageItems(p)
        .filter((item) => item.kind === 'Certifications')
        .map((item) => ({ ...itemRow(item), auditor: item.auditor, expiry: item.expiry })),
    key: (row) => [row.title, row.uid],
  },
  documents: {
    rows: ({ content, ctx, canEdit }) => {
      const sha256 = new Map(content.itemFiles.map((file) => [file.fileId, file.sha256]));
      return presentDocuments(content, cardViewsOf(content, ctx, canEdit)).map((document) => ({
        id: document.fileId,
        title: document.name,
        item: { uid: document.itemUid, title: document.itemTitle, card: document.cardKind },
        contentType: document.contentType,
        size: document.size,
        sha256: document.generated ? null : (sha256.get(document.fileId) ?? null),
        createdAt: document.createdAt,
        public: document.publicAccess,
        downloadable: document.downloadUrl !== null,
        downloadUrl: document.downloadUrl,
        viewUrl: document.viewUrl,
      }));
    },
    // A file linked to two items is listed under each.
    key: (row) => [row.title, row.id, row.item.uid],
  },
  subprocessors: {
    rows: (p) =>
      (sectionOf(p, 'subprocessors')?.subprocessors ?? []).map((row) => ({
        id: row.id,
        name: row.company.name,
        domain: row.company.domain,
        purpose: row.purpose,
        location: row.location,
        details: row.additionalDetails,
      })),
    key: (row) => [row.name, row.id],
  },
  updates: {
    rows: (p) =>
      sectionOf(p, 'trust_center_updates')
        ? presentTopics(p.content, p.ctx).map((topic) => ({
            id: topic.id,
            subject: topic.subject,
            category: topic.category,
            pinned: topic.isPinned,
            createdAt: topic.createdAt,
            updates: topic.updates.map(({ id, message, html, createdAt, updatedAt }) => ({
              id,
              message,
              html,
              createdAt,
              updatedAt,
            })),
          }))
        : [],
    key: (row) => [row.createdAt, row.id],
    descending: true,
  },
};

const badCursor = () => new DomainError('bad_request', PUBLIC_API_MESSAGES.cursor);

function encodeCursor(resource: PublicApiResource, key: string[]): string {
  return Buffer.from(JSON.stringify([resource, ...key])).toString('base64url');
}

function decodeCursor(resource: PublicApiResource, cursor: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(parsed) || parsed[0] !== resource || parsed.length < 2) throw badCursor();
  const key: unknown[] = parsed.slice(1);
  if (!key.every((part): part is string => typeof part === 'string')) throw badCursor();
  return key;
}

function compareKeys(a: string[], b: string[], descending: boolean): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? '';
    const y = b[i] ?? '';
    if (x === y) continue;
    const order = x < y ? -1 : 1;
    return descending && i === 0 ? -order : order;
  }
  return 0;
}

export interface PublicApiInput extends PortalListInput {
  limit?: number | undefined;
  cursor?: string | undefined;
  /** The list's own address (path and the query to keep), for `next`. */
  nextUrl: (cursor: string) => string;
}

/** One page of a list for the request's caller. */
export async function readPublicApi<R extends PublicApiResource>(
  context: RequestContext,
  resource: R,
  input: PublicApiInput,
): Promise<PublicApiPage<R>> {
  const listing: Listing<R> = LISTINGS[resource];
  const after = input.cursor === undefined ? null : decodeCursor(resource, input.cursor);
  const limit = input.limit ?? PUBLIC_API_LIMIT.default;
  const descending = listing.descending ?? false;
  const sorted = listing
    .rows(await presentedPortal(context.db, input))
    .map((row) => ({ row, key: listing.key(row) }))
    .sort((a, b) => compareKeys(a.key, b.key, descending));
  const rest = after ? sorted.filter((r) => compareKeys(r.key, after, descending) > 0) : sorted;
  const shown = rest.slice(0, limit);
  const last = shown.at(-1);
  return {
    data: shown.map((r) => r.row),
    next: rest.length > limit && last ? input.nextUrl(encodeCursor(resource, last.key)) : null,
  };
}
