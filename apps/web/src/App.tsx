import './styles/mantine.js';
import '@fontsource-variable/inter/wght.css';
import './styles/themeVariables.css';
import './styles/global.css';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import type { PageData } from './pageData.js';
import { QueryRuntimeProvider } from './api/queryRuntime.js';
import { theme } from './theme.js';
import { LightMantineProvider } from './ui/LightMantineProvider.js';
import { PortalRoot } from './portal/PortalRoot.js';
import { HtmlOnlyItemsContext } from './cards/MoreItems.js';
import { AdminLoading } from './pages/AdminLoading.js';
import { otherPages } from './pages/otherPages.js';
import { HydratedContext, useHydrated } from './ui/useHydrated.js';

/** The staff private area: its own chunks, fetched only on its pages (never in the portal's). */
const AdminApp = lazy(() => import('./admin/AdminApp.js'));

function AdminPage({ admin }: { admin: Extract<PageData, { kind: 'admin' }>['admin'] }) {
  // Drawn in the browser only (it depends on the address bar and has nothing for crawlers):
  // the server and the hydration pass agree on the loading screen it starts from.
  const inBrowser = useHydrated();
  if (!inBrowser) return <AdminLoading />;
  return (
    <Suspense fallback={<AdminLoading />}>
      <AdminApp admin={admin} />
    </Suspense>
  );
}

function PageContent({ page }: { page: PageData }) {
  if (page.kind === 'portal') {
    return (
      <HtmlOnlyItemsContext value={page.htmlOnlyItems ?? null}>
        <PortalRoot initialView={page.view} />
      </HtmlOnlyItemsContext>
    );
  }
  if (page.kind === 'admin') return <AdminPage admin={page.admin} />;
  const { OtherPageContent } = otherPages();
  return <OtherPageContent page={page} />;
}

/**
 * The root the server renders and the browser hydrates, for every kind of page. The query client
 * arrives with the first part that needs it (api/queryRuntime.tsx). Once hydrated it turns on
 * `useHydrated` in a transition (time-sliced, see ui/useHydrated.ts) and, when that has been
 * committed, marks <html data-hydrated> (outside #root, so no mismatch): tests wait on it before
 * clicking.
 */
export function App({ page }: { page: PageData }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  useEffect(() => {
    if (hydrated) document.documentElement.setAttribute('data-hydrated', 'true');
  }, [hydrated]);
  return (
    <LightMantineProvider theme={theme}>
      <QueryRuntimeProvider>
        <HydratedContext value={hydrated}>
          <PageContent page={page} />
        </HydratedContext>
      </QueryRuntimeProvider>
    </LightMantineProvider>
  );
}
