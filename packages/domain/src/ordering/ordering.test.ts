import { describe, expect, it } from 'vitest';
import { orderDocuments } from './ordering.js';

const doc = (itemUid: string, featured: boolean, name = itemUid) => ({ itemUid, featured, name });

describe('orderDocuments', () => {
  it('puts featured documents first, each group in the saved item order', () => {
    const documents = [doc('a', false), doc('b', true), doc('c', false), doc('d', true)];
    expect(orderDocuments(documents, ['c', 'd', 'a', 'b']).map((d) => d.itemUid)).toEqual([
      'd',
      'b',
      'c',
      'a',
    ]);
  });

  it('keeps documents of one item together and unlisted items after listed ones, as given', () => {
    const documents = [
      doc('x', false, 'x1'),
      doc('a', false),
      doc('x', false, 'x2'),
      doc('y', false),
    ];
    expect(orderDocuments(documents, ['a']).map((d) => d.name)).toEqual(['a', 'x1', 'x2', 'y']);
    expect(orderDocuments(documents, undefined)).toEqual(documents);
  });
});
