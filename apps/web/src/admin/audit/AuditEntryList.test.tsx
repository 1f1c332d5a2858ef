// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { stubMantineBrowserApis } from '../../testing/mantineInJsdom.js';
import { AuditEntryList } from './AuditEntryList.js';

beforeAll(stubMantineBrowserApis);

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

it('says each entry in a sentence and opens on its changed fields, long text cut', () => {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  const entry = {
    id: 7,
    at: '2026-11-26T10:00:00Z',
    action: 'card.hidden',
    actor: { type: 'staff', label: 'Alex Morgan (alex@acme.example)', name: 'Alex Morgan' },
    entityType: 'card',
    entityId: 'c-1',
    before: { kind: 'Ai', hidden: false, note: 'x' },
    after: { kind: 'Ai', hidden: true, note: 'y'.repeat(300) },
  };
  act(() =>
    root?.render(
      <MantineProvider>
        <AuditEntryList entries={[entry]} />
      </MantineProvider>,
    ),
  );
  expect(host.textContent).toContain('Alex Morgan hid the AI card');
  expect(host.textContent).not.toContain('card.hidden');
  expect(document.getElementById('audit-entry-7')).toBeNull();
  act(() => document.querySelector<HTMLButtonElement>('[aria-controls="audit-entry-7"]')?.click());
  const rows = [...document.querySelectorAll('#audit-entry-7 tbody tr')].map((tr) =>
    [...tr.children].map((cell) => cell.textContent),
  );
  expect(rows[0]).toEqual(['Hidden', 'No', 'Yes']);
  expect(rows[1]?.[2]).toMatch(/^y{160}…\s*Show all of note after$/);
  act(() =>
    [...document.querySelectorAll('button')]
      .find((button) => button.textContent === 'Show all of note after')
      ?.click(),
  );
  expect(
    document.querySelector('#audit-entry-7 tbody tr:nth-child(2) td:last-child')?.textContent,
  ).toBe('y'.repeat(300));
});
