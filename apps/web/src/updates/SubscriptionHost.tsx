/**
 * Where the portal's subscription dialogs live: it follows the address (`?subscribe=true`,
 * `?subscribeStatus=`, `?unsubscribeToken=`) and the page's Subscribe buttons, and shows the
 * floating side container on wide screens when subscribing is offered. The dialogs are a chunk
 * of their own, fetched only when one opens.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { PortalView } from '@candor/domain/portal/portalView';
import type { PortalQuery } from '@candor/domain/portal/portalQuery';
import { readUrlState, replaceUrlState, subscribeUrlState } from '../portal/urlState.js';
import { useHydrated } from '../ui/useHydrated.js';
import { OPEN_SUBSCRIBE_EVENT, openSubscribe, subscribeHref } from './subscriptionApi.js';
import { opensInPage } from '../ui/opensInPage.js';
import classes from './SubscriptionHost.module.css';

const dialogs = () => import('./SubscriptionDialogs.js');
const SubscribeDialog = lazy(() => dialogs().then((m) => ({ default: m.SubscribeDialog })));
const SubscribeStatusDialog = lazy(() =>
  dialogs().then((m) => ({ default: m.SubscribeStatusDialog })),
);
const UnsubscribeDialog = lazy(() => dialogs().then((m) => ({ default: m.UnsubscribeDialog })));

export function SubscriptionHost({ view }: { view: PortalView }) {
  const hydrated = useHydrated();
  const [url, setUrl] = useState<PortalQuery | null>(null);
  const [open, setOpen] = useState(false);
  const offered = view.updates.subscribe;

  useEffect(() => {
    setUrl(readUrlState());
    const stop = subscribeUrlState(setUrl);
    const onOpen = () => setOpen(true);
    window.addEventListener(OPEN_SUBSCRIBE_EVENT, onOpen);
    return () => {
      stop();
      window.removeEventListener(OPEN_SUBSCRIBE_EVENT, onOpen);
    };
  }, []);

  const portal = {
    basePath: view.basePath,
    orgName: view.org.name,
    portalTitle: view.customization.portalTitle,
    supportMailbox: view.customization.supportMailbox,
    agreeToTerms: view.updates.agreeToTerms,
  };
  const subscribeOpen = offered && (open || url?.subscribe === true);
  const closeSubscribe = () => {
    setOpen(false);
    if (url?.subscribe) replaceUrlState({ subscribe: false });
  };

  return (
    <>
      {offered ? (
        <aside className={classes.side} aria-label="Subscribe">
          <a
            className={classes.sideButton}
            role="button"
            href={subscribeHref(view.basePath, 'portal')}
            onClick={opensInPage(openSubscribe)}
          >
            Subscribe to updates
          </a>
        </aside>
      ) : null}
      {hydrated ? (
        <Suspense fallback={null}>
          {subscribeOpen ? (
            <SubscribeDialog
              portal={portal}
              source={url?.source ?? 'portal'}
              onClose={closeSubscribe}
            />
          ) : null}
          {url?.subscribeStatus ? (
            <SubscribeStatusDialog status={url.subscribeStatus} portal={portal} />
          ) : null}
          {url?.unsubscribeToken ? (
            <UnsubscribeDialog token={url.unsubscribeToken} portal={portal} />
          ) : null}
        </Suspense>
      ) : null}
    </>
  );
}
