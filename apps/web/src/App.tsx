import './styles/mantine.js';
import './styles/themeVariables.css';
import './styles/global.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PageData } from './pageData.js';
import { lightOnlyColorScheme, theme } from './theme.js';
import { PortalRoot } from './portal/PortalRoot.js';
import { LoginPage } from './pages/LoginPage.js';
import { NotFoundPage } from './pages/NotFoundPage.js';
import { CompanyNotFoundPage } from './pages/CompanyNotFoundPage.js';
import { NoAccessPage } from './pages/NoAccessPage.js';
import { ErrorPage } from './pages/ErrorPage.js';

function PageContent({ page }: { page: PageData }) {
  switch (page.kind) {
    case 'portal':
      return <PortalRoot initialView={page.view} />;
    case 'login':
      return <LoginPage error={page.error} email={page.email} next={page.next} />;
    case 'not_found':
      return <NotFoundPage message={page.message} />;
    case 'company_not_found':
      return <CompanyNotFoundPage />;
    case 'no_access':
      return <NoAccessPage />;
    case 'error':
      return <ErrorPage message={page.message} cause={page.cause} />;
  }
}

/**
 * The root the server renders and the browser hydrates, for every kind of page. The server makes
 * a query client per render, the browser one for its lifetime. Once hydrated it marks
 * <html data-hydrated> (outside #root, so no mismatch): tests wait on it before clicking.
 */
export function App({ page, queryClient }: { page: PageData; queryClient: QueryClient }) {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', 'true');
  }, []);
  return (
    <MantineProvider
      theme={theme}
      forceColorScheme="light"
      colorSchemeManager={lightOnlyColorScheme}
      // The theme's variables live in themeVariables.css (cached), not in a <style> per page;
      // no component here uses hiddenFrom/visibleFrom, which need the global classes.
      withCssVariables={false}
      withGlobalClasses={false}
    >
      <QueryClientProvider client={queryClient}>
        <PageContent page={page} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
