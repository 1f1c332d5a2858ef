import { describe, expect, it } from 'vitest';
import { carriedQuery, readPortalQuery } from './portalQuery.js';

describe('readPortalQuery', () => {
  it('reads well-formed parameters', () => {
    expect(readPortalQuery({ product: 'cloud-platform', itemUid: 'soc2-type2' })).toMatchObject({
      product: 'cloud-platform',
      itemUid: 'soc2-type2',
    });
  });

  it('ignores arrays, markup and oversized values', () => {
    expect(
      readPortalQuery({
        product: ['a', 'b'],
        itemUid: '<script>alert(1)</script>',
        accountId: 'x'.repeat(500),
      }),
    ).toEqual({ product: null, itemUid: null, accountId: null, permissionProfileId: null });
  });

  it('carries only well-formed parameters over a redirect', () => {
    expect(carriedQuery(readPortalQuery({ product: 'cloud', itemUid: '"><x' }))).toBe(
      '?product=cloud',
    );
  });
});
