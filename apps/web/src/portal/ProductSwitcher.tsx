import { useEffect, useId, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import type { PortalView, ProductSummary } from '@candor/domain/portal/portalView';
import { ChevronDownIcon, ExternalLinkIcon, EyeOffIcon } from '../ui/icons.js';
import { portalHref, productChoiceHref } from '@candor/domain/portal/portalLinks';
import { readUrlState } from './urlState.js';
import classes from './ProductSwitcher.module.css';

interface ProductSwitcherProps {
  products: ProductSummary[];
  current: ProductSummary;
  links: PortalView['productLinks'];
  basePath: string;
}

/**
 * The product dropdown: a disclosure listing the products (hidden ones, staff only, with an
 * eye-slash) and the product links. Choosing a product loads `?product={slug}`, keeping
 * accountId and permissionProfileId (visitor-portal.md §2). Escape and clicks outside close it.
 */
export function ProductSwitcher({ products, current, links, basePath }: ProductSwitcherProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target instanceof Node ? event.target : null;
      if (!rootRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const choose = (event: MouseEvent<HTMLAnchorElement>, product: ProductSummary) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    window.location.assign(productChoiceHref({ basePath }, product.slug, readUrlState()));
  };

  return (
    <div
      className={classes.root}
      ref={rootRef}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className={classes.trigger}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="candor-visually-hidden">Product: </span>
        <span className={classes.triggerLabel}>{current.name}</span>
        <span className={classes.chevron}>
          <ChevronDownIcon size={16} />
        </span>
      </button>
      <div className={classes.menu} id={menuId} hidden={!open}>
        <p className={classes.groupLabel} id={`${menuId}-products`}>
          Products
        </p>
        <ul className={classes.list} aria-labelledby={`${menuId}-products`}>
          {products.map((product) => (
            <li key={product.id}>
              <a
                className={classes.option}
                href={portalHref({ basePath, productSlug: product.slug })}
                aria-current={product.id === current.id ? 'page' : undefined}
                onClick={(event) => choose(event, product)}
              >
                <span className={classes.optionLabel}>{product.name}</span>
                {product.show ? null : (
                  <span className={classes.optionIcon}>
                    <EyeOffIcon size={15} label="Hidden product" />
                  </span>
                )}
              </a>
            </li>
          ))}
        </ul>
        {links.length > 0 ? (
          <>
            <div className={classes.divider} role="separator" />
            <ul className={classes.list} aria-label="Links">
              {links.map((link) => (
                <li key={`${link.name}:${link.link}`}>
                  <a
                    className={classes.option}
                    href={link.link}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <span className={classes.optionLabel}>{link.name}</span>
                    <span className={classes.optionIcon}>
                      <ExternalLinkIcon size={14} />
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </div>
  );
}
