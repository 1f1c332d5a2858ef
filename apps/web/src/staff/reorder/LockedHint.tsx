/**
 * The upgrade hint on the locked 'Re-order sections' button: Mantine's Tooltip, in a chunk of its
 * own so that its positioning library (floating-ui) stays out of the page's script, which every
 * visitor loads. ReorderButtons renders the button alone until this has loaded.
 */
import '@mantine/core/styles/Tooltip.css';
import { ORDERING_MESSAGES } from '@candor/domain/ordering/ordering.messages';
import { Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';

export default function LockedHint({ children }: { children: ReactElement }) {
  return (
    <Tooltip label={ORDERING_MESSAGES.sectionCustomizationLocked} multiline w={280}>
      {children}
    </Tooltip>
  );
}
