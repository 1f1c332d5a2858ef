import { adminPageData } from '../testing/adminPageData.js';
import type { AdminPageData } from '@candor/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { textOf } from '../testing/html.js';
import { AdminContext } from './adminContext.js';
import { AdminRoutes } from './AdminRoutes.js';

const NO_ACCESS = "You don't have access to this page";

const ACME = { id: 'o1', name: 'Acme Corp', slug: 'acme', portalUrl: '/acme' };

const adminWith = (scopes: string[], extra: Partial<AdminPageData> = {}): AdminPageData =>
  adminPageData(scopes, { org: ACME, ...extra });

/** The private area at `path` as the server would draw it for a user holding `scopes`. */
function renderAt(
  path: string,
  scopes: string[],
  extra: Partial<AdminPageData> = {},
): { html: string; text: string } {
  const html = renderToString(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <AdminContext value={adminWith(scopes, extra)}>
          <MemoryRouter basename="/admin" initialEntries={[path]}>
            <AdminRoutes />
          </MemoryRouter>
        </AdminContext>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { html, text: textOf(html) };
}

/** The labels of the navigation's links, in order. */
function navigation(html: string): string[] {
  const nav = /<nav[^>]*aria-label="Private area"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  return [...nav.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/g)].map((match) => textOf(match[1] ?? ''));
}

describe('the private area of the operator without an organisation', () => {
  it('shows the Installation page alone, and no portal to go back to', () => {
    const { html, text } = renderAt('/admin', ['installation:admin'], { org: null });
    expect(navigation(html)).toEqual(['Overview', 'Installation']);
    expect(text).toContain('Run this installation');
    expect(text).not.toContain('Back to the portal');
    expect(renderAt('/admin/settings', ['installation:admin'], { org: null }).text).toContain(
      NO_ACCESS,
    );
  });
});

describe('the private area: sections by scope', () => {
  it('lists every section for a user holding every scope', () => {
    const { html } = renderAt('/admin', [
      'settings:edit',
      'staff:manage',
      'audit:view',
      'mail:read',
      'installation:admin',
    ]);
    expect(navigation(html)).toEqual([
      'Overview',
      'Settings',
      'Products',
      'Staff',
      'Audit log',
      'Sent mail',
      'Generative AI',
      'Installation',
    ]);
  });

  it('lists only the sections whose scope the user holds', () => {
    expect(navigation(renderAt('/admin', ['audit:view']).html)).toEqual(['Overview', 'Audit log']);
    // The organisation's export is its own scope (issue 23), in the Admin preset.
    expect(navigation(renderAt('/admin', ['data:export']).html)).toEqual([
      'Overview',
      'Data export',
    ]);
    // Sent mail is its own scope, not settings:edit's (issue 21 §4).
    expect(navigation(renderAt('/admin', ['settings:edit']).html)).toEqual([
      'Overview',
      'Settings',
      'Products',
      'Generative AI',
    ]);
    expect(navigation(renderAt('/admin', ['mail:read']).html)).toEqual(['Overview', 'Sent mail']);
    expect(navigation(renderAt('/admin', ['statuspage:edit']).html)).toEqual([
      'Overview',
      'Documents',
      'Trust updates',
      'Subscribers',
      'Knowledge base',
    ]);
    // Trust updates follow the policy's canComposeUpdates: updates:edit alone opens them too.
    expect(navigation(renderAt('/admin', ['updates:edit']).html)).toEqual([
      'Overview',
      'Trust updates',
    ]);
  });

  it('shows the not-authorised screen on a path whose scope the user lacks', () => {
    const editor = ['statuspage:edit', 'audit:view'];
    for (const path of [
      '/admin/settings',
      '/admin/products',
      '/admin/staff',
      '/admin/mail',
      '/admin/generative-ai',
      '/admin/installation',
    ]) {
      expect(renderAt(path, editor).text).toContain(NO_ACCESS);
    }
    expect(renderAt('/admin/documents', ['audit:view']).text).toContain(NO_ACCESS);
    expect(renderAt('/admin/subscribers', ['audit:view']).text).toContain(NO_ACCESS);
    // The sections it may open are not refused (their screen is loading).
    expect(renderAt('/admin/audit', editor).text).not.toContain(NO_ACCESS);
  });

  it('opens a section for a user holding its scope', () => {
    const { text } = renderAt('/admin/settings', ['settings:edit']);
    expect(text).not.toContain(NO_ACCESS);
    expect(text).toContain('Loading…');
    // Its tabs have addresses of their own.
    expect(renderAt('/admin/settings/branding', ['settings:edit']).text).not.toContain(NO_ACCESS);
  });

  it('opens Visitor access and its pages for access:manage only', () => {
    expect(navigation(renderAt('/admin', ['access:manage']).html)).toEqual([
      'Overview',
      'Visitor access',
      'Questionnaires',
      'Conversations',
      'Analytics',
    ]);
    for (const path of [
      '/admin/questionnaires',
      '/admin/conversations',
      '/admin/access',
      '/admin/access/requests',
      '/admin/access/rules',
      '/admin/access/accounts',
      '/admin/access/nda',
      '/admin/access/export',
      '/admin/analytics',
    ]) {
      expect(renderAt(path, ['access:manage']).text).not.toContain(NO_ACCESS);
      expect(renderAt(path, ['staff:manage']).text).toContain(NO_ACCESS);
    }
  });

  it('never lets the installation scope stand in for another', () => {
    expect(renderAt('/admin/staff', ['installation:admin']).text).toContain(NO_ACCESS);
    expect(renderAt('/admin/installation', ['staff:manage']).text).toContain(NO_ACCESS);
  });

  it('answers an unknown path inside the shell with a 404', () => {
    const { text, html } = renderAt('/admin/no-such-page', ['settings:edit']);
    expect(text).toContain('Page not found');
    expect(text).not.toContain(NO_ACCESS);
    expect(navigation(html)).toContain('Settings');
    expect(renderAt('/admin/audit/extra', ['audit:view']).text).toContain('Page not found');
  });

  it('links back to the portal and names who is signed in', () => {
    const { html, text } = renderAt('/admin', []);
    expect(html).toMatch(/<a[^>]*href="\/acme"[^>]*>(?:(?!<\/a>).)*Back to the portal/);
    expect(text).toContain('sam@acme.example');
    expect(text).toContain('Your account has no access to the sections of the private area.');
  });
});

describe('the private area: a required second factor not set up', () => {
  it('offers no section, and every address shows the set-up', () => {
    const { html } = renderAt('/admin/staff', ['staff:manage'], { mustEnrolTotp: true });
    expect(navigation(html)).toEqual(['Overview']);
    expect(html).not.toContain('Invite staff');
    // The account page is a lazy chunk: on the server it is still loading.
    expect(textOf(html)).toContain('Loading');
  });
});
