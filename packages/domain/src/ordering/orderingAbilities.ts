/**
 * The page's re-order abilities as the web app reads them. Kept apart from the ordering policy
 * (which reaches every policy and their schemas) so the portal's bundle can import it alone.
 */
export interface OrderingAbilities {
  /** The 'Re-order Trust Center sections' button works. */
  reorderSections: boolean;
  /** The button shows disabled with the lock tooltip: the plan lacks section customisation. */
  reorderSectionsLocked: boolean;
  /** The 'Re-order cards' button shows. */
  reorderCards: boolean;
}

/** Nothing to re-order: every mode but main, and staff without statuspage:edit. */
export const NO_ORDERING_ABILITIES: OrderingAbilities = {
  reorderSections: false,
  reorderSectionsLocked: false,
  reorderCards: false,
};
