/** The portal's subscription calls (visitor-portal.md §7), under the portal's base path. */
import { visitorPagePaths } from '@candor/domain/portal/portalLinks';
import type { SubscribeInput } from '@candor/domain/updates/updates.schema';
import { jsonRequest } from '../api/jsonRequest.js';

/** The subscribe page (which works without JavaScript): where a Subscribe button leads. */
export const subscribeHref = (basePath: string, source: string): string =>
  `${visitorPagePaths({ basePath }).subscribe}?source=${encodeURIComponent(source)}`;

export const subscribe = (basePath: string, input: SubscribeInput) =>
  jsonRequest<{ message: string }>('POST', `${basePath}/subscribe`, input);

export const unsubscribe = (basePath: string, token: string) =>
  jsonRequest<{ message: string }>('POST', `${basePath}/unsubscribe`, { token });

/** Any Subscribe button on the page opens the one subscribe dialog. */
export const OPEN_SUBSCRIBE_EVENT = 'candor:subscribe';
export const openSubscribe = () => window.dispatchEvent(new Event(OPEN_SUBSCRIBE_EVENT));
