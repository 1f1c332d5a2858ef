/**
 * Account members' API tokens for the public read API: what a member gives to make one (a name
 * and one of three lifetimes, no token lives for ever), and how the account menu and the
 * private area list them. The token itself appears once, in the answer that made it.
 */
import { z } from 'zod';
import { BIDI_CONTROL_MESSAGE, withoutBidiControls } from '../validation/bidiControls.js';

export const API_TOKEN_LIFETIMES_DAYS = [30, 90, 365] as const;
export type ApiTokenLifetime = (typeof API_TOKEN_LIFETIMES_DAYS)[number];
export const API_TOKEN_NAME_MAX = 80;
/** Live tokens a member may hold at once. */
export const API_TOKEN_LIVE_MAX = 20;

export const API_TOKEN_MESSAGES = {
  nameRequired: 'Give the token a name',
  nameTooLong: `The name can be at most ${API_TOKEN_NAME_MAX} characters`,
  expiryRequired: 'Choose when the token expires: in 30, 90 or 365 days',
  notFound: 'API token not found',
  created: 'API token created. Copy it now: it will not be shown again.',
  revoked: 'API token revoked',
  tooMany: `You have ${API_TOKEN_LIVE_MAX} API tokens: revoke one to make another`,
} as const;

export const createApiTokenInputSchema = z.object({
  name: z
    .string({ error: API_TOKEN_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: API_TOKEN_MESSAGES.nameRequired })
    .max(API_TOKEN_NAME_MAX, { error: API_TOKEN_MESSAGES.nameTooLong })
    .refine(withoutBidiControls, { error: BIDI_CONTROL_MESSAGE }),
  expiresInDays: z.union(
    API_TOKEN_LIFETIMES_DAYS.map((days) => z.literal(days)),
    { error: API_TOKEN_MESSAGES.expiryRequired },
  ),
});
export type CreateApiTokenInput = z.infer<typeof createApiTokenInputSchema>;

export const apiTokenViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The token's first characters (`cndr_…`), to recognise it. */
  prefix: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expired: z.boolean(),
});
export type ApiTokenView = z.infer<typeof apiTokenViewSchema>;

/** Staff see whose token it is. */
export const memberApiTokenViewSchema = apiTokenViewSchema.extend({
  memberId: z.string(),
  memberEmail: z.string(),
});
export type MemberApiTokenView = z.infer<typeof memberApiTokenViewSchema>;

export const createdApiTokenSchema = z.object({
  /** Shown once: only its hash is kept. */
  token: z.string(),
  apiToken: apiTokenViewSchema,
});
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;
