/**
 * The portal shell's browser-only parts (issue 11 §3, §6): the welcome modal, once per visitor,
 * and the cookie consent that loads the organisation's scripts. Nothing here is in the server's
 * HTML or on the startup path: each is a chunk fetched after hydration, and only when the
 * organisation uses it. Both are overlays (fixed), so they never move the page (no layout shift).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { PortalView } from '@candor/domain/portal/portalView';
import { welcomeStorageKey } from '@candor/domain/consent/visitorShell';
import { useHydrated } from '../ui/useHydrated.js';
import { readStored } from './browserStorage.js';
import { OPEN_WELCOME_EVENT } from './shellEvents.js';

const WelcomeModal = lazy(() => import('./WelcomeModal.js'));
const ConsentManager = lazy(() => import('./consent/ConsentManager.js'));

export function ShellHost({ view }: { view: PortalView }) {
  const hydrated = useHydrated();
  const shell = view.shell;
  // Staff (main and preview modes) are not welcomed; visitors and members are, once.
  const welcomes = shell?.welcome != null && view.viewer.staff === null;
  const [welcomeOpen, setWelcomeOpen] = useState(false);
  useEffect(() => {
    // Tells tests (and anyone curious) that the shell has decided what to show.
    document.documentElement.dataset.candorShell = 'ready';
    if (!welcomes) return;
    if (readStored(welcomeStorageKey(view.org.id)) === null) setWelcomeOpen(true);
    const open = () => setWelcomeOpen(true);
    window.addEventListener(OPEN_WELCOME_EVENT, open);
    return () => window.removeEventListener(OPEN_WELCOME_EVENT, open);
  }, [welcomes, view.org.id]);

  if (!hydrated || !shell) return null;
  return (
    <Suspense fallback={null}>
      {welcomeOpen && shell.welcome ? (
        <WelcomeModal
          orgId={view.org.id}
          orgName={view.org.name}
          portalTitle={view.customization.portalTitle}
          links={shell.welcome}
          onClose={() => setWelcomeOpen(false)}
        />
      ) : null}
      {shell.consent ? (
        <ConsentManager orgId={view.org.id} orgName={view.org.name} setup={shell.consent} />
      ) : null}
    </Suspense>
  );
}
