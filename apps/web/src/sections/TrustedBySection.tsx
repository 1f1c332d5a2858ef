import type { SectionOf } from '@candor/domain/portal/portalView';
import { lazy, Suspense } from 'react';
import { useAbilities } from '../portal/viewerContext.js';
import { viewerParts } from '../portal/viewerParts.js';
import { useHydrated } from '../ui/useHydrated.js';
import { LogoGrid } from './LogoGrid.js';
import { SectionFrame, sectionTitleId } from './SectionFrame.js';
import { SectionPanel } from './SectionPanel.js';
import classes from './SubprocessorsSection.module.css';

// Editors' controls are a chunk of their own: visitors never download them.
const staffActions = () => import('../staff/trustedBy/TrustedByStaffActions.js');
const loadAddCompany = () =>
  staffActions().then((module) => ({ default: module.AddCompanyDialog }));
const RemoveTrustedByButton = lazy(() =>
  staffActions().then((module) => ({ default: module.RemoveTrustedByButton })),
);

/** Trusted by: the logos (56) and names of the organisation's customers. */
export function TrustedBySection({ section }: { section: SectionOf<'trusted_by'> }) {
  const titleId = sectionTitleId('trusted_by');
  const hydrated = useHydrated();
  const canEdit = useAbilities().canEdit;
  // The remove buttons sit beside the tiles (no height of their own): they come after hydration.
  const editing = canEdit && hydrated;
  const AddButton = canEdit ? viewerParts().AddButton : null;
  return (
    <SectionFrame id="trusted_by" hidden={section.hidden} labelledBy={titleId}>
      <SectionPanel titleId={titleId} card={section.card}>
        {AddButton ? (
          <div className={classes.staffBar}>
            <AddButton label="Add company" loadDialog={loadAddCompany} />
          </div>
        ) : null}
        <LogoGrid
          card={section.card}
          itemAction={
            editing
              ? (item) => (
                  <Suspense fallback={null}>
                    <RemoveTrustedByButton item={item} />
                  </Suspense>
                )
              : undefined
          }
        />
      </SectionPanel>
    </SectionFrame>
  );
}
