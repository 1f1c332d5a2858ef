// @vitest-environment jsdom
import { adminPageData } from '../../testing/adminPageData.js';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { stubMantineBrowserApis } from '../../testing/mantineInJsdom.js';
import { SnackProvider } from '../../ui/Snack.js';
import { AdminContext } from '../adminContext.js';
import { DeleteOrgDialog } from './DeleteOrgDialog.js';

beforeAll(stubMantineBrowserApis);

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

const ORG = {
  id: 'o2',
  name: 'Northwind Cloud',
  slug: 'northwind',
  plan: 'self_hosted',
  flags: {},
  features: {},
  contents: { documents: 12, accounts: 1, staff: 3 },
};

/** Types into a React-controlled input as a user would. */
function type(input: HTMLInputElement, value: string) {
  const descriptor = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
  act(() => {
    // React watches the element's own setter: the prototype's one changes the value unseen.
    descriptor.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

it('says what goes and keeps Delete disabled until the slug is typed', () => {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() =>
    root!.render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <SnackProvider>
            <AdminContext value={adminPageData([], { org: null })}>
              <DeleteOrgDialog org={ORG} opened onClose={() => {}} />
            </AdminContext>
          </SnackProvider>
        </QueryClientProvider>
      </MantineProvider>,
    ),
  );
  const text = document.body.textContent ?? '';
  expect(text).toContain('12 documents and their files');
  expect(text).toContain('1 visitor account');
  expect(text).toContain('3 staff members');
  const button = [...document.querySelectorAll('button')].find(
    (b) => b.textContent === 'Delete organisation',
  )!;
  const input = document.querySelector<HTMLInputElement>('input')!;
  expect(button.disabled).toBe(true);
  type(input, 'Northwind Cloud');
  expect(button.disabled).toBe(true);
  type(input, 'northwind');
  expect(button.disabled).toBe(false);
});
