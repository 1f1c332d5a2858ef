/**
 * The product dropdown's one-time tooltip (visitor-portal.md §2, §9): 'Use this dropdown to
 * select your product' shows 500 ms after the page is ready, once per browser, and closes 400
 * ms after the visitor does anything (a click, a key). It takes no pointer events, so it never
 * stands in the way, and it is positioned absolutely: nothing moves when it appears.
 */
import { useEffect, useState } from 'react';
import {
  PRODUCT_TOOLTIP_TEXT,
  PRODUCT_TOOLTIP_TIMING,
  productTooltipStorageKey,
} from '@candor/domain/consent/visitorShell';
import { writeStored } from './browserStorage.js';
import classes from './ProductTooltip.module.css';

export default function ProductTooltip({ basePath, id }: { basePath: string; id: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const key = productTooltipStorageKey(basePath);
    let closeTimer = 0;
    const showTimer = window.setTimeout(() => {
      writeStored(key, '1');
      setShown(true);
      const dismiss = () => {
        document.removeEventListener('pointerdown', dismiss);
        document.removeEventListener('keydown', dismiss);
        closeTimer = window.setTimeout(() => setShown(false), PRODUCT_TOOLTIP_TIMING.closeAfterMs);
      };
      document.addEventListener('pointerdown', dismiss);
      document.addEventListener('keydown', dismiss);
    }, PRODUCT_TOOLTIP_TIMING.showAfterMs);
    return () => {
      window.clearTimeout(showTimer);
      window.clearTimeout(closeTimer);
    };
  }, [basePath]);
  if (!shown) return null;
  return (
    <div className={classes.tooltip} role="tooltip" id={id}>
      {PRODUCT_TOOLTIP_TEXT}
    </div>
  );
}
