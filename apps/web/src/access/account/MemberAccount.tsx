/**
 * A signed-in account member's part of the portal header (visitor-portal.md §2, §4): the
 * account menu in account-external mode and its dialogs (invite colleagues, also from
 * `?inviteColleagues=true`; API tokens; how to), the access-expired dialog when their account's
 * access ended, 'View as public' and 'Continue as …'. The member is fetched after hydration
 * (`auth/me`); the dialogs load as a chunk of their own. Part of the viewer's chunk
 * (portal/viewerParts.ts): anonymous visitors never load it.
 */
import { DownloadSignedNdaMenuItem } from '../nda/DownloadSignedNdaMenuItem.js';
import { portalApiOf } from '../nda/ndaApi.js';
import { portalSearch, type PortalQuery } from '@candor/domain/portal/portalQuery';
import type { PortalView } from '@candor/domain/portal/portalView';
import { lazy, Suspense, useState } from 'react';
import { replaceUrlState } from '../../portal/urlState.js';
import { useHydrated } from '../../ui/useHydrated.js';
import { useLazyQuery } from '../../api/queryRuntime.js';
import { EyeIcon } from '../../ui/icons.js';
import { AccountMenu } from './AccountMenu.js';
import { fetchMe, logout, memberQueryKey } from './accountApi.js';
import { canDownloadSignedNda } from './accountMenuLines.js';
import classes from './AccountMenu.module.css';

const dialogs = () => import('./MemberDialogs.js');
const AccessExpiredDialog = lazy(() => dialogs().then((m) => ({ default: m.AccessExpiredDialog })));
const InviteColleaguesModal = lazy(() =>
  dialogs().then((m) => ({ default: m.InviteColleaguesModal })),
);
const ApiTokensModal = lazy(() => dialogs().then((m) => ({ default: m.ApiTokensModal })));
const HowToDialog = lazy(() => dialogs().then((m) => ({ default: m.HowToDialog })));

export function MemberAccount({ view, url }: { view: PortalView; url: PortalQuery | null }) {
  const hydrated = useHydrated();
  const signedIn = Boolean(view.viewer.member);
  const [me, meSource] = useLazyQuery({
    queryKey: memberQueryKey(view.basePath),
    queryFn: ({ signal }) => fetchMe(view.basePath, signal),
    enabled: hydrated && signedIn,
    retry: false,
    staleTime: 60_000,
  });
  const [dialog, setDialog] = useState<'invite' | 'howto' | 'apiTokens' | null>(null);
  const [expiredClosed, setExpiredClosed] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);

  const member = me.data ?? null;
  const external = view.viewer.mode === 'account_external';
  const inviteOpen =
    external && member !== null && (dialog === 'invite' || url?.inviteColleagues === true);
  const closeInvite = () => {
    setDialog(null);
    if (url?.inviteColleagues) replaceUrlState({ inviteColleagues: false });
  };
  const signOut = async () => {
    setLoggingOut(true);
    try {
      await logout();
    } finally {
      // Back to the public portal: the same page without the account.
      window.location.assign(view.basePath || '/');
    }
  };

  return (
    <>
      {meSource}
      {external ? (
        // Server-rendered: the public page is one click away, before anything loads.
        <a
          className={classes.viewSwitch}
          aria-label="View as public"
          href={`${view.basePath || '/'}${portalSearch({ view: 'public', product: url?.product ?? null })}`}
        >
          <EyeIcon size={16} />
          <span className={classes.viewSwitchText} aria-hidden="true">
            View as public
          </span>
        </a>
      ) : null}
      {external && member ? (
        <AccountMenu
          member={member}
          orgName={view.org.name}
          onHowTo={() => setDialog('howto')}
          onInvite={() => setDialog('invite')}
          onApiTokens={() => setDialog('apiTokens')}
          onLogout={() => void signOut()}
          signedNdaDownload={
            canDownloadSignedNda(member) ? (
              <DownloadSignedNdaMenuItem
                portalApi={portalApiOf(view.basePath)}
                accountId={member.accountId}
                nda={member.nda}
              />
            ) : null
          }
        />
      ) : null}
      {!external && member && !member.accessExpired && view.viewer.mode === 'public' ? (
        <a
          className={classes.trigger}
          href={`${view.basePath || '/'}${portalSearch({ accountId: member.accountId, product: url?.product ?? null })}`}
        >
          Continue as {member.accountName}
        </a>
      ) : null}
      {loggingOut ? (
        <span className="candor-visually-hidden" role="status">
          Logging out
        </span>
      ) : null}
      {hydrated && member ? (
        <Suspense fallback={null}>
          {member.accessExpired && !expiredClosed ? (
            <AccessExpiredDialog
              accountId={member.accountId}
              accountName={member.accountName}
              orgName={view.org.name}
              productId={view.product.id}
              onClose={() => setExpiredClosed(true)}
            />
          ) : null}
          {inviteOpen ? (
            <InviteColleaguesModal
              accountId={member.accountId}
              orgName={view.org.name}
              onClose={closeInvite}
            />
          ) : null}
          {dialog === 'apiTokens' && external ? (
            <ApiTokensModal
              apiBase={`${window.location.origin}/api/v1/orgs/${view.org.slug}`}
              onClose={() => setDialog(null)}
            />
          ) : null}
          {dialog === 'howto' ? (
            <HowToDialog
              orgName={view.org.name}
              portalTitle={view.customization.portalTitle}
              onClose={() => setDialog(null)}
            />
          ) : null}
        </Suspense>
      ) : null}
    </>
  );
}
