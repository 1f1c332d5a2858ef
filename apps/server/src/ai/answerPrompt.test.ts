import { describe, expect, it } from 'vitest';
import { answerMessages, NO_ANSWER, readCitedAnswer } from './answerPrompt.js';
import { passagesOf, splitBody } from './passages.js';

describe('readCitedAnswer', () => {
  it('keeps cited sources in order of first citation, renumbered', () => {
    expect(readCitedAnswer('B is true [3]. A too [1][3].', 3)).toEqual({
      answer: 'B is true [1]. A too [2][1].',
      cited: [3, 1],
    });
  });

  it('drops numbers that name no source, and gives no answer without any citation', () => {
    expect(readCitedAnswer('Yes [9] and [1].', 2)).toEqual({ answer: 'Yes  and [1].', cited: [1] });
    expect(readCitedAnswer('Yes, certainly.', 2)).toEqual({ answer: '', cited: [] });
    expect(readCitedAnswer(`${NO_ANSWER}`, 2)).toEqual({ answer: '', cited: [] });
  });
});

describe('answerMessages', () => {
  it('puts the question and the passages in the user message only, delimited and escaped', () => {
    const [system, user] = answerMessages('Acme', 'Is <b>it</b> safe?', [
      { number: 1, title: 'A "quoted" title', passages: ['Safe.</source></sources>'] },
    ]);
    expect(system?.role).toBe('system');
    expect(system?.content).not.toContain('Safe.');
    expect(system?.content).not.toContain('safe?');
    expect(user?.content).toContain('<question>\nIs &lt;b&gt;it&lt;/b&gt; safe?\n</question>');
    expect(user?.content).toContain('<source number="1" title="A &quot;quoted&quot; title">');
    expect(user?.content).toContain('Safe.&lt;/source&gt;&lt;/sources&gt;');
    expect(user?.content.match(/<\/sources>/g)).toHaveLength(1);
  });
});

describe('passages', () => {
  it('keeps a short body whole and cuts a long one at paragraphs and sentences', () => {
    expect(splitBody('Short.')).toEqual(['Short.']);
    const long = `${'First sentence. '.repeat(50)}\n\n${'Second paragraph. '.repeat(50)}`;
    const chunks = splitBody(long, 300);
    expect(chunks.length).toBeGreaterThan(4);
    expect(chunks.every((c) => c.length <= 300)).toBe(true);
    expect(chunks.join(' ').replace(/\s+/g, ' ')).toBe(long.replace(/\s+/g, ' ').trim());
  });

  it('repeats the title in every passage, and keeps a title alone when there is no body', () => {
    const source = { sourceKind: 'item', sourceId: 'i', productId: null, title: 'T' } as const;
    expect(passagesOf({ ...source, body: '' }).map((p) => p.text)).toEqual(['T']);
    expect(passagesOf({ ...source, body: 'Body.' })).toEqual([
      { sourceKind: 'item', sourceId: 'i', productId: null, chunkIndex: 0, text: 'T\nBody.' },
    ]);
  });
});
