import {
  NO_ORDERING_ABILITIES,
  type OrderingAbilities,
} from '@candor/domain/ordering/orderingAbilities';
import { ORDERING_MESSAGES } from '@candor/domain/ordering/ordering.messages';
import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PortalViewerContext } from '../../portal/viewerContext.js';
import { openingTag, textOf } from '../../testing/html.js';
import { CardsToolbar, SectionsToolbar } from './ReorderButtons.js';

function render(ordering: Partial<OrderingAbilities>): string {
  const abilities = {
    canEdit: true,
    canSeeHidden: true,
    canRequestAccess: false,
    ...NO_ORDERING_ABILITIES,
    ...ordering,
  };
  return renderToString(
    <MantineProvider>
      <PortalViewerContext value={{ abilities, productId: 'product-1' }}>
        <SectionsToolbar />
        <CardsToolbar />
      </PortalViewerContext>
    </MantineProvider>,
  );
}

describe('the re-order buttons on the page', () => {
  it('show for an editor whose plan allows section customisation', () => {
    const html = render({ reorderSections: true, reorderCards: true });
    expect(textOf(html)).toBe('Re-order sections Re-order cards');
    expect(openingTag(html, 'button', 'data-reorder-button="sections"')).not.toContain(
      'aria-disabled',
    );
  });

  it('show the sections button locked, with the upgrade hint, when the plan lacks it', () => {
    const html = render({ reorderSectionsLocked: true, reorderCards: true });
    const button = openingTag(html, 'button', 'data-reorder-button="sections"');
    expect(button).toContain('aria-disabled="true"');
    expect(button).toContain(`aria-description="${ORDERING_MESSAGES.sectionCustomizationLocked}"`);
    expect(textOf(html)).toContain('Re-order cards');
  });

  it('show nothing to a viewer who may not re-order', () => {
    expect(textOf(render({}))).toBe('');
  });
});
