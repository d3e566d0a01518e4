import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { productVariants, products, sizeAlerts } from '../../db/schema';

/** Every write to `size_alerts`: a shopper's ask, its withdrawal, and its telling (once; the notifications go through alerts.repository's `notify`). */
export function createSizeAlertsRepository(db: Executor) {
  return {
    /** The product's stock of that size and colour; null when it does not offer it split by them. */
    async variantStock(productId: string, size: string, color: string): Promise<number | null> {
      const [row] = await db
        .select({ stock: productVariants.stock })
        .from(productVariants)
        .where(
          and(
            eq(productVariants.productId, productId),
            eq(productVariants.size, size),
            eq(productVariants.color, color),
          ),
        );
      return row?.stock ?? null;
    },

    async ask(userId: string, productId: string, size: string, color: string): Promise<void> {
      await db.insert(sizeAlerts).values({ userId, productId, size, color }).onConflictDoNothing();
    },

    async withdraw(userId: string, productId: string, size: string, color: string): Promise<void> {
      await db
        .delete(sizeAlerts)
        .where(
          and(
            eq(sizeAlerts.userId, userId),
            eq(sizeAlerts.productId, productId),
            eq(sizeAlerts.size, size),
            eq(sizeAlerts.color, color),
          ),
        );
    },

    ofShopper(userId: string, productId?: string) {
      return db
        .select({ productId: sizeAlerts.productId, size: sizeAlerts.size, color: sizeAlerts.color })
        .from(sizeAlerts)
        .where(and(eq(sizeAlerts.userId, userId), productId ? eq(sizeAlerts.productId, productId) : undefined))
        .orderBy(sizeAlerts.createdAt);
    },

    /**
     * The asks whose size and colour of these products has stock again, deleted as they are read:
     * whichever transaction deletes a row tells it, so each is told once however many nodes write.
     */
    async takeDue(productIds: string[]) {
      if (productIds.length === 0) return [];
      return db
        .delete(sizeAlerts)
        .where(
          and(
            inArray(sizeAlerts.productId, productIds),
            sql`exists (select 1 from ${productVariants} v where v.product_id = ${sizeAlerts.productId}
              and v.size = ${sizeAlerts.size} and v.color = ${sizeAlerts.color} and v.stock > 0)`,
          ),
        )
        .returning({
          userId: sizeAlerts.userId,
          productId: sizeAlerts.productId,
          size: sizeAlerts.size,
          color: sizeAlerts.color,
          name: sql<string>`(select ${products.name} from ${products} where ${products.id} = ${sizeAlerts.productId})`,
          slug: sql<string>`(select ${products.slug} from ${products} where ${products.id} = ${sizeAlerts.productId})`,
        });
    },
  };
}
