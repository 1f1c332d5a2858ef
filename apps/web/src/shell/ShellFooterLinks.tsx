/**
 * The footer's cookie-consent links (visitor-portal.md §2): 'Cookie settings' reopens Candor's
 * consent dialog. A cookie banner type Candor does not support loads nothing; staff see
 * 'Unsupported cookie banner' here so they notice and fix it in the settings.
 */
import { UNSUPPORTED_COOKIE_BANNER } from '@candor/domain/consent/visitorShell';
import type { PortalView } from '@candor/domain/portal/portalView';
import { openCookieSettings } from './shellEvents.js';
import classes from './ShellFooterLinks.module.css';

export function ShellFooterLinks({ view }: { view: PortalView }) {
  const banner = view.shell?.consent?.banner;
  if (!banner) return null;
  if (banner.kind === 'candor') {
    return (
      <button type="button" className={classes.link} onClick={openCookieSettings}>
        Cookie settings
      </button>
    );
  }
  if (banner.kind === 'unsupported' && view.viewer.abilities.canSeeHidden) {
    return (
      <span className={classes.warning} role="note">
        {UNSUPPORTED_COOKIE_BANNER}
      </span>
    );
  }
  return null;
}
