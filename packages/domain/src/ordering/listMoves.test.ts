import { describe, expect, it } from 'vitest';
import {
  applyMove,
  canMove,
  combineOverviewAndCertifications,
  dropEdgeAt,
  dropOnEdge,
  dropOnBoard,
  moveOnBoard,
  positionOf,
  sectionRowAction,
  separateOverviewAndCertifications,
} from './listMoves.js';

const rows = ['a', 'b', 'c', 'd'];

describe('the row menu moves', () => {
  it('moves to top, up, down and to bottom', () => {
    expect(applyMove(rows, 2, 'top')).toEqual(['c', 'a', 'b', 'd']);
    expect(applyMove(rows, 2, 'up')).toEqual(['a', 'c', 'b', 'd']);
    expect(applyMove(rows, 1, 'down')).toEqual(['a', 'c', 'b', 'd']);
    expect(applyMove(rows, 1, 'bottom')).toEqual(['a', 'c', 'd', 'b']);
  });

  it('disables top and up on the first row, down and bottom on the last', () => {
    expect([canMove(0, 4, 'top'), canMove(0, 4, 'up')]).toEqual([false, false]);
    expect([canMove(0, 4, 'down'), canMove(0, 4, 'bottom')]).toEqual([true, true]);
    expect([canMove(3, 4, 'down'), canMove(3, 4, 'bottom')]).toEqual([false, false]);
    expect([canMove(3, 4, 'top'), canMove(3, 4, 'up')]).toEqual([true, true]);
    expect(canMove(0, 1, 'down')).toBe(false);
  });

  it('leaves the list as it is for a disabled move or a row outside it', () => {
    expect(applyMove(rows, 0, 'up')).toEqual(rows);
    expect(applyMove(rows, 3, 'bottom')).toEqual(rows);
    expect(applyMove(rows, 7, 'top')).toEqual(rows);
    expect(applyMove(rows, -1, 'down')).toEqual(rows);
  });

  it('never changes the list it was given', () => {
    const given = [...rows];
    applyMove(given, 3, 'top');
    expect(given).toEqual(rows);
  });
});

describe('drops on the edge of a target row', () => {
  it('reads the top half of a row as its top edge and the rest as its bottom edge', () => {
    const row = { top: 100, height: 40 };
    expect(dropEdgeAt(101, row)).toBe('top');
    expect(dropEdgeAt(119, row)).toBe('top');
    expect(dropEdgeAt(120, row)).toBe('bottom');
    expect(dropEdgeAt(139, row)).toBe('bottom');
  });

  it('puts the row before the target on its top edge and after it on its bottom edge', () => {
    expect(dropOnEdge(rows, 0, 2, 'top')).toEqual(['b', 'a', 'c', 'd']);
    expect(dropOnEdge(rows, 0, 2, 'bottom')).toEqual(['b', 'c', 'a', 'd']);
    expect(dropOnEdge(rows, 3, 1, 'top')).toEqual(['a', 'd', 'b', 'c']);
    expect(dropOnEdge(rows, 3, 1, 'bottom')).toEqual(['a', 'b', 'd', 'c']);
    expect(dropOnEdge(rows, 1, 3, 'bottom')).toEqual(['a', 'c', 'd', 'b']);
    expect(dropOnEdge(rows, 2, 0, 'top')).toEqual(['c', 'a', 'b', 'd']);
  });

  it('changes nothing when dropped on its own edges or next to where it already is', () => {
    expect(dropOnEdge(rows, 1, 1, 'top')).toEqual(rows);
    expect(dropOnEdge(rows, 1, 0, 'bottom')).toEqual(rows);
    expect(dropOnEdge(rows, 1, 2, 'top')).toEqual(rows);
  });

  it('ignores targets outside the list', () => {
    expect(dropOnEdge(rows, 1, 9, 'top')).toEqual(rows);
    expect(dropOnEdge(rows, 1, -1, 'bottom')).toEqual(rows);
    expect(dropOnEdge(rows, 9, 1, 'bottom')).toEqual(rows);
  });
});

describe('the board of the documents dialog (featured and non-featured columns)', () => {
  const board = [
    ['a', 'b'],
    ['c', 'd'],
  ];

  it('finds a row and ignores values it does not hold', () => {
    expect(positionOf(board, 'd')).toEqual({ column: 1, index: 1 });
    expect(positionOf(board, 'z')).toBeNull();
  });

  it('moving into the other column changes its column, on the edge of the target row', () => {
    expect(dropOnBoard(board, 'c', { column: 0, index: 0, edge: 'bottom' })).toEqual([
      ['a', 'c', 'b'],
      ['d'],
    ]);
    expect(dropOnBoard(board, 'a', { column: 1, index: 0, edge: 'top' })).toEqual([
      ['b'],
      ['a', 'c', 'd'],
    ]);
  });

  it('drops at the end of a column, even an empty one', () => {
    expect(dropOnBoard([['a'], []], 'a', { column: 1, end: true })).toEqual([[], ['a']]);
  });

  it('moves within a column as a single list does', () => {
    expect(dropOnBoard(board, 'a', { column: 0, index: 1, edge: 'bottom' })).toEqual([
      ['b', 'a'],
      ['c', 'd'],
    ]);
    expect(moveOnBoard(board, 'd', 'top')).toEqual([
      ['a', 'b'],
      ['d', 'c'],
    ]);
  });

  it('ignores unknown values, columns and rows outside a column', () => {
    expect(dropOnBoard(board, 'z', { column: 0, end: true })).toEqual(board);
    expect(dropOnBoard(board, 'a', { column: 5, end: true })).toEqual(board);
    expect(dropOnBoard(board, 'a', { column: 1, index: 9, edge: 'top' })).toEqual(board);
    expect(moveOnBoard(board, 'z', 'top')).toEqual(board);
  });

  it('never changes the board it was given', () => {
    const given = board.map((column) => [...column]);
    dropOnBoard(given, 'a', { column: 1, end: true });
    expect(given).toEqual(board);
  });
});

describe('combining and separating Overview and Certifications', () => {
  it('offers combine on Overview and Certifications and separate on the combined row', () => {
    expect(sectionRowAction('overview')).toBe('combine');
    expect(sectionRowAction('certifications')).toBe('combine');
    expect(sectionRowAction('overview_and_certifications')).toBe('separate');
    expect(sectionRowAction('documents')).toBeNull();
  });

  it('combines into one row where the first of the two was', () => {
    expect(
      combineOverviewAndCertifications(['help', 'certifications', 'cards', 'overview']),
    ).toEqual(['help', 'overview_and_certifications', 'cards']);
  });

  it('separates into Overview then Certifications in the combined row’s place', () => {
    expect(
      separateOverviewAndCertifications(['help', 'overview_and_certifications', 'cards']),
    ).toEqual(['help', 'overview', 'certifications', 'cards']);
  });

  it('round-trips and leaves lists without the rows alone', () => {
    const order = ['cards', 'overview', 'certifications', 'help'] as const;
    expect(separateOverviewAndCertifications(combineOverviewAndCertifications(order))).toEqual(
      order,
    );
    expect(combineOverviewAndCertifications(['cards', 'help'])).toEqual(['cards', 'help']);
    expect(separateOverviewAndCertifications(['cards', 'help'])).toEqual(['cards', 'help']);
  });
});
