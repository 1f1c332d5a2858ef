/**
 * The NDA controls of the portal (visitor-portal.md §2 'Account menu'): a document locked by a
 * pending NDA offers 'Accept NDA to open' to the member, nobody else; the account menu offers the
 * signed NDA only for the clickwrap provider once passed.
 */
import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { DocumentAccess } from '../../cards/DocumentLinks.js';
import { textOf } from '../../testing/html.js';
import { canDownloadSignedNda } from './DownloadSignedNdaMenuItem.js';
import { NdaContext, type PortalNda } from './ndaContext.js';
import { loadViewerParts } from '../../portal/viewerParts.js';

const locked = { name: 'Pentest report.pdf', viewUrl: null, downloadUrl: null };
const nda = (pending: boolean): PortalNda => ({
  accountId: 'account-1',
  portalApi: '/acme/api',
  pending,
  openDialog: () => {},
});

const render = (value: PortalNda | null) =>
  textOf(
    renderToString(
      <MantineProvider>
        <NdaContext value={value}>
          <DocumentAccess document={locked} />
        </NdaContext>
      </MantineProvider>,
    ),
  );

describe('a locked document', () => {
  // A member's page has the viewer's chunk (its NDA controls) before it renders.
  beforeAll(() => loadViewerParts());

  it("offers 'Accept NDA to open' while the member's NDA is pending", () => {
    expect(render(nda(true))).toContain('Accept NDA to open');
  });

  it('offers nothing of the kind once passed, or to anyone but a member', () => {
    expect(render(nda(false))).not.toContain('Accept NDA to open');
    expect(render(null)).not.toContain('Accept NDA to open');
  });
});

describe('the signed NDA in the account menu', () => {
  it('is offered only for clickwrap once passed', () => {
    expect(canDownloadSignedNda({ provider: 'clickwrap', passed: true })).toBe(true);
    expect(canDownloadSignedNda({ provider: 'clickwrap', passed: false })).toBe(false);
    expect(canDownloadSignedNda({ provider: 'external', passed: true })).toBe(false);
    expect(canDownloadSignedNda({ provider: 'none', passed: true })).toBe(false);
    expect(canDownloadSignedNda(null)).toBe(false);
  });
});
