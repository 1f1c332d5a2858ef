/** Custom item URLs (staff-content.md §5 "Custom URL slug"). */
import { z } from 'zod';
import { LIMITS } from '../cards/constants.js';

export const CUSTOM_URL_MESSAGES = {
  tooLong: 'URL slug must be less than 100 characters',
  invalid: 'Invalid url slug, only lowercase letters, numbers and hyphens are allowed',
} as const;

/** 'under 100 characters' */
const SLUG_MAX = LIMITS.customUrlSlugMax - 1;
const SLUG_PATTERN = /^[a-z0-9-]+$/;

export const customUrlSlugSchema = z
  .string({ error: CUSTOM_URL_MESSAGES.invalid })
  .max(SLUG_MAX, CUSTOM_URL_MESSAGES.tooLong)
  .regex(SLUG_PATTERN, CUSTOM_URL_MESSAGES.invalid);

/** The 'Create custom url' request. */
export const customUrlSchema = z.object({
  itemUid: z.string().min(1),
  slug: customUrlSlugSchema,
});

/** The 'Create custom url' form and the item call's body: the slug alone. */
export const customUrlFormSchema = z.object({ slug: customUrlSlugSchema });
export type CustomUrlForm = z.infer<typeof customUrlFormSchema>;

export const slugInUseMessage = (title: string): string =>
  `This URL slug is already in use by item: ${title}`;

/**
 * The suggested slug for an item: its title lower-cased with hyphens. Accents are dropped,
 * anything else that is not a letter or digit becomes a hyphen, and the result stays under the
 * length limit. May be empty for a title with no letters or digits.
 */
export function defaultSlug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

export interface SlugHolder {
  uid: string;
  title: string;
  customUrlSlug: string | null;
}

/** The conflict message when another item of the product already uses the slug, else null. */
export function slugConflictMessage(
  slug: string,
  itemUid: string,
  items: readonly SlugHolder[],
): string | null {
  const holder = items.find((item) => item.customUrlSlug === slug && item.uid !== itemUid);
  return holder ? slugInUseMessage(holder.title) : null;
}

/** Submit is disabled if the slug is empty, in error or unchanged. */
export function canSubmitCustomUrlSlug(
  slug: string,
  savedSlug: string | null,
  conflict: string | null = null,
): boolean {
  return (
    slug !== '' &&
    slug !== savedSlug &&
    conflict === null &&
    customUrlSlugSchema.safeParse(slug).success
  );
}
