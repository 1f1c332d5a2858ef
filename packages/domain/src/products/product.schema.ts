/**
 * Products and product links as staff manage them in the private area: one set of schemas for
 * the server's validation and the forms, with the messages both show.
 */
import { z } from 'zod';
import { defaultSlug } from '../items/customUrlSlug.js';
import { normalizeWebUrl } from '../validation/webUrl.js';
import { BIDI_CONTROL_MESSAGE, withoutBidiControls } from '../validation/bidiControls.js';
import { requiredText } from '../validation/requiredText.js';

export const PRODUCT_LIMITS = { nameMax: 60, slugMax: 60, linkNameMax: 60, linkMax: 2048 } as const;

export const PRODUCT_MESSAGES = {
  nameRequired: 'Product name is required',
  nameTooLong: `Product name must be at most ${PRODUCT_LIMITS.nameMax} characters`,
  slugTooLong: `Product slug must be at most ${PRODUCT_LIMITS.slugMax} characters`,
  slugInvalid: 'Product slug may only hold lowercase letters, numbers and single hyphens',
  slugFromName: 'Enter a slug: the name has no letters or numbers to make one from',
  nothingToChange: 'Nothing to change',
  notFound: 'Product not found',
  defaultNotDeletable: 'The default product cannot be deleted',
  lastNotDeletable: 'The last product cannot be deleted',
  defaultNotHideable: 'The default product cannot be hidden',
  defaultNotUnset: 'Choose another product as the default instead',
  orderIncomplete: 'The order must list every product exactly once',
  linkNameRequired: 'Link name is required',
  linkNameTooLong: `Link name must be at most ${PRODUCT_LIMITS.linkNameMax} characters`,
  linkInvalid: 'Please enter a valid URL.',
  linkNotFound: 'Product link not found',
  linkOrderIncomplete: 'The order must list every product link exactly once',
} as const;

export const productSlugInUseMessage = (name: string): string =>
  `This slug is already used by product: ${name}`;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const productSlugSchema = z
  .string({ error: PRODUCT_MESSAGES.slugInvalid })
  .trim()
  .max(PRODUCT_LIMITS.slugMax, PRODUCT_MESSAGES.slugTooLong)
  .regex(SLUG_PATTERN, PRODUCT_MESSAGES.slugInvalid);

const productNameSchema = requiredText(PRODUCT_MESSAGES.nameRequired)
  .max(PRODUCT_LIMITS.nameMax, PRODUCT_MESSAGES.nameTooLong)
  .refine(withoutBidiControls, BIDI_CONTROL_MESSAGE);

/** The slug a new product gets when staff give none: its name, lower-cased with hyphens. */
export function defaultProductSlug(name: string): string {
  return defaultSlug(name).slice(0, PRODUCT_LIMITS.slugMax).replace(/-+$/, '');
}

export const productCreateSchema = z
  .object({
    name: productNameSchema,
    slug: productSlugSchema.optional(),
  })
  .strict()
  .transform((value, ctx) => {
    const slug = value.slug ?? defaultProductSlug(value.name);
    if (slug === '') {
      ctx.addIssue({ code: 'custom', path: ['slug'], message: PRODUCT_MESSAGES.slugFromName });
      return z.NEVER;
    }
    return { name: value.name, slug };
  });
export type ProductCreateInput = z.input<typeof productCreateSchema>;
export type ProductCreate = z.output<typeof productCreateSchema>;

export const productPatchSchema = z
  .object({
    name: productNameSchema,
    slug: productSlugSchema,
    show: z.boolean({ error: 'show must be true or false' }),
    isDefault: z.literal(true, { error: PRODUCT_MESSAGES.defaultNotUnset }),
  })
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, PRODUCT_MESSAGES.nothingToChange);
export type ProductPatchInput = z.input<typeof productPatchSchema>;
export type ProductPatch = z.output<typeof productPatchSchema>;

const idList = (message: string) =>
  z
    .array(z.string().max(64, message), { error: message })
    .min(1, message)
    .max(500, message)
    .refine((ids) => new Set(ids).size === ids.length, message);

export const productOrderSchema = z
  .object({ ids: idList(PRODUCT_MESSAGES.orderIncomplete) })
  .strict();
export const productLinkOrderSchema = z
  .object({ ids: idList(PRODUCT_MESSAGES.linkOrderIncomplete) })
  .strict();

const linkNameSchema = requiredText(PRODUCT_MESSAGES.linkNameRequired)
  .max(PRODUCT_LIMITS.linkNameMax, PRODUCT_MESSAGES.linkNameTooLong)
  .refine(withoutBidiControls, BIDI_CONTROL_MESSAGE);

/** Only http(s) addresses: a product link opens another site from the product dropdown. */
const linkUrlSchema = z
  .string({ error: PRODUCT_MESSAGES.linkInvalid })
  .max(PRODUCT_LIMITS.linkMax, PRODUCT_MESSAGES.linkInvalid)
  .transform((value, ctx) => {
    const url = normalizeWebUrl(value);
    if (!url) {
      ctx.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.linkInvalid });
      return z.NEVER;
    }
    return url;
  });

export const productLinkCreateSchema = z
  .object({
    name: linkNameSchema,
    link: linkUrlSchema,
    show: z.boolean({ error: 'show must be true or false' }).optional(),
  })
  .strict();
export type ProductLinkCreateInput = z.input<typeof productLinkCreateSchema>;
export type ProductLinkCreate = z.output<typeof productLinkCreateSchema>;

export const productLinkPatchSchema = z
  .object({
    name: linkNameSchema,
    link: linkUrlSchema,
    show: z.boolean({ error: 'show must be true or false' }),
  })
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, PRODUCT_MESSAGES.nothingToChange);
export type ProductLinkPatchInput = z.input<typeof productLinkPatchSchema>;
export type ProductLinkPatch = z.output<typeof productLinkPatchSchema>;

/** What the private area lists (GET /api/admin/products): the API's answer schema. */
export const adminProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  show: z.boolean(),
  isDefault: z.boolean(),
  position: z.number(),
  bannerUrl: z.string().nullable(),
});
export type AdminProduct = z.output<typeof adminProductSchema>;

export const adminProductLinkSchema = z.object({
  id: z.string(),
  name: z.string(),
  link: z.string(),
  show: z.boolean(),
  position: z.number(),
});
export type AdminProductLink = z.output<typeof adminProductLinkSchema>;
