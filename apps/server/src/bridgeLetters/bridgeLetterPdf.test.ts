import { describe, expect, it } from 'vitest';
import { pdfText } from '../testing/pdfText.js';
import { renderBridgeLetterPdf } from './bridgeLetterPdf.js';
import { letterBlocks, runsText } from './letterMarkdown.js';

const LETTER = {
  letterEnabled: true,
  letterType: 'SOC 2' as const,
  signerName: 'Ada Lovelace',
  signerTitle: 'Chief Information Security Officer',
  letterContent: [
    '# Bridge letter for our customers',
    '',
    'Our last **SOC 2 Type II** report covered the period ending *June 30, 2026*.',
    '',
    '- No material changes to the control environment',
    '- No significant incidents',
    '',
    '1. Read the [report](https://trust.example.test/soc2)',
    '2. Ask us questions',
    '',
    '<script>alert(1)</script>',
  ].join('\n'),
};

describe('bridge letter PDF', () => {
  it('prints the letter, the signer and the date', async () => {
    const bytes = await renderBridgeLetterPdf({
      letter: LETTER,
      orgName: 'Northwind Cloud',
      date: new Date('2026-11-04T10:00:00Z'),
    });
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfText(bytes)).replace(/\s+/g, ' ');
    expect(text).toContain('Northwind Cloud');
    expect(text).toContain('November 04, 2026');
    expect(text).toContain('SOC 2 Bridge Letter');
    expect(text).toContain('Bridge letter for our customers');
    expect(text).toContain(
      'Our last SOC 2 Type II report covered the period ending June 30, 2026.',
    );
    expect(text).toContain('No material changes to the control environment');
    expect(text).toContain('1.');
    expect(text).toContain('Read the report');
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain('Chief Information Security Officer');
    // Raw HTML is printed as the text it is, never interpreted.
    expect(text).toContain('<script>alert(1)</script>');
    expect(text).not.toContain('**');
  });

  it('prints letters in non-Latin scripts with an embedded font', async () => {
    const bytes = await renderBridgeLetterPdf({
      letter: {
        ...LETTER,
        letterContent: 'Никаких существенных изменений. Καμία αλλαγή. אין שינויים.',
        signerName: 'Жанна Дарк',
      },
      orgName: 'Ωmega GmbH',
      date: new Date('2026-01-15T00:00:00Z'),
    });
    const text = await pdfText(bytes);
    expect(text).toContain('Никаких существенных изменений.');
    expect(text).toContain('Καμία αλλαγή.');
    expect(text).toContain('Жанна Дарк');
    expect(text).toContain('Ωmega GmbH');
    expect(text).toContain('January 15, 2026');
  });
});

describe('letter Markdown', () => {
  it('turns headings, paragraphs, nested lists, quotes, code and rules into blocks', () => {
    const blocks = letterBlocks(
      '## Scope\n\nText with `code`.\n\n- one\n  - nested\n\n> quoted\n\n---\n\n```\nfenced\n```',
    );
    expect(blocks.map((block) => block.type)).toEqual([
      'heading',
      'paragraph',
      'paragraph',
      'paragraph',
      'paragraph',
      'rule',
      'code',
    ]);
    const [heading, , one, nested, quoted] = blocks;
    expect(heading).toMatchObject({ level: 2 });
    expect(one).toMatchObject({ marker: '•', depth: 1 });
    expect(nested).toMatchObject({ marker: '•', depth: 2 });
    expect(quoted).toMatchObject({ quote: true, depth: 1 });
    expect(blocks[1]?.type === 'paragraph' && runsText(blocks[1].runs)).toBe('Text with code.');
  });

  it('keeps only web and mail links', () => {
    const [paragraph] = letterBlocks('[a](javascript:alert(1)) [b](https://example.test)');
    const hrefs = paragraph?.type === 'paragraph' ? paragraph.runs.map((run) => run.href) : [];
    expect(hrefs).not.toContain('javascript:alert(1)');
    expect(hrefs).toContain('https://example.test');
  });
});
