/**
 * What the portal header shows of accounts (visitor-portal.md §2, §4): for anyone, the notice of
 * a refused sign-in link (`?signInLink=expired`) or of a followed extension link
 * (`?extendAccess=…`); for a signed-in account member, their part (MemberAccount.tsx, in the
 * viewer's chunk: portal/viewerParts.ts), so anonymous pages load none of it.
 */
import { ACCESS_MESSAGES, MEMBER_MESSAGES } from '@candor/domain/access/access.messages';
import type { PortalQuery } from '@candor/domain/portal/portalQuery';
import type { PortalView } from '@candor/domain/portal/portalView';
import { useEffect, useState } from 'react';
import { readUrlState, replaceUrlState, subscribeUrlState } from '../../portal/urlState.js';
import { viewerParts } from '../../portal/viewerParts.js';
import { EXTEND_ACCESS_TEXTS } from './extendAccess.js';
import classes from './LinkNotice.module.css';

function useUrlState(): PortalQuery | null {
  const [url, setUrl] = useState<PortalQuery | null>(null);
  useEffect(() => {
    setUrl(readUrlState());
    return subscribeUrlState(setUrl);
  }, []);
  return url;
}

export function MemberArea({ view }: { view: PortalView }) {
  const url = useUrlState();
  const member = Boolean(view.viewer.member) || view.viewer.mode === 'account_external';
  const MemberAccount = member ? viewerParts().MemberAccount : null;
  return (
    <>
      {url?.signInLink === 'expired' ? (
        <LinkNotice
          text={MEMBER_MESSAGES.signInLinkExpired}
          onDismiss={() => replaceUrlState({ signInLink: null })}
        />
      ) : null}
      {url?.extendAccess ? (
        <LinkNotice
          testId="extend-link-result"
          text={
            url.extendAccess === 'expired'
              ? ACCESS_MESSAGES.extendLinkExpired
              : EXTEND_ACCESS_TEXTS[url.extendAccess]
          }
          onDismiss={() => replaceUrlState({ extendAccess: null })}
        />
      ) : null}
      {MemberAccount ? <MemberAccount view={view} url={url} /> : null}
    </>
  );
}

/** What became of a mailed link the visitor followed, until dismissed. */
function LinkNotice({
  text,
  onDismiss,
  testId,
}: {
  text: string;
  onDismiss: () => void;
  testId?: string;
}) {
  return (
    <div className={classes.linkNotice} role="alert" data-testid={testId}>
      <span>{text}</span>
      <button
        type="button"
        className={classes.linkNoticeClose}
        aria-label="Dismiss"
        onClick={onDismiss}
      >
        ×
      </button>
    </div>
  );
}
