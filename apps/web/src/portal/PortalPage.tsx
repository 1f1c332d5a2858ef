import type { PortalView } from '@candor/domain/portal/portalView';
import { CardDrawerHost } from '../cards/CardDrawerHost.js';
import type { PortalLocation } from '@candor/domain/portal/portalLinks';
import { SectionList } from '../sections/SectionList.js';
import { SubscriptionHost } from '../updates/SubscriptionHost.js';
import { AccessHost } from '../access/AccessHost.js';
import { MemberArea } from '../access/account/MemberArea.js';
import container from './Container.module.css';
import { NotificationBar } from './NotificationBar.js';
import { PortalHero } from './PortalBanner.js';
import { BrandColorStyle } from './BrandColorStyle.js';
import { PortalFooter } from './PortalFooter.js';
import { PortalHeader } from './PortalHeader.js';
import { SectionNav } from './SectionNav.js';
import { PortalViewerContext } from './viewerContext.js';
import { needsViewerParts, viewerParts } from './viewerParts.js';
import { lazy, Suspense, type ReactNode } from 'react';
import { InlineSearch } from '../search/InlineSearch.js';
import { SnackProvider } from '../ui/Snack.js';
import { ShellHost } from '../shell/ShellHost.js';
import { ShellFooterLinks } from '../shell/ShellFooterLinks.js';
import classes from './PortalPage.module.css';
import { ExternalContext } from '../conversations/externalContext.js';

// Ask AI's answer panel: fetched only when a visitor switches the inline bar to Ask AI.
const AskAiPanel = lazy(() => import('../search/askAi/AskAiPanel.js'));

/** The page of a viewer without an NDA (PortalNdaHost provides one's). */
function NdaFree({ children }: { view: PortalView; children: ReactNode }) {
  return <>{children}</>;
}

/** The public portal page, exactly as the server's view describes it for this viewer. */
export function PortalPage({ view }: { view: PortalView }) {
  const { customization, viewer } = view;
  const location: PortalLocation = {
    basePath: view.basePath,
    productSlug: view.product.isDefault ? null : view.product.slug,
  };
  const { abilities } = viewer;
  const showReview = customization.bannerLevel !== 'none' && abilities.canRequestAccess;
  const hasDocuments = view.sections.some((section) => section.id === 'documents');
  const external = viewer.external
    ? { ...viewer.external, basePath: view.basePath, productId: view.product.id }
    : null;
  // Staff's and members' parts (the staff bar, the toolbars, the NDA host…): the viewer's chunk.
  const parts = needsViewerParts(view) ? viewerParts() : null;
  const NdaHost = parts && viewer.nda ? parts.PortalNdaHost : NdaFree;
  return (
    <PortalViewerContext value={{ abilities, productId: view.product.id, basePath: view.basePath }}>
      <ExternalContext value={external}>
        <SnackProvider>
          <NdaHost view={view}>
            <CardDrawerHost view={view}>
              <div className={classes.page}>
                <BrandColorStyle brandColor={customization.brandColor} />
                <a className="candor-skip-link" href="#main">
                  Skip to content
                </a>
                <PortalHeader
                  view={view}
                  account={<MemberArea view={view} />}
                  top={
                    <>
                      {parts && viewer.staff ? (
                        <parts.StaffBar
                          staff={viewer.staff}
                          mode={viewer.mode}
                          basePath={view.basePath}
                        />
                      ) : null}
                      {parts && viewer.mode === 'preview' ? (
                        <parts.PreviewBanner
                          previewingAs={viewer.previewingAs ?? null}
                          basePath={view.basePath}
                        />
                      ) : null}
                      {view.notification ? (
                        <NotificationBar
                          notification={view.notification}
                          orgName={view.org.name}
                          location={location}
                        />
                      ) : null}
                    </>
                  }
                />
                <PortalHero view={view} showReview={showReview} hasDocuments={hasDocuments} />
                <SectionNav sections={view.sections} />
                {/* Focusable from script only, so following the skip link moves focus here. */}
                <main className={classes.main} id="main" tabIndex={-1}>
                  <div className={container.container}>
                    {parts && (abilities.reorderSections || abilities.reorderSectionsLocked) ? (
                      <parts.SectionsToolbar />
                    ) : null}
                    {parts && external && (external.questionnaires || external.tprm) ? (
                      <parts.ExternalActions />
                    ) : null}
                    <InlineSearch
                      view={view}
                      askAi={(query, close) => (
                        <Suspense fallback={null}>
                          <AskAiPanel
                            query={query}
                            onSourceOpen={close}
                            productId={view.product.id}
                            level={view.askAi?.level ?? 'none'}
                          />
                        </Suspense>
                      )}
                    />
                    <SectionList sections={view.sections} />
                  </div>
                </main>
                <SubscriptionHost view={view} />
                <AccessHost view={view} />
                <ShellHost view={view} />
                <PortalFooter
                  orgName={view.org.name}
                  portalTitle={customization.portalTitle}
                  showBuiltOn={customization.showBuiltOn}
                  links={<ShellFooterLinks view={view} />}
                />
              </div>
            </CardDrawerHost>
          </NdaHost>
        </SnackProvider>
      </ExternalContext>
    </PortalViewerContext>
  );
}
