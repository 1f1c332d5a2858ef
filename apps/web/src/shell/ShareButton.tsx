/**
 * The header's Share button (visitor-portal.md §2): opens the share popover, a chunk fetched on
 * first click. Rendered in the server's HTML at its final size, so nothing moves on hydration.
 */
import { lazy, Suspense, useRef, useState } from 'react';
import type { PortalView } from '@candor/domain/portal/portalView';
import { ShareIcon } from '../ui/icons.js';
import classes from './ShareButton.module.css';

const SharePopover = lazy(() => import('./SharePopover.js'));

export function ShareButton({ view }: { view: PortalView }) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  if (!view.shell) return null;
  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };
  return (
    <div className={classes.root}>
      <button
        ref={triggerRef}
        type="button"
        className={classes.trigger}
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-label="Share"
        onClick={() => setOpen((value) => !value)}
      >
        <ShareIcon size={16} />
        <span className={classes.label}>Share</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SharePopover
            url={view.seo.canonicalUrl}
            portalTitle={view.customization.portalTitle}
            orgName={view.org.name}
            published={view.shell.published}
            trigger={triggerRef}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
