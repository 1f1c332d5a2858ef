import { NO_ORDERING_ABILITIES } from '@candor/domain/ordering/orderingAbilities';
import { MantineProvider } from '@mantine/core';
import type { PortalAbilities } from '@candor/domain/portal/mode';
import type { ItemView } from '@candor/domain/portal/portalView';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PortalViewerContext } from '../portal/viewerContext.js';
import { buildItem } from '../testing/portalFixture.js';
import { textOf } from '../testing/html.js';
import { ItemDetail } from './ItemDetail.js';

const publicVisitor: PortalAbilities = {
  canEdit: false,
  canSeeHidden: false,
  canRequestAccess: true,
  ...NO_ORDERING_ABILITIES,
};

function renderItem(item: ItemView, abilities: PortalAbilities = publicVisitor): string {
  return textOf(
    renderToString(
      <MantineProvider>
        <PortalViewerContext value={{ abilities, productId: 'product-1' }}>
          <ItemDetail item={item} selected={false} link="/northwind" onSelect={() => {}} />
        </PortalViewerContext>
      </MantineProvider>,
    ),
  );
}

const lockedDocument = {
  fileId: 'file-1',
  name: 'soc2-report.pdf',
  contentType: 'application/pdf',
  size: 1024,
  createdAt: '2025-01-01T00:00:00.000Z',
  viewUrl: null,
  downloadUrl: null,
};

describe('ItemDetail: a restricted item in the drawer', () => {
  it("offers a public visitor 'Get access' to its documents (staff-content.md §6)", () => {
    const text = renderItem(
      buildItem({ uid: 'soc2', restricted: true, documents: [lockedDocument] }),
    );
    expect(text).toContain("Access to this item's documents is restricted.");
    expect(text).toContain('Get access');
    expect(text).not.toContain('Request access');
  });

  it('offers no access button to a viewer who cannot request access', () => {
    const text = renderItem(
      buildItem({ uid: 'soc2', restricted: true, documents: [lockedDocument] }),
      { ...publicVisitor, canRequestAccess: false },
    );
    expect(text).toContain("Access to this item's documents is restricted.");
    expect(text).not.toContain('Get access');
  });

  it('says nothing about restricted documents when the item has none', () => {
    const text = renderItem(buildItem({ uid: 'policy', title: 'Policy', restricted: true }));
    expect(text).toContain('Policy');
    expect(text).not.toContain('restricted.');
    expect(text).not.toContain('Get access');
  });
});

describe('ItemDetail: the risk profile item', () => {
  it('lists the answered questions with their labels, in question order', () => {
    const text = renderItem(
      buildItem({
        uid: 'risk',
        kind: 'RiskProfile',
        title: 'Risk profile',
        riskProfile: { Hosting: 'major_cloud', RecoveryTime: 'hours_12', DataAccess: 'internal' },
      }),
    );
    expect(text).toMatch(
      /Data access\s*Internal.*Recovery time\s*12 hours.*Hosting\s*Major cloud provider/s,
    );
    expect(text).not.toContain('Impact');
  });
});
