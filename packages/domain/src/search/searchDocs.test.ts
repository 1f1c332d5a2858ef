import { describe, expect, it } from 'vitest';
import { CARD_KINDS } from '../cards/constants.js';
import {
  SEARCH_GROUP_TITLES,
  SEARCH_TYPE_CODE_LIST,
  SEARCH_TYPE_CODES,
} from './search.constants.js';
import {
  helpWebpageDocs,
  itemSearchDocs,
  itemSearchType,
  webpageSearchDoc,
  type SearchItem,
} from './searchDocs.js';
import { groupSearchRows, rankedRows, searchResultHref } from './searchRows.js';

const item = (kind: SearchItem['kind'], patch: Partial<SearchItem> = {}): SearchItem => ({
  uid: `uid-${kind}`,
  kind,
  title: `${kind} item`,
  subtitle: null,
  explanation: `About ${kind}.`,
  href: null,
  tags: [],
  riskProfile: null,
  ...patch,
});
const location = { basePath: '/acme', productSlug: null };

describe('the result types of §3', () => {
  it('make a security control’s item a Control, never also a Trust Item', () => {
    const [doc, ...rest] = itemSearchDocs('Data Security', item('DataSecurity'));
    expect(rest).toEqual([]);
    expect(doc).toEqual({
      id: 'c:uid-DataSecurity',
      y: 'c',
      t: 'DataSecurity item',
      s: 'Data Security',
      b: 'About DataSecurity.',
      u: 'uid-DataSecurity',
      k: 'DataSecurity',
    });
    expect(SEARCH_GROUP_TITLES[SEARCH_TYPE_CODES[doc!.y]]).toBe('Controls');
    // It opens its item in its card, as a trust item does.
    expect(searchResultHref(location, doc!)).toContain('itemUid=uid-DataSecurity');
  });

  it('give every card kind exactly one type: certifications and reports stay Trust Items', () => {
    for (const kind of CARD_KINDS) expect(['c', 'x', 'i']).toContain(itemSearchType(kind));
    expect(itemSearchType('Certifications')).toBe('i');
    expect(itemSearchType('Reports')).toBe('i');
    expect(itemSearchType('Overview')).toBe('x');
    expect(itemSearchType('IncidentResponse')).toBe('c');
  });

  it('make overview items Facts, and a risk profile one Fact per answered question', () => {
    expect(itemSearchDocs('Overview', item('Overview'))[0]).toMatchObject({ y: 'x' });
    const facts = itemSearchDocs(
      'Risk Profile',
      item('RiskProfile', { riskProfile: { Hosting: 'major_cloud', RecoveryTime: 'hours_12' } }),
    );
    expect(facts.map((f) => [f.y, f.t, f.b, f.s])).toEqual([
      ['x', 'Recovery time', '12 hours', 'Risk Profile'],
      ['x', 'Hosting', 'Major cloud provider', 'Risk Profile'],
    ]);
    expect(new Set(facts.map((f) => f.id)).size).toBe(2);
  });

  it('make product and help links Webpages that open their address; an e-mail is none', () => {
    const page = webpageSearchDoc('l1', 'Status', 'Acme', 'https://status.acme.example/');
    expect(page).toEqual({
      id: 'w:l1',
      y: 'w',
      t: 'Status',
      s: 'Acme',
      b: 'status.acme.example',
      l: 'https://status.acme.example/',
    });
    expect(searchResultHref(location, page!)).toBe('https://status.acme.example/');
    expect(webpageSearchDoc('l2', 'Mail', 'Acme', 'mailto:help@acme.example')).toBeNull();
    const help = helpWebpageDocs({
      id: 'help',
      hidden: false,
      title: 'Help',
      contactSupport: { enabled: true, onClickAction: 'send-email', href: 'mailto:s@acme.example' },
      reportIssue: {
        enabled: true,
        onClickAction: 'direct-to-site',
        href: 'https://acme.example/r',
      },
    });
    expect(help.map((d) => [d.t, d.s, d.l])).toEqual([
      ['Report issue', 'Help', 'https://acme.example/r'],
    ]);
  });

  it('are all on the wire', () => {
    expect([...SEARCH_TYPE_CODE_LIST].sort()).toEqual(Object.keys(SEARCH_TYPE_CODES).sort());
  });

  it('group them under the spec’s names', () => {
    const docs = [
      itemSearchDocs('Data Security', item('DataSecurity')),
      itemSearchDocs('Overview', item('Overview')),
      [webpageSearchDoc('l1', 'Status', 'Acme', 'https://status.acme.example')!],
    ].flat();
    const groups = groupSearchRows(rankedRows(docs.map((doc) => ({ doc, terms: [] }))));
    expect(groups.map((g) => SEARCH_GROUP_TITLES[g.type])).toEqual([
      'Controls',
      'Facts',
      'Webpage',
    ]);
  });
});
