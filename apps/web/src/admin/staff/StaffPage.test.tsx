// @vitest-environment jsdom
/**
 * The Staff page and its dialogs as staff use them: members named by role, an invitation that
 * waits for a role, a role that fills the permissions, and never a raw scope (`audit:view`) in
 * what the page says.
 */
import { adminPageData } from '../../testing/adminPageData.js';
import {
  GRANTABLE_SCOPES,
  SCOPE_DESCRIPTIONS,
  SCOPES_PATTERN,
  type AdminPageData,
} from '@candor/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubMantineBrowserApis } from '../../testing/mantineInJsdom.js';
import { SnackProvider } from '../../ui/Snack.js';
import { adminKeys } from '../api/adminApi.js';
import type { StaffMember } from '../api/adminApi.js';
import { AdminContext } from '../adminContext.js';
import StaffPage from './StaffPage.js';

const member = (id: string, displayName: string, scopes: StaffMember['scopes']): StaffMember => ({
  id,
  email: `${id}@acme.example`,
  displayName,
  scopes,
  status: 'active',
  lastLoginAt: null,
  createdAt: '2026-11-01T10:00:00Z',
});
const STAFF = [
  member('ada', 'Ada Admin', [...GRANTABLE_SCOPES, 'installation:admin']),
  member('vic', 'Vic Viewer', ['files:view', 'audit:view']),
  member('cus', 'Cus Custom', ['files:view', 'mail:read']),
];
const ADMIN: AdminPageData = adminPageData(['staff:manage'], {
  user: { id: 'ada', email: 'ada@acme.example', displayName: 'Ada Admin' },
});

/** The requests the page sent, with their JSON bodies. */
let sent: { method: string; url: string; body: unknown }[] = [];
let root: Root | null = null;
beforeAll(stubMantineBrowserApis);
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

function renderStaffPage() {
  sent = [];
  const list = { staff: STAFF, scopes: SCOPE_DESCRIPTIONS };
  vi.stubGlobal('fetch', async (request: Request) => {
    const { method } = request;
    const url = new URL(request.url).pathname;
    if (method === 'GET' && url.endsWith('/totp')) return Response.json({ enrolled: [] });
    if (method === 'GET') return Response.json(list);
    sent.push({ method, url, body: await request.json() });
    const staff = { ...STAFF[1]!, id: 'new', status: 'invited' };
    return Response.json({ staff, message: 'Invitation sent' }, { status: 201 });
  });
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(adminKeys.staff, list);
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() =>
    root?.render(
      <MantineProvider env="test">
        <QueryClientProvider client={client}>
          <SnackProvider>
            <AdminContext value={ADMIN}>
              <StaffPage />
            </AdminContext>
          </SnackProvider>
        </QueryClientProvider>
      </MantineProvider>,
    ),
  );
}

/** What the page says: its text, without the style sheets Mantine writes into it. */
function pageText(): string {
  const copy = document.body.cloneNode(true) as HTMLElement;
  for (const node of copy.querySelectorAll('style, script')) node.remove();
  return copy.textContent ?? '';
}
const rawScopes = () => pageText().match(new RegExp(SCOPES_PATTERN, 'g')) ?? [];

const button = (name: string) => {
  const found = [...document.querySelectorAll('button')].find(
    (candidate) => candidate.textContent?.trim() === name,
  );
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
const roleCard = (label: string) =>
  document.querySelector<HTMLButtonElement>(`[role="radio"][aria-label="${label}"]`)!;
const roleCards = () => [...document.querySelectorAll('[role="radio"]')];
const checkedScopes = () =>
  [...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]:checked')].map(
    (box) => box.value,
  );

/** Typing into a field React controls: its own value setter, then the input event. */
function type(input: HTMLInputElement, value: string) {
  Reflect.set(HTMLInputElement.prototype, 'value', value, input);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
const inputLabelled = (label: string) => {
  const found = [...document.querySelectorAll('label')].find((candidate) =>
    candidate.textContent?.startsWith(label),
  );
  return document.getElementById(found!.htmlFor) as HTMLInputElement;
};

describe('the Staff page', () => {
  it('names each member by role (or Custom with a count), the operator by a label', () => {
    renderStaffPage();
    const rows = [...document.querySelectorAll('tbody tr')].map((row) => row.textContent);
    expect(rows[0]).toContain('AdminOperate the installation');
    expect(rows[1]).toContain('Viewer');
    expect(rows[2]).toContain('Custom: 2 permissions');
    expect(rawScopes()).toEqual([]);
  });

  it('invites only with a role: the four roles with what they grant, none picked, Send waiting', async () => {
    renderStaffPage();
    act(() => button('Invite staff').click());
    expect(roleCards().map((card) => card.getAttribute('aria-label'))).toEqual([
      'Admin',
      'Editor',
      'Access manager',
      'Viewer',
    ]);
    expect(roleCards().filter((card) => card.getAttribute('aria-checked') === 'true')).toEqual([]);
    // Each role shows the permissions it grants, by label.
    expect(pageText()).toContain('View files, View audit log');
    expect(pageText()).toContain('Manage access, View files');
    expect(rawScopes()).toEqual([]);
    expect(button('Send invitation').disabled).toBe(true);

    act(() => {
      type(inputLabelled('E-mail'), 'eve@acme.example');
      type(inputLabelled('Name'), 'Eve Editor');
    });
    expect(button('Send invitation').disabled).toBe(true);
    act(() => roleCard('Editor').click());
    expect(roleCard('Editor').getAttribute('aria-checked')).toBe('true');
    expect(button('Send invitation').disabled).toBe(false);
    await act(async () => button('Send invitation').click());
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/admin/staff',
        body: { email: 'eve@acme.example', displayName: 'Eve Editor', role: 'editor' },
      },
    ]);
  });

  it("edits a member's permissions: the role they match or Custom, a role filling the boxes", () => {
    renderStaffPage();
    const editButtons = [...document.querySelectorAll('button')].filter(
      (candidate) => candidate.textContent === 'Edit role',
    );
    act(() => editButtons[2]!.click());
    expect(pageText()).toContain('Custom: these permissions match no role.');
    expect(checkedScopes()).toEqual(['files:view', 'mail:read']);
    expect(roleCards().filter((card) => card.getAttribute('aria-checked') === 'true')).toEqual([]);

    act(() => roleCard('Viewer').click());
    expect(checkedScopes()).toEqual(['files:view', 'audit:view']);
    expect(roleCard('Viewer').getAttribute('aria-checked')).toBe('true');
    expect(pageText()).toContain("These permissions are the Viewer role's.");
    expect(button('Save').disabled).toBe(false);
    expect(rawScopes()).toEqual([]);
  });

  it("saves the operator's permissions without the operator's scope, which the server never takes", async () => {
    renderStaffPage();
    const editButtons = [...document.querySelectorAll('button')].filter(
      (candidate) => candidate.textContent === 'Edit role',
    );
    act(() => editButtons[0]!.click());
    act(() => roleCard('Viewer').click());
    await act(async () => button('Save').click());
    expect(sent).toEqual([
      {
        method: 'PATCH',
        url: '/api/admin/staff/ada',
        body: { scopes: ['files:view', 'audit:view'] },
      },
    ]);
  });
});
