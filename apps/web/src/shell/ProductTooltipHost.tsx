/**
 * Mounts the product dropdown's one-time tooltip (a chunk of its own) only for a browser that
 * has not seen it, so returning visitors fetch nothing.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { productTooltipStorageKey } from '@candor/domain/consent/visitorShell';
import { readStored } from './browserStorage.js';

const ProductTooltip = lazy(() => import('./ProductTooltip.js'));

export function ProductTooltipHost({ basePath, id }: { basePath: string; id: string }) {
  const [unseen, setUnseen] = useState(false);
  useEffect(() => {
    setUnseen(readStored(productTooltipStorageKey(basePath)) === null);
  }, [basePath]);
  if (!unseen) return null;
  return (
    <Suspense fallback={null}>
      <ProductTooltip basePath={basePath} id={id} />
    </Suspense>
  );
}
