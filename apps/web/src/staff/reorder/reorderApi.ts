/** The staff API calls of the re-order dialogs (staff-content.md §7). */
import type { CardKind, SectionId } from '@candor/domain/cards/constants';
import type { CardItemOrder, ProductLayout } from '@candor/domain/ordering/ordering';
import { jsonRequest } from '../../api/jsonRequest.js';

const productPath = (productId: string) =>
  `/api/trust-center/products/${encodeURIComponent(productId)}`;

/** Answers of the saves: what was saved and the snack to show. */
export interface Saved {
  message: string;
}

export const reorderKeys = {
  layout: (productId: string) => ['reorder', 'layout', productId] as const,
  items: (productId: string, kind: CardKind) => ['reorder', 'items', productId, kind] as const,
};

export const fetchProductLayout = (productId: string, signal?: AbortSignal) =>
  jsonRequest<ProductLayout>('GET', `${productPath(productId)}/order`, undefined, signal);

export const fetchCardItemOrder = (productId: string, kind: CardKind, signal?: AbortSignal) =>
  jsonRequest<CardItemOrder>(
    'GET',
    `${productPath(productId)}/cards/${kind}/items/order`,
    undefined,
    signal,
  );

export const saveSectionOrder = (productId: string, sections: SectionId[]) =>
  jsonRequest<Saved>('PATCH', productPath(productId), { sections });

export const saveCardOrder = (productId: string, cards: CardKind[]) =>
  jsonRequest<Saved>('PATCH', `${productPath(productId)}/cards`, { cards });

export const saveItemOrder = (
  productId: string,
  kind: CardKind,
  body: { items: string[]; featured?: string[] },
) => jsonRequest<Saved>('PATCH', `${productPath(productId)}/cards/${kind}/items`, body);
