/**
 * The viewer's parameters (`VIEWER_QUERY_PARAMS`) as every call's query schema takes them: whom
 * staff preview as, or the member's own account, capped as the page caps them, so a call never
 * refuses an address the page reads. The viewer itself checks them (`resolvePortalMode`).
 */
import { z } from 'zod';
import { PORTAL_ID_MAX_LENGTH, type ViewerQueryParam } from './portalQuery.js';

/** A portal id in a path or query: a product, an item's uid, an account, a permission profile. */
export const portalIdParam = () => z.string().max(PORTAL_ID_MAX_LENGTH, 'Identifier is too long');

export const viewerQueryShape = {
  accountId: portalIdParam().optional(),
  permissionProfileId: portalIdParam().optional(),
  previewAs: z.string().max(PORTAL_ID_MAX_LENGTH).optional(),
} satisfies Record<ViewerQueryParam, z.ZodType>;

export const viewerQuerySchema = z.object(viewerQueryShape);
