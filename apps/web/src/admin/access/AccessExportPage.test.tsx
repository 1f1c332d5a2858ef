// @vitest-environment jsdom
/**
 * The access Export tab: it says how long logs are kept, and its Export menu downloads the file
 * chosen for the range shown, under the server's name (a CSV's header row and all), holding the
 * button meanwhile; a refusal is shown in the server's words.
 */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { adminPageData } from '../../testing/adminPageData.js';
import { stubMantineBrowserApis } from '../../testing/mantineInJsdom.js';
import { AdminContext } from '../adminContext.js';
import AccessExportPage from './AccessExportPage.js';

beforeAll(stubMantineBrowserApis);

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const INFO = { retentionDays: 400, oldest: '2025-10-24', from: '2026-10-28', to: '2026-11-26' };
const CSV =
  '"Time (UTC)","Event","Count","Member e-mail","Account","Product","Document","IP address"\r\n' +
  '"2026-11-26T10:00:00.000Z","Sign-in","1","gina@globex.example","Globex","","","127.0.0.1"\r\n';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const settle = async (until: () => boolean) => {
  for (let i = 0; i < 250 && !until(); i += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
};

async function render(file: () => Response) {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      requests.push(request.url);
      return Promise.resolve(request.url.includes('/exports') ? json(INFO) : file());
    }),
  );
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        const href = `blob:${blobs.size}`;
        blobs.set(href, blob);
        return href;
      },
      revokeObjectURL: () => undefined,
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '')! });
  });
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  act(() =>
    root?.render(
      <MantineProvider>
        <QueryClientProvider client={client}>
          <AdminContext value={adminPageData(['access:manage'])}>
            <AccessExportPage />
          </AdminContext>
        </QueryClientProvider>
      </MantineProvider>,
    ),
  );
  await settle(() => host.textContent.includes('Access logs are kept'));
  return { host, requests, saved };
}

async function choose(host: HTMLElement, label: string) {
  const button = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Export')!;
  act(() => button.click());
  await settle(() => [...document.querySelectorAll('[role="menuitem"]')].length > 0);
  const item = [...document.querySelectorAll<HTMLElement>('[role="menuitem"]')].find(
    (element) => element.textContent === label,
  );
  expect(item).toBeDefined();
  act(() => item!.click());
}

it('says how long logs are kept and downloads the access log as CSV for the range', async () => {
  const { host, requests, saved } = await render(
    () =>
      new Response(CSV, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="access-log-2026-10-28-to-2026-11-26.csv"',
        },
      }),
  );
  expect(host.textContent).toContain('Access logs are kept 400 days.');
  expect(host.textContent).toContain('October 24, 2025');

  await choose(host, 'Access log (CSV)');
  await settle(() => saved.length > 0);

  expect(requests.at(-1)).toMatch(/\/api\/admin\/access\/log\.csv\?from=2026-10-28&to=2026-11-26$/);
  expect(saved).toHaveLength(1);
  expect(saved[0]!.name).toBe('access-log-2026-10-28-to-2026-11-26.csv');
  const text = await saved[0]!.blob.text();
  expect(text.split('\r\n')[0]).toBe(
    '"Time (UTC)","Event","Count","Member e-mail","Account","Product","Document","IP address"',
  );
});

it("shows the server's refusal", async () => {
  const message = 'Access logs are kept 400 days: start on 2025-10-24 or later';
  const { host, saved } = await render(() => json({ code: 'validation_failed', message }, 400));
  await choose(host, 'Access inventory (JSON)');
  await settle(() => host.querySelector('[role="alert"]') !== null);
  expect(host.querySelector('[role="alert"]')?.textContent).toContain(message);
  expect(saved).toEqual([]);
});
