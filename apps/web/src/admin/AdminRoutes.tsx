import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';
import { AdminHome } from './AdminHome.js';
import { AdminNoAccess } from './AdminNoAccess.js';
import { AdminNotFound } from './AdminNotFound.js';
import { useAdmin } from './adminContext.js';
import {
  ADMIN_SECTIONS,
  canOpenSection,
  isNestedSection,
  type AdminSectionPath,
} from './adminSections.js';
import { AdminShell } from './AdminShell.js';
import { Loading } from './ui/QueryState.js';

/** Each section's screen is a chunk of its own, fetched when the section is first opened. */
const SECTION_PAGES: Record<AdminSectionPath, LazyExoticComponent<ComponentType>> = {
  settings: lazy(() => import('./settings/SettingsPage.js')),
  products: lazy(() => import('./products/ProductsPage.js')),
  documents: lazy(() => import('./documents/DocumentsPage.js')),
  access: lazy(() => import('./access/AccessPage.js')),
  staff: lazy(() => import('./staff/StaffPage.js')),
  sso: lazy(() => import('./sso/SsoPage.js')),
  questionnaires: lazy(() => import('./questionnaires/QuestionnairesPage.js')),
  conversations: lazy(() => import('./conversations/ConversationsPage.js')),
  analytics: lazy(() => import('./analytics/AnalyticsPage.js')),
  audit: lazy(() => import('./audit/AuditPage.js')),
  updates: lazy(() => import('../updates/UpdatesAdminPage.js')),
  subscribers: lazy(() => import('../updates/SubscribersPage.js')),
  'knowledge-base': lazy(() => import('./knowledgeBase/KnowledgeBasePage.js')),
  mail: lazy(() => import('./mail/SentMailPage.js')),
  'data-export': lazy(() => import('./dataExport/DataExportPage.js')),
  'generative-ai': lazy(() => import('./generativeAi/GenerativeAiPage.js')),
  installation: lazy(() => import('./installation/InstallationPage.js')),
};

/** "Your account", every staff member's (the staff menu's link). */
const AccountPage = lazy(() => import('./staff/AccountPage.js'));
const account = (
  <Suspense fallback={<Loading />}>
    <AccountPage />
  </Suspense>
);

/**
 * The private area's routes, under the router's /admin base: each section behind its scope
 * (the not-authorised screen without it, and its code is never fetched), anything else a 404.
 */
export function AdminRoutes() {
  const { abilities, mustEnrolTotp } = useAdmin();
  if (mustEnrolTotp) {
    // The organisation requires a second factor this user has not set up: only that, anywhere.
    return (
      <Routes>
        <Route element={<AdminShell />}>
          <Route path="*" element={account} />
        </Route>
      </Routes>
    );
  }
  return (
    <Routes>
      <Route element={<AdminShell />}>
        <Route index element={<AdminHome />} />
        <Route path="account" element={account} />
        {ADMIN_SECTIONS.map((section) => {
          const Page = SECTION_PAGES[section.path];
          return (
            <Route
              key={section.path}
              path={isNestedSection(section) ? `${section.path}/*` : section.path}
              element={
                canOpenSection(section, abilities) ? (
                  <Suspense fallback={<Loading />}>
                    <Page />
                  </Suspense>
                ) : (
                  <AdminNoAccess />
                )
              }
            />
          );
        })}
        <Route path="*" element={<AdminNotFound />} />
      </Route>
    </Routes>
  );
}
