import { describe, expect, it } from 'vitest';
import {
  embeddedDocuments,
  firstDocumentsPage,
  pageOf,
  PORTAL_LIST_PAGE_SIZE,
} from './portalLists.js';

const docs = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}${i}`);

describe("the documents list's first page in the page data", () => {
  const pageSize = PORTAL_LIST_PAGE_SIZE.documents;
  for (const [featuredCount, otherCount] of [
    [0, 30],
    [3, 30],
    [3, 2],
    [pageSize + 4, 5],
    [0, 0],
  ] as const) {
    it(`comes back whole with ${featuredCount} featured and ${otherCount} other documents`, () => {
      const featured = docs('f', featuredCount);
      const all = [...featured, ...docs('d', otherCount)];
      const firstPage = pageOf(all, 1, pageSize).items;
      const rest = embeddedDocuments(featured, firstPage);
      for (const doc of rest) expect(featured).not.toContain(doc);
      expect(firstDocumentsPage(featured, rest)).toEqual(firstPage);
    });
  }
});

describe('pageOf', () => {
  it('gives every entry exactly once across the pages, and empty pages past the end', () => {
    const all = docs('e', 23);
    const pages = [1, 2, 3].map((page) => pageOf(all, page, 10));
    expect(pages.flatMap((p) => p.items)).toEqual(all);
    expect(pages.map((p) => p.items.length)).toEqual([10, 10, 3]);
    expect(pageOf(all, 4, 10)).toEqual({ items: [], page: 4, pageSize: 10, total: 23 });
  });
});
