import { describe, expect, it } from 'vitest';
import { createSearchEngine } from './searchEngine.js';
import {
  packSearchDocs,
  unpackSearchDocs,
  wordCodes,
  wordTexts,
  type SearchDoc,
} from './searchIndex.js';

/** One document of every shape the search key sends, each field with a word of its own. */
const DOCS: SearchDoc[] = [
  {
    id: 'c:enc-1',
    y: 'c',
    t: 'Encryption alphatitle',
    s: 'Data Security',
    b: 'Keys betabody rotated.',
    g: 'gammatag',
    u: 'enc-1',
    k: 'DataSecurity',
  },
  { id: 'i:plain', y: 'i', t: 'Plain item', s: 'Legal', b: '', u: 'plain', k: 'Legal' },
  { id: 'x:risk:0', y: 'x', t: 'Hosting', s: 'Risk', b: 'deltacloud', u: 'risk', k: 'RiskProfile' },
  {
    id: 'd:enc-1:0b4c',
    y: 'd',
    t: 'Whitepaper.pdf',
    s: 'Encryption epsilonsource',
    b: 'Document text',
    u: 'enc-1',
    k: 'DataSecurity',
  },
  { id: 'f:1e2f', y: 'f', t: 'Do you back up?', s: 'FAQs', b: 'Yes, zetaanswer.' },
  {
    id: 'u:3a4b',
    y: 'u',
    t: 'Etasubject incident',
    s: 'Etasubject incident',
    b: 'Resolved.',
    c: 'topic-1',
    at: '2026-11-27T08:00:00.000Z',
  },
  {
    id: 'w:link',
    y: 'w',
    t: 'Status',
    s: 'Acme',
    b: 'status.acme.example thetapath',
    l: 'https://status.acme.example/thetapath',
  },
];

describe('the search key’s packed documents', () => {
  it('unpack, after JSON, to the very documents', () => {
    const sent = JSON.parse(JSON.stringify(packSearchDocs(DOCS))) as ReturnType<
      typeof packSearchDocs
    >;
    expect(unpackSearchDocs(sent)).toEqual(DOCS);
  });

  it('leave out what another field gives: an id of type and item, a source that is the title', () => {
    const packed = packSearchDocs(DOCS);
    expect(packed.y.join('')).toBe('cixdfuw');
    expect(packed.id).toEqual([
      null,
      null,
      'x:risk:0',
      'd:enc-1:0b4c',
      'f:1e2f',
      'u:3a4b',
      'w:link',
    ]);
    expect(packed.s[5]).toBeNull();
  });

  it('find every field’s words once unpacked', () => {
    const engine = createSearchEngine(unpackSearchDocs(packSearchDocs(DOCS)));
    for (const [word, id] of [
      ['alphatitle', 'c:enc-1'],
      ['betabody', 'c:enc-1'],
      ['gammatag', 'c:enc-1'],
      ['deltacloud', 'x:risk:0'],
      ['epsilonsource', 'd:enc-1:0b4c'],
      ['zetaanswer', 'f:1e2f'],
      ['etasubject', 'u:3a4b'],
      ['thetapath', 'w:link'],
    ]) {
      expect(
        engine.search(word!).map((doc) => doc.id),
        word,
      ).toEqual([id]);
    }
  });

  it('send each word once, however many titles and bodies use it', () => {
    const docs: SearchDoc[] = Array.from({ length: 200 }, (_, n) => ({
      id: `f:${n}`,
      y: 'f',
      t: `Question ${n} on encryption`,
      s: 'FAQs',
      b: `Encryption keys are rotated yearly; encryption at rest everywhere (${n}).`,
    }));
    const sent = JSON.stringify(packSearchDocs(docs));
    expect(sent.split('encryption').length - 1).toBe(1);
    expect(sent.split('rotated').length - 1).toBe(1);
    expect(unpackSearchDocs(JSON.parse(sent) as ReturnType<typeof packSearchDocs>)).toEqual(docs);
  });
});

describe('word codes', () => {
  it('give back every text exactly: spaces, punctuation, line breaks, accents, emoji, nothing', () => {
    const texts = [
      '',
      ' ',
      '  two  spaces  ',
      ' leading and trailing ',
      'Line one.\nLine two,\r\n\tindented — done!',
      'Cafe\u0301 café naïve Ünïcödé 北京 ١٢٣',
      'emoji 🔐 between 🔐🔐 words',
      'https://status.acme.example/path?q=1&r=2#x',
      'ISO 27001:2022 / SOC 2 Type II',
      'a\u0000b \ud800 lone',
    ];
    const { codes, words } = wordCodes(texts);
    expect(wordTexts(JSON.parse(JSON.stringify(codes)) as string[], words)).toEqual(texts);
  });

  it('number past one, two and three characters of code (thousands of distinct words)', () => {
    const texts = Array.from({ length: 70_000 }, (_, n) => `w${n.toString(36)} common`);
    const { codes, words } = wordCodes(texts);
    expect(words[0]).toBe('common');
    // The n-th text's own word is the (n + 1)-th most frequent piece; 'common' is the first.
    expect([0, 100, 10_000, 69_999].map((n) => codes[n]!.length - 1)).toEqual([1, 2, 3, 4]);
    expect(wordTexts(codes, words)).toEqual(texts);
  });
});
