import type { PortalView } from '@candor/domain/portal/portalView';
import { PreviewPicker } from '../access/account/PreviewPicker.js';
import { LogoutIcon } from '../ui/icons.js';
import container from './Container.module.css';
import classes from './StaffBar.module.css';

const MODE_LABELS: Record<PortalView['viewer']['mode'], string> = {
  main: 'Main mode',
  preview: 'Preview mode',
  account_external: 'Account mode',
  public: 'Public mode',
};

/**
 * The signed-in staff member's bar: who, which mode, the preview picker (see the portal as an
 * account or permission profile), the way to the private area and a log-out form (works
 * without JS).
 */
export function StaffBar({
  staff,
  mode,
  basePath,
}: {
  staff: NonNullable<PortalView['viewer']['staff']>;
  mode: PortalView['viewer']['mode'];
  /** The portal's base path: the preview picker's links. */
  basePath?: string;
}) {
  return (
    <div className={classes.bar}>
      <div className={`${container.container} ${classes.inner}`}>
        <p className={classes.who}>
          <span className={classes.mode}>{MODE_LABELS[mode]}</span>
          <span className={classes.email} title={staff.displayName}>
            {staff.email}
          </span>
        </p>
        <div className={classes.actions}>
          {basePath !== undefined ? <PreviewPicker basePath={basePath} /> : null}
          <a href="/admin" className={classes.logout}>
            Private area
          </a>
          <form method="post" action="/logout">
            <button type="submit" className={classes.logout}>
              <LogoutIcon size={15} />
              Log out
            </button>
          </form>
        </div>
      </div>
    </div>
  );
}
