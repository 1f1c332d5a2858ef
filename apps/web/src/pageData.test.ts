import { describe, expect, it } from 'vitest';
import { PAGE_DATA_ELEMENT_ID, readPageData, serializePageData } from './pageData.js';
import type { PageData } from './pageData.js';

describe('page data', () => {
  it('round-trips through the JSON element with no raw <, > or &', () => {
    const page: PageData = { kind: 'not_found', message: '</script><!-- & \u2028' };
    const text = serializePageData(page);
    expect(text).not.toMatch(/[<>&\u2028]/);
    const fakeDocument = {
      getElementById: (id: string) => (id === PAGE_DATA_ELEMENT_ID ? { textContent: text } : null),
    } as unknown as Document;
    expect(readPageData(fakeDocument)).toEqual(page);
  });

  it('says so when the element is missing', () => {
    const empty = { getElementById: () => null } as unknown as Document;
    expect(() => readPageData(empty)).toThrow(PAGE_DATA_ELEMENT_ID);
  });
});
