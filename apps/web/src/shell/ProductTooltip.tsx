/**
 * The product dropdown's one-time tooltip (visitor-portal.md §2, §9): 'Use this dropdown to
 * select your product' shows 500 ms after the page is ready and closes 400 ms after it showed;
 * a click anywhere or Escape closes it at once. It never shows while a modal dialog is open (it
 * waits for the dialog to close, then 500 ms again) and closes when one opens. It counts as seen
 * only once it has shown, and then never shows again in this browser. It takes no pointer
 * events and is positioned absolutely: nothing moves when it appears.
 */
import { useEffect, useState } from 'react';
import {
  PRODUCT_TOOLTIP_TEXT,
  PRODUCT_TOOLTIP_TIMING,
  productTooltipStorageKey,
} from '@candor/domain/consent/visitorShell';
import { writeStored } from './browserStorage.js';
import classes from './ProductTooltip.module.css';

/** A modal dialog on screen (Mantine's modals and drawers). */
const modalOpen = (): boolean =>
  document.querySelector('[role="dialog"][aria-modal="true"]') !== null;

export default function ProductTooltip({ basePath, id }: { basePath: string; id: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let state: 'waiting' | 'shown' | 'done' = 'waiting';
    let timer = 0;
    const finish = () => {
      if (state === 'done') return;
      state = 'done';
      window.clearTimeout(timer);
      observer.disconnect();
      document.removeEventListener('pointerdown', onPointer, true);
      document.removeEventListener('keydown', onKey, true);
      setShown(false);
    };
    const show = () => {
      timer = 0;
      if (modalOpen()) return; // the observer starts the wait again once the modal closes
      state = 'shown';
      writeStored(productTooltipStorageKey(basePath), '1');
      setShown(true);
      timer = window.setTimeout(finish, PRODUCT_TOOLTIP_TIMING.closeAfterMs);
    };
    const onPointer = () => {
      if (state === 'shown') finish();
    };
    const onKey = (event: KeyboardEvent) => {
      if (state === 'shown' && event.key === 'Escape') finish();
    };
    const observer = new MutationObserver(() => {
      if (state === 'shown' && modalOpen()) finish();
      else if (state === 'waiting' && timer === 0 && !modalOpen()) {
        timer = window.setTimeout(show, PRODUCT_TOOLTIP_TIMING.showAfterMs);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('pointerdown', onPointer, true);
    document.addEventListener('keydown', onKey, true);
    timer = window.setTimeout(show, PRODUCT_TOOLTIP_TIMING.showAfterMs);
    return () => {
      state = 'done';
      window.clearTimeout(timer);
      observer.disconnect();
      document.removeEventListener('pointerdown', onPointer, true);
      document.removeEventListener('keydown', onKey, true);
    };
  }, [basePath]);
  if (!shown) return null;
  return (
    <div className={classes.tooltip} role="tooltip" id={id}>
      {PRODUCT_TOOLTIP_TEXT}
    </div>
  );
}
