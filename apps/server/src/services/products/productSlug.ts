import { DomainError, productSlugInUseMessage } from '@candor/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { products } from '../../db/schema/index.js';

/** Product slugs are unique per organisation: the message names the product holding it. */
export async function assertSlugFree(
  tx: Tx,
  orgId: string,
  slug: string,
  exceptProductId?: string,
): Promise<void> {
  const [holder] = await tx
    .select({ name: products.name })
    .from(products)
    .where(
      and(
        eq(products.orgId, orgId),
        eq(products.slug, slug),
        exceptProductId ? ne(products.id, exceptProductId) : undefined,
      ),
    )
    .limit(1);
  if (holder) {
    const message = productSlugInUseMessage(holder.name);
    throw new DomainError('conflict', message, [{ path: 'slug', message }]);
  }
}
