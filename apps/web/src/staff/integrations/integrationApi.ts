/** The integration and security-grade calls of an item's edit mode. */
import { jsonRequest } from '../../api/jsonRequest.js';

const itemPath = (productId: string, uid: string) =>
  `/api/trust-center/products/${encodeURIComponent(productId)}/items/${encodeURIComponent(uid)}`;

export const integrationApi = {
  /** Connect's check: nothing stored (the card's Save connects). */
  check: (productId: string, uid: string, link: string, showInCard?: boolean) =>
    jsonRequest<{ link: string | null; message: string }>(
      'POST',
      `${itemPath(productId, uid)}/integration/check`,
      {
        link,
        ...(showInCard === undefined ? {} : { showInCard }),
      },
    ),
  setShowInCard: (productId: string, uid: string, showInCard: boolean) =>
    jsonRequest<{ message: string }>('PATCH', `${itemPath(productId, uid)}/integration`, {
      showInCard,
    }),
  getGrade: (domain: string) =>
    jsonRequest<{ grade: string }>('GET', `/api/integrations/ssc/${encodeURIComponent(domain)}`),
};
