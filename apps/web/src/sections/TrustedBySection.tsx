import type { SectionOf } from '@candor/domain/portal/portalView';
import { lazy, Suspense } from 'react';
import { useAbilities } from '../portal/viewerContext.js';
import { useHydrated } from '../ui/useHydrated.js';
import { LogoGrid } from './LogoGrid.js';
import { SectionFrame, sectionTitleId } from './SectionFrame.js';
import { SectionPanel } from './SectionPanel.js';
import classes from './SubprocessorsSection.module.css';

// Editors' controls are a chunk of their own: visitors never download them.
const staffActions = () => import('../staff/trustedBy/TrustedByStaffActions.js');
const AddTrustedByButton = lazy(() =>
  staffActions().then((module) => ({ default: module.AddTrustedByButton })),
);
const RemoveTrustedByButton = lazy(() =>
  staffActions().then((module) => ({ default: module.RemoveTrustedByButton })),
);

/** Trusted by: the logos (56) and names of the organisation's customers. */
export function TrustedBySection({ section }: { section: SectionOf<'trusted_by'> }) {
  const titleId = sectionTitleId('trusted_by');
  const hydrated = useHydrated();
  const editing = useAbilities().canEdit && hydrated;
  return (
    <SectionFrame id="trusted_by" hidden={section.hidden} labelledBy={titleId}>
      <SectionPanel titleId={titleId} card={section.card}>
        {editing ? (
          <Suspense fallback={null}>
            <div className={classes.staffBar}>
              <AddTrustedByButton />
            </div>
          </Suspense>
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
