import type { ReactNode } from 'react';
import { ShieldCheckIcon } from '../ui/icons.js';
import container from './Container.module.css';
import classes from './PortalFooter.module.css';

export const PROVIDER_URL = 'https://github.com/candor-trust/candor';
/** The provider's terms and privacy notice, linked from the welcome modal. */
export const PROVIDER_TERMS_URL = `${PROVIDER_URL}/blob/main/docs/TERMS.md`;
export const PROVIDER_PRIVACY_URL = `${PROVIDER_URL}/blob/main/docs/PRIVACY.md`;

/** The footer: the organisation's line and the 'Built on' link (unless turned off). */
export function PortalFooter({
  orgName,
  portalTitle,
  showBuiltOn,
  links,
}: {
  orgName: string;
  portalTitle: string;
  showBuiltOn: boolean;
  /** Cookie-consent links (visitor-portal.md §2). */
  links?: ReactNode;
}) {
  return (
    <footer className={classes.footer}>
      <div className={`${container.container} ${classes.inner}`}>
        <span>
          {orgName} {portalTitle}
        </span>
        {links}
        {showBuiltOn ? (
          <a className={classes.builtOn} href={PROVIDER_URL} target="_blank" rel="noopener">
            <ShieldCheckIcon size={16} />
            <span>
              Built on <strong>Candor</strong>
            </span>
          </a>
        ) : null}
      </div>
    </footer>
  );
}
