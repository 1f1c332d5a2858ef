import type { ReactNode } from 'react';
import type { PageBrand } from '@candor/domain/portal/pageData';
import { BrandColorStyle } from '../portal/BrandColorStyle.js';
import { ShieldCheckIcon } from '../ui/icons.js';
import classes from './CenteredPage.module.css';

/**
 * Layout of the pages outside a portal (sign-in, errors): a brand line and one panel. An
 * organisation's error page carries its logo or name, its portal title and its colour instead
 * of Candor's.
 */
export function CenteredPage({
  children,
  brand = null,
  wide = false,
}: {
  children: ReactNode;
  brand?: PageBrand | null;
  /** A wider panel, for a list (search results). */
  wide?: boolean;
}) {
  return (
    <div className={classes.page} data-brand={brand ? '' : undefined}>
      {brand ? <BrandColorStyle brandColor={brand.brandColor} /> : null}
      <header className={classes.top}>
        {brand ? (
          <a className={classes.brand} href={brand.homeHref}>
            {brand.logoUrl ? (
              <img className={classes.logo} src={brand.logoUrl} alt={brand.name} height={32} />
            ) : (
              <span>{brand.name}</span>
            )}
            <span className={classes.divider} aria-hidden="true" />
            <span className={classes.portalTitle}>{brand.portalTitle}</span>
          </a>
        ) : (
          <a className={classes.brand} href="/">
            <ShieldCheckIcon size={22} className={classes.brandMark} />
            Candor
          </a>
        )}
      </header>
      <main className={classes.main} id="main">
        <div className={classes.panel} data-wide={wide || undefined}>
          {children}
        </div>
      </main>
    </div>
  );
}
