/**
 * Gives an item a custom URL slug (staff-content.md §5 "Custom URL slug"): unique within the
 * product, so `{org}/item/{slug}` opens exactly one item. A slug already used names that item.
 */
import {
  customUrlCreatedMessage,
  DomainError,
  slugInUseMessage,
  type FieldError,
} from '@candor/domain';
import { and, eq, ne } from 'drizzle-orm';
import { items } from '../../db/schema/index.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { findItem } from './findItem.js';

export interface CustomUrl {
  uid: string;
  customUrlSlug: string;
  message: string;
}

const slugTaken = (message: string) => {
  const errors: FieldError[] = [{ path: 'slug', message }];
  return new DomainError('conflict', message, errors);
};

/** PostgreSQL's unique_violation, however the driver wraps it. */
const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; typeof e === 'object' && e !== null;) {
    if ('code' in e && e.code === '23505') return true;
    e = 'cause' in e ? e.cause : null;
  }
  return false;
};

export async function setCustomUrl(
  ctx: ServiceContext,
  input: { productId: string; uid: string; slug: string },
): Promise<CustomUrl> {
  const { orgId } = ctx.viewer;
  const { productId, uid, slug } = input;
  try {
    const result = await mutate(ctx, {
      action: 'item.createCustomUrl',
      subject: {},
      revision: { productId },
      async run(tx) {
        const item = await findItem(tx, { orgId, productId, uid });
        const [holder] = await tx
          .select({ title: items.title })
          .from(items)
          .where(
            and(
              eq(items.orgId, orgId),
              eq(items.productId, productId),
              eq(items.customUrlSlug, slug),
              ne(items.id, item.id),
            ),
          )
          .limit(1);
        if (holder) throw slugTaken(slugInUseMessage(holder.title));
        await tx.update(items).set({ customUrlSlug: slug }).where(eq(items.id, item.id));
        return item;
      },
      audit: (item) => ({
        action: 'item.customUrlSet',
        entityType: 'item',
        entityId: item.id,
        before: { uid, customUrlSlug: item.customUrlSlug },
        after: { uid, customUrlSlug: slug },
      }),
    });
    return { uid, customUrlSlug: slug, message: customUrlCreatedMessage(result.title) };
  } catch (error) {
    // Two staff saving the same slug at once: the unique index decides, the loser is told.
    if (isUniqueViolation(error)) throw slugTaken('This URL slug is already in use');
    throw error;
  }
}
