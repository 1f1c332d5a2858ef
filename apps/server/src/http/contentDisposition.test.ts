import { parse } from 'content-disposition';
import path from 'node:path';
import { expect, it } from 'vitest';
import { sourceFiles } from '../testing/sourceFiles.js';
import { contentDisposition } from './contentDisposition.js';

it.each(['Encryption whitepaper.pdf', 'Rapport été 2026.pdf', 'Отчёт "SOC 2".pdf', '報告.pdf'])(
  'a client reads back the exact file name %s',
  (name) => {
    const header = contentDisposition('attachment', name);
    const parsed = parse(header);
    expect(parsed.type).toBe('attachment');
    expect(parsed.parameters['filename']).toBe(name);
  },
);

it('gives old clients an ASCII-only fallback name and opens view-only files inline', () => {
  const header = contentDisposition('inline', '報告 2026.pdf');
  expect(header).toMatch(/^inline; /);
  expect(/filename="([^"]*)"/.exec(header)?.[1]).toMatch(/^[\x20-\x7e]+$/);
});

it('writes every content-disposition header the server sends', () => {
  const handWritten = sourceFiles(path.join(import.meta.dirname, '..'))
    .filter(({ text }) => /'content-disposition',(?!\s*contentDisposition\()/.test(text))
    .map(({ file }) => file);
  expect(handWritten).toEqual([]);
});
