// @vitest-environment jsdom
/**
 * visitor-portal.md §8: a failed Ask AI answer is an error snack with the spec's text and
 * 'Try again', and it is reported to the portal's search events (the browser's only channel to
 * the server for search).
 */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ListSourceContext } from '../../api/listSourceContext.js';
import { stubMantineBrowserApis } from '../../testing/mantineInJsdom.js';
import { SnackProvider } from '../../ui/Snack.js';
import { AskAiPanel } from './AskAiPanel.js';

beforeAll(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  stubMantineBrowserApis();
});

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('a failed Ask AI answer', () => {
  it('is an error snack with Try again, and is reported', async () => {
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', (url: string, init?: { body?: string }) => {
      calls.push({ url, body: init?.body ? JSON.parse(init.body) : null });
      if (url.includes('/events/search')) {
        return Promise.resolve(new Response(null, { status: 204 }));
      }
      return Promise.resolve(
        Response.json({ code: 'unavailable', message: 'down' }, { status: 503 }),
      );
    });
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    const client = new QueryClient();
    await act(async () => {
      root?.render(
        <MantineProvider env="test">
          <QueryClientProvider client={client}>
            <ListSourceContext value={{ basePath: '/acme', productSlug: 'cloud' }}>
              <SnackProvider>
                <AskAiPanel query="Do you encrypt?" productId="product-1" level="full" />
              </SnackProvider>
            </ListSourceContext>
          </QueryClientProvider>
        </MantineProvider>,
      );
    });
    const snack = () =>
      [...document.querySelectorAll('[role="status"]')].find((e) => e.textContent.includes('AI'));
    for (let i = 0; i < 100 && !snack(); i += 1) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    }
    expect(snack()?.textContent).toBe(
      'Failed to get an answer from the AI. Please try again later.Try again',
    );
    expect(document.querySelector('[data-testid="ask-ai-loading"]')).toBeNull();
    expect(calls.find((c) => c.url.startsWith('/acme/api/events/search'))?.body).toEqual({
      event: 'failed',
      call: 'answer',
      status: 503,
    });
  });
});
