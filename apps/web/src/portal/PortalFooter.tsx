import { ShieldCheckIcon } from '../ui/icons.js';
import container from './Container.module.css';
import classes from './PortalFooter.module.css';

export const PROVIDER_URL = 'https://github.com/candor-trust/candor';

/** The footer: the organisation's line and the 'Built on' link (unless turned off). */
export function PortalFooter({
  orgName,
  portalTitle,
  showBuiltOn,
}: {
  orgName: string;
  portalTitle: string;
  showBuiltOn: boolean;
}) {
  return (
    <footer className={classes.footer}>
      <div className={`${container.container} ${classes.inner}`}>
        <span>
          {orgName} {portalTitle}
        </span>
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
