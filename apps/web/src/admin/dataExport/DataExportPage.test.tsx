// @vitest-environment jsdom
/**
 * The Data export page's states, from the API's answers: loading, an error with Try again,
 * none yet, an export running (its rows and files, the button held), and a finished one to
 * download.
 */
import { adminPageData } from '../../testing/adminPageData.js';
import type { AdminPageData, DataExportView } from '@candor/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { AdminContext } from '../adminContext.js';
import DataExportPage from './DataExportPage.js';
import { stubMantineBrowserApis } from '../../testing/mantineInJsdom.js';

const ADMIN: AdminPageData = adminPageData(['data:export']);

beforeAll(stubMantineBrowserApis);

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  vi.unstubAllGlobals();
});

const view = (fields: Partial<DataExportView>): DataExportView => ({
  id: '00000000-0000-4000-8000-000000000001',
  status: 'done',
  rows: 0,
  rowsTotal: 0,
  files: 0,
  filesTotal: 0,
  size: null,
  error: null,
  requestedBy: 'Ann Admin',
  createdAt: '2026-11-26T10:00:00Z',
  expiresAt: null,
  ...fields,
});

async function render(answer: () => Response): Promise<HTMLElement> {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(answer())),
  );
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  act(() =>
    root?.render(
      <MantineProvider>
        <QueryClientProvider client={client}>
          <AdminContext value={ADMIN}>
            <DataExportPage />
          </AdminContext>
        </QueryClientProvider>
      </MantineProvider>,
    ),
  );
  expect(host.textContent).toContain('Loading…');
  // Until the answer shows: one fixed 20 ms was too short once on a busy machine.
  for (let i = 0; i < 250 && host.textContent.includes('Loading…'); i += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
  return host;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

it('says when there is no export yet', async () => {
  const host = await render(() => json({ exports: [] }));
  expect(host.textContent).toContain('No export yet.');
  expect(host.querySelector('button')?.disabled).toBe(false);
});

it('says what went wrong and offers to try again', async () => {
  const host = await render(() => json({ error: 'Nope', message: 'The server is down.' }, 500));
  expect(host.querySelector('[role="alert"]')?.textContent).toContain('Try again');
});

it('follows a running export and holds the button until it ends', async () => {
  const running = view({ status: 'running', rows: 10, rowsTotal: 20, files: 1, filesTotal: 2 });
  const host = await render(() => json({ exports: [running] }));
  expect(host.textContent).toContain('Writing the export: 10 of 20 rows, 1 of 2 files.');
  expect(host.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('50');
  expect(host.querySelector('button')?.disabled).toBe(true);
});

it('offers a finished export for download', async () => {
  const done = view({
    rowsTotal: 20,
    filesTotal: 2,
    size: 2048,
    expiresAt: '2026-11-27T10:00:00Z',
  });
  const host = await render(() => json({ exports: [done] }));
  const link = host.querySelector('a[download]');
  expect(link?.getAttribute('href')).toBe(`/api/admin/data-exports/${done.id}/download`);
  expect(link?.textContent).toMatch(/^Download \(2(\.0)? KB\)$/);
});
