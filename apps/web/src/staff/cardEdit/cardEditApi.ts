/**
 * The staff calls of card and item editing (staff-content.md §7), through the one JSON fetch.
 * Each answer carries the snack to show, in the spec's words.
 */
import type { CardKind } from '@candor/domain/cards/constants';
import type { CardForm, CustomItem } from '@candor/domain/items/item.schema';
import { answerOf, api } from '../../api/apiClient.js';
import { jsonRequest } from '../../api/jsonRequest.js';

const product = (productId: string) =>
  `/api/trust-center/products/${encodeURIComponent(productId)}`;
const cardPath = (productId: string, kind: CardKind) => `${product(productId)}/cards/${kind}`;
const itemPath = (productId: string, uid: string) =>
  `${product(productId)}/items/${encodeURIComponent(uid)}`;

export interface CardTexts {
  title?: string;
  displayText?: string | null;
  placeholder?: string;
}

export interface CardState {
  kind: CardKind;
  hidden: boolean;
  title?: string;
  displayText?: string | null;
  placeholder?: string | null;
  message: string;
}

export const cardEditApi = {
  addCard: (productId: string, kind: CardKind) =>
    answerOf(
      api.POST('/api/trust-center/products/{productId}/cards', {
        params: { path: { productId } },
        body: { kind },
      }),
    ),

  updateCard: (productId: string, kind: CardKind, texts: CardTexts) =>
    jsonRequest<CardState>('PATCH', cardPath(productId, kind), texts),

  saveCardForm: (productId: string, kind: CardKind, form: CardForm) =>
    jsonRequest<{ kind: CardKind; title: string; message: string }>(
      'PUT',
      `${cardPath(productId, kind)}/form`,
      form,
    ),

  addCustomItem: (productId: string, kind: CardKind, item: CustomItem) =>
    jsonRequest<{ uid: string; title: string; message: string }>(
      'POST',
      `${cardPath(productId, kind)}/items`,
      item,
    ),

  moveItem: (productId: string, uid: string, destinationCardId: CardKind) =>
    jsonRequest<{ uid: string; kind: CardKind; message: string }>(
      'PATCH',
      itemPath(productId, uid),
      { destinationCardId },
    ),

  setCustomUrl: (productId: string, uid: string, slug: string) =>
    jsonRequest<{ uid: string; customUrlSlug: string; message: string }>(
      'PUT',
      `${itemPath(productId, uid)}/custom-url`,
      { slug },
    ),

  deleteCustomItem: (productId: string, uid: string) =>
    jsonRequest<{ uid: string; message: string }>('DELETE', itemPath(productId, uid)),
};
