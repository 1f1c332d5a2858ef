import { describe, expect, test } from 'vitest';
import { countSpecMessages, messagePattern, withoutComments } from './check-spec.mjs';

const messages = [
  { text: 'Card hidden in Trust Center', from: ['visitor-portal §8'] },
  { text: 'Copied {type} to clipboard', from: ['staff-content §8'] },
  { text: "Subscribe to {org}'s updates", from: ['visitor-portal §2'] },
  { text: 'Failed to download N document(s)', from: ['staff-content §8'] },
  { text: 'Done', from: ['visitor-portal §2'] },
  { text: 'Only in a comment', from: ['visitor-portal §8'] },
];

const sources = [
  {
    path: 'packages/domain/src/messages.ts',
    text: [
      "// 'Only in a comment' is not shown anywhere.",
      'export const CARD_MESSAGES = {',
      "  hidden: 'Card hidden in Trust Center',",
      '};',
      '/* Done: not this one either. */',
      'export const copiedToClipboard = (type: string) => `Copied ${type} to clipboard`;',
      'export const failed = (n: number) => `Failed to download ${n} document(s)`;',
    ].join('\n'),
  },
  {
    path: 'apps/web/src/Subscribe.tsx',
    text: "<Modal title={`Subscribe to ${org}'s updates`}>\n  <Button>\n    Done\n  </Button>",
  },
];

const tests = [
  { path: 'e2e/cards.spec.ts', text: "await expect(page.getByText('Copied link to clipboard'));" },
  { path: 'apps/web/src/Card.test.tsx', text: 'expect(snack).toBe(CARD_MESSAGES.hidden);' },
];

describe('check-spec', () => {
  test('counts the texts the source holds and those a test uses, by text or by name', () => {
    const result = countSpecMessages(messages, sources, tests);
    expect(result).toMatchObject({ total: 6, found: 5, tested: 2 });
    expect(result.missing.map((row) => row.text)).toEqual(['Only in a comment']);
    expect(result.untested.map((row) => row.text)).toEqual([
      "Subscribe to {org}'s updates",
      'Failed to download N document(s)',
      'Done',
    ]);
  });

  test('a placeholder matches a value; a word is matched whole, not inside another', () => {
    expect(messagePattern('Copied {type} to clipboard').test('Copied key to clipboard')).toBe(true);
    expect(messagePattern('Done').test('isDone')).toBe(false);
  });

  test('comments go, strings stay (a // inside a string is no comment)', () => {
    expect(withoutComments("const a = 'x // y'; // gone\n/* gone */ b")).toBe(
      "const a = 'x // y'; \n  b",
    );
  });
});
