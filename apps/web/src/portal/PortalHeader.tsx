import type { ReactNode } from 'react';
import type { PortalView } from '@candor/domain/portal/portalView';
import container from './Container.module.css';
import { ProductSwitcher } from './ProductSwitcher.js';
import { ShareButton } from '../shell/ShareButton.js';
import { SearchBox } from '../search/SearchBox.js';
import classes from './PortalHeader.module.css';

function OrgLogo({ org }: { org: PortalView['org'] }) {
  // Its intrinsic size, so the browser reserves the box before the image arrives (no layout
  // shift); the stylesheet sets the height it shows at and the width follows the ratio. A small
  // logo comes inline in the page (a data: URI): it is on the first screen, so no extra request.
  const size = org.logoSize ?? null;
  const mark = org.logoUrl ? (
    <img
      className={classes.logo}
      src={org.logoDataUrl ?? org.logoUrl}
      alt={org.name}
      width={size?.width}
      height={size?.height ?? 36}
    />
  ) : (
    <span className={classes.orgName}>{org.name}</span>
  );
  if (!org.websiteUrl) return <span className={classes.logoLink}>{mark}</span>;
  return (
    <a
      className={classes.logoLink}
      href={org.websiteUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${org.name} website`}
    >
      {mark}
    </a>
  );
}

/**
 * The banner landmark: the bars above (`top`: staff bar, notification bar), then the logo
 * (linking out), the portal title unless turned off, the product dropdown, and in
 * account-external mode the account menu.
 */
export function PortalHeader({
  view,
  top,
  account,
}: {
  view: PortalView;
  top?: ReactNode;
  /** The signed-in member's account menu (account-external mode) and notices. */
  account?: ReactNode;
}) {
  const { org, customization } = view;
  const withSwitcher = view.products.length > 1 || view.productLinks.length > 0;
  return (
    <header className={classes.header}>
      {top}
      <div className={`${container.container} ${classes.inner}`}>
        <div className={classes.brand}>
          <OrgLogo org={org} />
          {customization.showPortalTitle ? (
            <>
              <span className={classes.divider} aria-hidden="true" />
              <h1 className={classes.title} data-testid="portal-title">
                {customization.portalTitle}
              </h1>
            </>
          ) : (
            <h1 className="candor-visually-hidden">{org.name}</h1>
          )}
        </div>
        {withSwitcher ? (
          <div className={classes.switcher}>
            <ProductSwitcher
              products={view.products}
              current={view.product}
              links={view.productLinks}
              basePath={view.basePath}
            />
          </div>
        ) : null}
        <ShareButton view={view} />
        <SearchBox basePath={view.basePath} productId={view.product.id} />
        {account}
      </div>
    </header>
  );
}
