import type { MouseEvent } from 'react';
import type { PortalView } from '@candor/domain/portal/portalView';
import { portalHref, type PortalLocation } from '@candor/domain/portal/portalLinks';
import { topicElementId } from '../updates/topicElementId.js';
import { ArrowRightIcon, BellIcon } from '../ui/icons.js';
import container from './Container.module.css';
import { readUrlState, replaceUrlState } from './urlState.js';
import classes from './NotificationBar.module.css';

/**
 * The recent-update bar: the latest topic's subject (on small screens 'Recent trust updates
 * available'), linking to `?tcuUid=`. With JavaScript the link is a shallow replace that the
 * updates section follows; without it, a normal navigation does the same.
 */
export function NotificationBar({
  notification,
  orgName,
  location,
}: {
  notification: NonNullable<PortalView['notification']>;
  orgName: string;
  location: PortalLocation;
}) {
  const subject =
    notification.subject.trim() || `Click here to see ${orgName}'s latest trust updates`;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    const target = document.getElementById(topicElementId(notification.topicId));
    if (!target && !document.getElementById('section-trust_center_updates')) return;
    event.preventDefault();
    if (readUrlState().tcuUid === notification.topicId) target?.scrollIntoView({ block: 'start' });
    else replaceUrlState({ tcuUid: notification.topicId });
  };
  return (
    <div className={classes.bar}>
      <div className={container.container}>
        <a
          className={classes.link}
          href={portalHref(location, { tcuUid: notification.topicId })}
          onClick={onClick}
        >
          <span className={classes.icon}>
            <BellIcon size={16} />
          </span>
          <span className={`${classes.text} ${classes.large}`}>{subject}</span>
          <span className={`${classes.text} ${classes.small}`}>Recent trust updates available</span>
          <span className={classes.icon}>
            <ArrowRightIcon size={14} />
          </span>
        </a>
      </div>
    </div>
  );
}
