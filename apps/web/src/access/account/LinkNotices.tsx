/**
 * The notice of a mailed link the visitor followed (MemberArea.tsx): a refused sign-in link
 * (`?signInLink=expired`) or an extension link (`?extendAccess=…`), until dismissed. A chunk of
 * its own, fetched only when the address carries one of them.
 */
import { ACCESS_MESSAGES, MEMBER_MESSAGES } from '@candor/domain/access/access.messages';
import type { PortalQuery } from '@candor/domain/portal/portalQuery';
import { replaceUrlState } from '../../portal/urlState.js';
import { EXTEND_ACCESS_TEXTS } from './extendAccess.js';
import classes from './LinkNotice.module.css';

export default function LinkNotices({ url }: { url: PortalQuery }) {
  return (
    <>
      {url.signInLink === 'expired' ? (
        <LinkNotice
          text={MEMBER_MESSAGES.signInLinkExpired}
          onDismiss={() => replaceUrlState({ signInLink: null })}
        />
      ) : null}
      {url.extendAccess ? (
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
