/**
 * The composer's topics and updates (visitor-portal.md §5 'Update creation') and the subscribe
 * form (§5 'Subscribe e-mail'), with the spec's messages.
 */
import { z } from 'zod';
import { UPDATE_CATEGORIES } from '../cards/constants.js';
import { UPDATE_AUDIENCES } from './updates.constants.js';
import { BIDI_CONTROL_MESSAGE, withoutBidiControls } from '../validation/bidiControls.js';
import { requiredText } from '../validation/requiredText.js';

export const UPDATE_LIMITS = {
  subject: 200,
  message: 20_000,
  email: 254,
  source: 100,
} as const;

export const UPDATE_MESSAGES = {
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject must be at most ${UPDATE_LIMITS.subject} characters`,
  categoryRequired: 'Choose a category',
  messageRequired: 'Message is required',
  messageTooLong: `Message must be at most ${UPDATE_LIMITS.message} characters`,
  channelRequired: 'Choose at least one channel',
  audienceInvalid: 'Choose who can read this update',
  productsRequired: 'Please select at least one product',
  noRecipients: 'Nobody would receive this update by e-mail: there are no confirmed subscribers',
  topicCreated: 'Topic created',
  topicUpdated: 'Topic updated',
  topicDeleted: 'Topic deleted',
  updateCreated: 'Update posted',
  updateEdited: 'Update saved',
  updateDeleted: 'Update deleted',
  topicNotFound: 'Topic not found',
  updateNotFound: 'Update not found',
  emailInvalid: 'This email is invalid',
  subscribeSuccess: 'Please check your email inbox to confirm your subscription',
  subscribeFailure: 'Unfortunately, an unknown error has occurred.',
  /** The subscribe form's optional agree-to-terms checkbox (§5), in the access form's words. */
  agreeRequired: 'You must agree to the terms',
  unsubscribeSuccess: 'You have been unsubscribed to updates',
  unsubscribeExpired: 'Your unsubscribe link expired',
  subscribeLinkExpired: 'Your subscription link expired. Please try to subscribe again.',
  blocked: 'You are blocked from subscribing to updates',
  tooManyRequests: 'Too many requests. Please try again later.',
  blockAdded: 'Blocked',
  blockRemoved: 'Unblocked',
  blockInvalid: 'Enter an e-mail address or a domain',
  blockNotFound: 'Block not found',
} as const;

const subject = requiredText(UPDATE_MESSAGES.subjectRequired)
  .max(UPDATE_LIMITS.subject, UPDATE_MESSAGES.subjectTooLong)
  .refine(withoutBidiControls, BIDI_CONTROL_MESSAGE);

export const topicInputSchema = z.object({
  subject,
  category: z.enum(UPDATE_CATEGORIES, { error: UPDATE_MESSAGES.categoryRequired }),
  hidden: z.boolean().default(false),
  isPinned: z.boolean().default(false),
});
export type TopicInput = z.input<typeof topicInputSchema>;
export type TopicValues = z.output<typeof topicInputSchema>;

export const updateChannelsSchema = z
  .object({ statusPage: z.boolean(), email: z.boolean() })
  .refine((c) => c.statusPage || c.email, { message: UPDATE_MESSAGES.channelRequired });

export const updateInputSchema = z
  .object({
    message: requiredText(UPDATE_MESSAGES.messageRequired).max(
      UPDATE_LIMITS.message,
      UPDATE_MESSAGES.messageTooLong,
    ),
    audience: z.enum(UPDATE_AUDIENCES, { error: UPDATE_MESSAGES.audienceInvalid }),
    /** Empty or absent: every product. */
    productIds: z.array(z.uuid()).max(100).default([]),
    allProducts: z.boolean().default(true),
    channels: updateChannelsSchema,
  })
  .refine((u) => u.allProducts || u.productIds.length > 0, {
    message: UPDATE_MESSAGES.productsRequired,
    path: ['productIds'],
  });
export type UpdateInput = z.input<typeof updateInputSchema>;
export type UpdateValues = z.output<typeof updateInputSchema>;

/** A topic with its first update, as the composer creates them together. */
export const topicWithUpdateSchema = z.object({
  topic: topicInputSchema,
  update: updateInputSchema,
});
export type TopicWithUpdateInput = z.input<typeof topicWithUpdateSchema>;

/** The portal's subscribe call: `POST {portal base}/subscribe` (visitor-portal.md §7). */
export const subscribeInputSchema = z.object({
  email: z
    .string({ error: UPDATE_MESSAGES.emailInvalid })
    .trim()
    .max(UPDATE_LIMITS.email, UPDATE_MESSAGES.emailInvalid)
    .pipe(z.email({ error: UPDATE_MESSAGES.emailInvalid }))
    .transform((email) => email.toLowerCase()),
  source: z.string().trim().max(UPDATE_LIMITS.source).nullish(),
  /** The agree-to-terms checkbox, when the organisation asks for it (the server checks). */
  agree: z.boolean().optional(),
});
export type SubscribeInput = z.input<typeof subscribeInputSchema>;

export const unsubscribeInputSchema = z.object({ token: z.string().min(1).max(2000) });

/** Staff block one address or a whole domain. */
export const subscriberBlockInputSchema = z.object({
  value: z
    .string({ error: UPDATE_MESSAGES.blockInvalid })
    .trim()
    .toLowerCase()
    .min(3, UPDATE_MESSAGES.blockInvalid)
    .max(UPDATE_LIMITS.email, UPDATE_MESSAGES.blockInvalid)
    .regex(/^([^\s@]+@)?[a-z0-9-]+(\.[a-z0-9-]+)+$/, UPDATE_MESSAGES.blockInvalid),
});
