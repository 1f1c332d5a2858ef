/**
 * Mounts the product dropdown's one-time tooltip only for a browser that has not seen it. The
 * tooltip is part of the app's script and stylesheet (under 1 kB): a chunk of its own was a
 * second stylesheet and script request on every first visit, the visits it is shown on.
 */
import { startTransition, useEffect, useState } from 'react';
import { productTooltipStorageKey } from '@candor/domain/consent/visitorShell';
import { readStored } from './browserStorage.js';
import ProductTooltip from './ProductTooltip.js';

export function ProductTooltipHost({ basePath, id }: { basePath: string; id: string }) {
  const [unseen, setUnseen] = useState(false);
  useEffect(() => {
    // In a task of its own, after hydration's: the page's first localStorage read opens the
    // storage (tens of milliseconds on a phone), and the tooltip is no part of the first paint.
    const timer = setTimeout(() => {
      const unseenNow = readStored(productTooltipStorageKey(basePath)) === null;
      startTransition(() => setUnseen(unseenNow));
    }, 0);
    return () => clearTimeout(timer);
  }, [basePath]);
  if (!unseen) return null;
  return <ProductTooltip basePath={basePath} id={id} />;
}
