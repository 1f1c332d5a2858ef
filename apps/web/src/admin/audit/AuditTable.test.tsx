// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { AuditTable } from './AuditTable.js';
import { stubMantineBrowserApis } from '../../testing/mantineInJsdom.js';

beforeAll(stubMantineBrowserApis);

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

it('opens an entry on the entity before and after the change, as JSON or a dash', () => {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  const entry = {
    id: 7,
    at: '2026-11-26T10:00:00Z',
    action: 'product.create',
    actor: { type: 'staff', label: 'Ann' },
    entityType: 'product',
    entityId: 'p-1',
    before: null,
    after: { name: 'Acme' },
  };
  act(() =>
    root?.render(
      <MantineProvider>
        <AuditTable entries={[entry]} />
      </MantineProvider>,
    ),
  );
  expect(document.getElementById('audit-entry-7')).toBeNull();
  act(() => document.querySelector<HTMLButtonElement>('[aria-controls="audit-entry-7"]')?.click());
  const change = document.getElementById('audit-entry-7');
  // The grid's own <style> comes first; the text is the two sides.
  expect(change?.textContent).toMatch(/Before—After\{\n {2}"name": "Acme"\n\}$/);
});
