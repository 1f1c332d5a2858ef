/** The integration and security-grade calls of an item's edit mode. */
import { jsonRequest } from '../../api/jsonRequest.js';

const itemPath = (productId: string, uid: string) =>
  `/api/trust-center/products/${encodeURIComponent(productId)}/items/${encodeURIComponent(uid)}`;

export const integrationApi = {
  connect: (productId: string, uid: string, link: string, showInCard?: boolean) =>
    jsonRequest<{ message: string }>('POST', `${itemPath(productId, uid)}/integration`, {
      link,
      ...(showInCard === undefined ? {} : { showInCard }),
    }),
  setShowInCard: (productId: string, uid: string, showInCard: boolean) =>
    jsonRequest<{ message: string }>('PATCH', `${itemPath(productId, uid)}/integration`, {
      showInCard,
    }),
  disconnect: (productId: string, uid: string) =>
    jsonRequest<{ message: string }>('DELETE', `${itemPath(productId, uid)}/integration`),
  getGrade: (domain: string) =>
    jsonRequest<{ grade: string }>('GET', `/api/integrations/ssc/${encodeURIComponent(domain)}`),
};
