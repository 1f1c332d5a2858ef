import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent, MouseEvent } from 'react';
import type { PortalView, ProductSummary } from '@candor/domain/portal/portalView';
import { ChevronDownIcon, ExternalLinkIcon, EyeOffIcon } from '../ui/icons.js';
import { productChoiceHref } from '@candor/domain/portal/portalLinks';
import type { PortalQuery } from '@candor/domain/portal/portalQuery';
import { readUrlState, subscribeUrlState } from './urlState.js';
import { ProductTooltipHost } from '../shell/ProductTooltipHost.js';
import classes from './ProductSwitcher.module.css';
import { useDismiss } from '../ui/useDismiss.js';

interface ProductSwitcherProps {
  products: ProductSummary[];
  current: ProductSummary;
  links: PortalView['productLinks'];
  basePath: string;
}

type CarriedQuery = Pick<PortalQuery, 'accountId' | 'permissionProfileId' | 'view'>;

const NOTHING_CARRIED: CarriedQuery = { accountId: null, permissionProfileId: null, view: null };

/** What a product link keeps of the current address; the server renders none of it. */
function useCarriedQuery(): CarriedQuery {
  const [carried, setCarried] = useState<CarriedQuery>(NOTHING_CARRIED);
  useEffect(() => {
    const read = ({ accountId, permissionProfileId, view }: PortalQuery) =>
      setCarried((current) =>
        current.accountId === accountId &&
        current.permissionProfileId === permissionProfileId &&
        current.view === view
          ? current
          : { accountId, permissionProfileId, view },
      );
    read(readUrlState());
    return subscribeUrlState(read);
  }, []);
  return carried;
}

/** Keys that move focus within the open list, to the option they lead to. */
function targetIndex(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * The product dropdown: a disclosure listing the products (hidden ones, staff only, with an
 * eye-slash) and the product links. Choosing a product loads `?product={slug}`, keeping
 * accountId and permissionProfileId (visitor-portal.md §2), in the links' addresses too, so a
 * product opened in a new tab keeps them. Arrow keys, Home and End move through the options
 * (ArrowDown or ArrowUp on the button opens the list); Escape and clicks outside close it.
 */
export function ProductSwitcher({ products, current, links, basePath }: ProductSwitcherProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const carried = useCarriedQuery();
  // The option to focus once the list has opened (it is hidden until then).
  const pendingFocus = useRef<'first' | 'last' | null>(null);

  const options = (): HTMLAnchorElement[] =>
    Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('[data-option]') ?? []);

  useEffect(() => {
    if (!open || !pendingFocus.current) return;
    const all = options();
    (pendingFocus.current === 'first' ? all[0] : all[all.length - 1])?.focus();
    pendingFocus.current = null;
  }, [open]);

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (!open) {
      if (event.target !== triggerRef.current) return;
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      pendingFocus.current = event.key === 'ArrowDown' ? 'first' : 'last';
      setOpen(true);
      return;
    }
    const all = options();
    if (all.length === 0) return;
    const active = document.activeElement;
    const index = targetIndex(
      event.key,
      all.findIndex((option) => option === active),
      all.length,
    );
    if (index === null) return;
    event.preventDefault();
    all[index]?.focus();
  };

  useDismiss(open, rootRef, (how) => {
    setOpen(false);
    if (how === 'escape') triggerRef.current?.focus();
  });

  const choose = (event: MouseEvent<HTMLAnchorElement>, product: ProductSummary) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    window.location.assign(productChoiceHref({ basePath }, product.slug, readUrlState()));
  };

  return (
    <div
      className={classes.root}
      ref={rootRef}
      onKeyDown={onKeyDown}
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
      <ProductTooltipHost basePath={basePath} id={`${menuId}-tip`} />
      <div className={classes.menu} id={menuId} hidden={!open}>
        <p className={classes.groupLabel} id={`${menuId}-products`}>
          Products
        </p>
        <ul className={classes.list} aria-labelledby={`${menuId}-products`}>
          {products.map((product) => (
            <li key={product.id}>
              <a
                className={classes.option}
                data-option=""
                href={productChoiceHref({ basePath }, product.slug, carried)}
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
                    data-option=""
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
