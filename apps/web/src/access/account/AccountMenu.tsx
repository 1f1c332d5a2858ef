/**
 * The account menu of account-external mode (visitor-portal.md §2): "{account}'s Review of
 * {org}", 'Review {status}' (unless Other), the access and NDA lines, then 'How to use this
 * Trust Center?', 'Invite colleagues', 'API tokens', the signed NDA's download (a slot: clickwrap, passed)
 * and 'Log Out'. A disclosure button and a list: Escape or a click outside closes it.
 */
import type { AccountMemberView } from '@candor/domain/access/access.schema';
import { useId, useRef, useState, type ReactNode } from 'react';
import { ChevronDownIcon, InfoIcon, KeyIcon, LogoutIcon, UsersIcon } from '../../ui/icons.js';
import { accessLine, ndaLine, reviewLine, reviewTitle } from './accountMenuLines.js';
import classes from './AccountMenu.module.css';
import { useDismiss } from '../../ui/useDismiss.js';

export interface AccountMenuProps {
  member: AccountMemberView;
  orgName: string;
  onHowTo: () => void;
  onInvite: () => void;
  /** 'API tokens': the member's tokens for the public read API. */
  onApiTokens: () => void;
  onLogout: () => void;
  /**
   * 'Download signed NDA' (helper accounts-nda's control), shown only when the NDA provider is
   * clickwrap and the NDA is passed; null leaves the entry out.
   */
  signedNdaDownload?: ReactNode;
}

export function AccountMenu({
  member,
  orgName,
  onHowTo,
  onInvite,
  onApiTokens,
  onLogout,
  signedNdaDownload = null,
}: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useDismiss(open, root, (how) => {
    setOpen(false);
    if (how === 'escape') trigger.current?.focus();
  });

  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  const review = reviewLine(member);
  const nda = ndaLine(member);
  return (
    <div className={classes.root} ref={root}>
      <button
        ref={trigger}
        type="button"
        className={classes.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="account-menu"
        onClick={() => setOpen((value) => !value)}
      >
        <span className={classes.triggerText}>{member.accountName}</span>
        <ChevronDownIcon size={16} />
      </button>
      {open ? (
        <div className={classes.panel} id={panelId}>
          <div className={classes.summary}>
            <p className={classes.summaryTitle}>{reviewTitle(member, orgName)}</p>
            {review ? <p className={classes.summaryLine}>{review}</p> : null}
            <p className={`${classes.summaryLine} ${member.accessExpired ? classes.expired : ''}`}>
              {accessLine(member)}
            </p>
            {nda ? <p className={classes.summaryLine}>{nda}</p> : null}
            <p className={classes.summaryLine}>{member.email}</p>
          </div>
          <ul className={classes.items}>
            <li>
              <button type="button" className={classes.item} onClick={choose(onHowTo)}>
                <InfoIcon size={16} />
                How to use this Trust Center?
              </button>
            </li>
            <li>
              <button type="button" className={classes.item} onClick={choose(onInvite)}>
                <UsersIcon size={16} />
                Invite colleagues
              </button>
            </li>
            <li>
              <button type="button" className={classes.item} onClick={choose(onApiTokens)}>
                <KeyIcon size={16} />
                API tokens
              </button>
            </li>
            {signedNdaDownload ? <li>{signedNdaDownload}</li> : null}
            <li>
              <button type="button" className={classes.item} onClick={choose(onLogout)}>
                <LogoutIcon size={16} />
                Log Out
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
