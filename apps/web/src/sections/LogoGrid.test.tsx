import { MantineProvider } from '@mantine/core';
import { NO_ORDERING_ABILITIES } from '@candor/domain/ordering/orderingAbilities';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PortalViewerContext } from '../portal/viewerContext.js';
import { buildCard, buildItem } from '../testing/portalFixture.js';
import { elementWith, textOf } from '../testing/html.js';
import { LogoGrid } from './LogoGrid.js';
import { balancedRowSizes } from './logoRows.js';

function renderGrid(titles: string[], inProgress: string[] = []): string {
  const card = buildCard({
    kind: 'Certifications',
    title: 'Compliance',
    items: titles.map((title) =>
      buildItem({
        uid: title,
        kind: 'Certifications',
        title,
        enabledState: inProgress.includes(title) ? 'WorkInProgress' : 'Enabled',
      }),
    ),
  });
  return renderToString(
    <MantineProvider>
      <PortalViewerContext
        value={{
          abilities: {
            canEdit: false,
            canSeeHidden: false,
            canRequestAccess: true,
            ...NO_ORDERING_ABILITIES,
          },
          productId: 'p',
        }}
      >
        <LogoGrid card={card} />
      </PortalViewerContext>
    </MantineProvider>,
  );
}

describe('logo grid rows', () => {
  it('shares tiles out so no row ends in a gap: the fewest rows, as even as they go', () => {
    expect(balancedRowSizes(7, 8)).toEqual([7, 7, 7, 7, 7, 7, 7]);
    expect(balancedRowSizes(7, 5)).toEqual([4, 4, 4, 4, 3, 3, 3]);
    expect(balancedRowSizes(7, 3)).toEqual([3, 3, 3, 2, 2, 2, 2]);
    expect(balancedRowSizes(8, 3)).toEqual([3, 3, 3, 3, 3, 3, 2, 2]);
    expect(balancedRowSizes(10, 5)).toEqual(Array(10).fill(5));
    expect(balancedRowSizes(0, 5)).toEqual([]);
  });

  it("tells each tile its row's size at every width", () => {
    const html = renderGrid(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
    const first = elementWith(html, 'li', 'data-item-uid="A"');
    const last = elementWith(html, 'li', 'data-item-uid="G"');
    expect(first).toContain('--row-narrow:3;--row-medium:4;--row-wide:7');
    expect(last).toContain('--row-narrow:2;--row-medium:3;--row-wide:7');
  });
});

describe('a certification in progress', () => {
  it("says 'In Progress' on its tile, which is marked apart from the ones held", () => {
    const html = renderGrid(['SOC 2', 'PCI DSS'], ['PCI DSS']);
    const wip = elementWith(html, 'li', 'data-item-uid="PCI DSS"');
    const held = elementWith(html, 'li', 'data-item-uid="SOC 2"');
    expect(textOf(wip)).toBe('PCI DSS In Progress');
    expect(wip).toContain('data-in-progress="true"');
    expect(textOf(held)).toBe('SOC 2');
    expect(held).not.toContain('data-in-progress');
  });
});
