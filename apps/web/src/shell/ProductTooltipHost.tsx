/**
 * Mounts the product dropdown's one-time tooltip (a chunk of its own) only for a browser that
 * has not seen it, so returning visitors fetch nothing.
 */
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { productTooltipStorageKey } from '@candor/domain/consent/visitorShell';
import { readStored } from './browserStorage.js';

const ProductTooltip = lazy(() => import('./ProductTooltip.js'));

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
  return (
    <Suspense fallback={null}>
      <ProductTooltip basePath={basePath} id={id} />
    </Suspense>
  );
}
