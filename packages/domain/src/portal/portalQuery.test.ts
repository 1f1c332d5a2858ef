import { describe, expect, it } from 'vitest';
import { itemNameKey, parsePortalQuery, patchPortalSearch, portalSearch } from './portalQuery.js';

describe('itemNameKey', () => {
  it('reads an item name the same however a link spells it', () => {
    const title = itemNameKey('SOC 2 Type II');
    for (const spelled of ['soc_2_type_ii', 'soc-2-type-ii', 'SOC 2 Type II', ' soc  2 type ii ']) {
      expect(itemNameKey(spelled), spelled).toBe(title);
    }
    expect(itemNameKey('SOC 2 Type I')).not.toBe(title);
    expect(itemNameKey('Données à caractère personnel')).toBe(
      itemNameKey('donnees_a_caractere_personnel'),
    );
    expect(itemNameKey('個人情報')).not.toBe('');
    expect(itemNameKey('—')).toBe('');
  });
});

describe('parsePortalQuery', () => {
  it('reads the parameters of visitor-portal.md §2', () => {
    const query = parsePortalQuery(
      '?itemUid=soc-2_type-ii&product=cloud+app&tcuUid=5b1c&subscribe=true&loginRequest=true' +
        '&source=documents&subscribeStatus=confirmed&accountId=acc_1&permissionProfileId=pp-2&edit=true',
    );
    expect(query).toMatchObject({
      itemUid: 'soc-2_type-ii',
      tcuUid: '5b1c',
      subscribe: true,
      loginRequest: true,
      requestAccess: false,
      source: 'documents',
      subscribeStatus: 'confirmed',
      accountId: 'acc_1',
      permissionProfileId: 'pp-2',
      edit: true,
    });
  });

  it("reads a product slug's '+' and '%20' both as a space", () => {
    expect(parsePortalQuery('?product=cloud+app').product).toBe('cloud app');
    expect(parsePortalQuery('?product=cloud%20app').product).toBe('cloud app');
  });

  it('keeps a product slug with a dot (the server selected it while the browser dropped it)', () => {
    expect(parsePortalQuery('?product=platform-2.0').product).toBe('platform-2.0');
  });

  it("drops a product slug holding a literal '+', which no link could carry", () => {
    expect(parsePortalQuery('?product=a%2Bb').product).toBeNull();
  });

  it('drops an itemUid the server would not open (the browser used to open it)', () => {
    expect(parsePortalQuery('?itemUid=a.b').itemUid).toBeNull();
    expect(parsePortalQuery(`?itemUid=${'a'.repeat(129)}`).itemUid).toBeNull();
    expect(parsePortalQuery(`?itemUid=${'a'.repeat(128)}`).itemUid).toHaveLength(128);
  });

  it('keeps a signed token longer than 200 characters (a JWT)', () => {
    const jwt = `eyJhbGciOiJIUzI1NiJ9.${'e'.repeat(300)}.sig_-nature`;
    expect(parsePortalQuery(`?byoidJwt=${jwt}&inviteToken=${jwt}`)).toMatchObject({
      byoidJwt: jwt,
      inviteToken: jwt,
    });
  });

  it('reads the first value of a repeated parameter, as the browser does', () => {
    const query = parsePortalQuery('?itemUid=first&itemUid=second&product=a&product=b');
    expect(query.itemUid).toBe('first');
    expect(query.product).toBe('a');
  });

  it('reads malformed values as absent instead of echoing them', () => {
    const query = parsePortalQuery(
      `?itemUid=${encodeURIComponent('<script>')}&product=${encodeURIComponent('"x"')}` +
        `&tcuUid=${'a'.repeat(300)}&subscribe=yes&subscribeStatus=hacked&source=a%20b`,
    );
    expect(query).toMatchObject({
      itemUid: null,
      product: null,
      tcuUid: null,
      subscribe: false,
      subscribeStatus: null,
      source: null,
    });
  });

  it('reads an empty query as nothing asked for', () => {
    const query = parsePortalQuery('');
    expect(Object.values(query).every((value) => value === null || value === false)).toBe(true);
  });
});

describe('patchPortalSearch', () => {
  it('sets, replaces and removes parameters and keeps unknown ones', () => {
    expect(patchPortalSearch('?a=1&itemUid=old', { itemUid: 'new' })).toBe('?a=1&itemUid=new');
    expect(patchPortalSearch('?a=1&itemUid=old', { itemUid: null })).toBe('?a=1');
    expect(patchPortalSearch('', { requestAccess: true, source: 'documents' })).toBe(
      '?requestAccess=true&source=documents',
    );
    expect(patchPortalSearch('?loginRequest=true', { loginRequest: false })).toBe('');
  });

  it("writes a product slug's spaces as '+'", () => {
    expect(portalSearch({ product: 'cloud app' })).toBe('?product=cloud+app');
  });
});

describe('portalSearch of a parsed query (what a redirect carries)', () => {
  it('carries every well-formed parameter and drops the malformed ones', () => {
    const query = parsePortalQuery(
      '?product=cloud+app&itemUid=%22%3E%3Cx&tcuUid=t1&subscribeStatus=confirmed&utm_source=x',
    );
    expect(parsePortalQuery(portalSearch(query))).toEqual({
      ...parsePortalQuery(''),
      product: 'cloud app',
      tcuUid: 't1',
      subscribeStatus: 'confirmed',
    });
    expect(portalSearch(query)).not.toContain('utm_source');
  });
});
