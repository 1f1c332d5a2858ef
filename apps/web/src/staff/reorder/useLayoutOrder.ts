/**
 * The order a re-order dialog edits over the product's layout, which is read fresh each time the
 * dialog opens: the saved order until the first move, whether it now differs, and whether a row
 * is being dragged.
 */
import type { ProductLayout } from '@candor/domain/ordering/ordering';
import { useQuery } from '../../api/queries.js';
import { useState } from 'react';
import { usePortalViewer } from '../../portal/viewerContext.js';
import { fetchProductLayout, reorderKeys } from './reorderApi.js';

export function useLayoutOrder<T extends string>(savedOf: (layout: ProductLayout) => T[]) {
  const { productId } = usePortalViewer();
  const layout = useQuery({
    queryKey: reorderKeys.layout(productId),
    queryFn: ({ signal }) => fetchProductLayout(productId, signal),
    staleTime: 0,
    gcTime: 0,
  });
  const [order, setOrder] = useState<T[] | null>(null);
  const [dragging, setDragging] = useState(false);
  const saved = layout.data ? savedOf(layout.data) : [];
  return {
    productId,
    layout,
    current: order ?? saved,
    changed: order !== null && order.join() !== saved.join(),
    setOrder,
    dragging,
    setDragging,
  };
}
