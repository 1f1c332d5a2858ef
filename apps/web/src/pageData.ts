import type { PageData } from '@candor/domain/portal/pageData';
import { PAGE_DATA_ELEMENT_ID } from '@candor/domain/portal/pageData';

export { PAGE_DATA_ELEMENT_ID };
export type { PageData };

/**
 * JSON for a `<script type="application/json">` element. `<`, `>` and `&` are escaped so no
 * string in the data (say a title holding `</script>`) can close the element or open a comment;
 * U+2028/U+2029 are escaped so the text stays valid for any JavaScript parser.
 */
export function serializePageData(page: PageData): string {
  // The items only the HTML carries stay out of the JSON (see PageData).
  const embedded = page.kind === 'portal' ? { kind: page.kind, view: page.view } : page;
  return JSON.stringify(embedded)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Reads the page data the server embedded in the document. */
export function readPageData(doc: Document = document): PageData {
  const element = doc.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) throw new Error(`Missing #${PAGE_DATA_ELEMENT_ID} page data`);
  // The server wrote this JSON from PageData in the same build; checking the whole view again
  // on every hydration would cost more than it could catch.
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions
  return JSON.parse(element.textContent) as PageData;
}
