import { and, eq, gt, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { alertSettings, notifications, products, users, wishlistAlerts, wishlistItems } from '../../db/schema';
import { productListed } from '../catalogue/visibility.repository';

export type AlertSettingsRow = typeof alertSettings.$inferSelect;
export type WishlistAlertRow = typeof wishlistAlerts.$inferSelect;

/** A shopper's switch, read as on when the shopper never set it. */
const switchOn = (
  column: typeof alertSettings.priceDrops | typeof alertSettings.restocks | typeof alertSettings.brandDeals,
) => sql<boolean>`coalesce(${column}, true)`;

export function createAlertsRepository(db: Executor) {
  return {
    async settings(userId: string): Promise<AlertSettingsRow | undefined> {
      const [row] = await db.select().from(alertSettings).where(eq(alertSettings.userId, userId)).limit(1);
      return row;
    },

    async saveSettings(
      userId: string,
      values: Partial<Pick<AlertSettingsRow, 'priceDrops' | 'restocks' | 'brandDeals'>>,
    ): Promise<AlertSettingsRow> {
      const [row] = await db
        .insert(alertSettings)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: alertSettings.userId, set: { ...values, updatedAt: new Date() } })
        .returning();
      return row!;
    },

    /** The product as the alert form needs it, when it is in the shopper's wishlist and the shop shows it. */
    async wishedProduct(userId: string, productId: string): Promise<{ price: number; stock: number } | undefined> {
      const [row] = await db
        .select({ price: products.price, stock: products.stock })
        .from(wishlistItems)
        .innerJoin(products, eq(products.id, wishlistItems.productId))
        .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId), productListed))
        .limit(1);
      return row;
    },

    async saveAlert(
      values: Pick<
        WishlistAlertRow,
        'userId' | 'productId' | 'priceDrop' | 'belowPrice' | 'referencePrice' | 'backInStock'
      >,
    ): Promise<WishlistAlertRow> {
      const [row] = await db
        .insert(wishlistAlerts)
        .values(values)
        .onConflictDoUpdate({
          target: [wishlistAlerts.userId, wishlistAlerts.productId],
          set: {
            priceDrop: values.priceDrop,
            belowPrice: values.belowPrice,
            referencePrice: values.referencePrice,
            backInStock: values.backInStock,
            updatedAt: new Date(),
          },
        })
        .returning();
      return row!;
    },

    async removeAlert(userId: string, productId: string): Promise<void> {
      await db
        .delete(wishlistAlerts)
        .where(and(eq(wishlistAlerts.userId, userId), eq(wishlistAlerts.productId, productId)));
    },

    /**
     * The alerts on these products that are due now, locked until the transaction ends: a price
     * drop below the price last told (and below the shopper's price, when set), a sold-out product
     * back in stock. Only for public products in stock, shoppers whose account is active and whose
     * switch for that kind is on.
     */
    due(productIds: string[]) {
      const dropOn = switchOn(alertSettings.priceDrops);
      const restockOn = switchOn(alertSettings.restocks);
      const dropDue = and(
        dropOn,
        lt(products.price, wishlistAlerts.referencePrice),
        or(
          eq(wishlistAlerts.priceDrop, 'any'),
          and(eq(wishlistAlerts.priceDrop, 'below'), lte(products.price, wishlistAlerts.belowPrice)),
        ),
      );
      const restockDue = and(restockOn, eq(wishlistAlerts.backInStock, true));
      return db
        .select({
          userId: wishlistAlerts.userId,
          productId: products.id,
          slug: products.slug,
          name: products.name,
          price: products.price,
          referencePrice: wishlistAlerts.referencePrice,
          belowPrice: wishlistAlerts.belowPrice,
          dropDue: sql<boolean>`coalesce(${dropDue}, false)`,
          restockDue: sql<boolean>`coalesce(${restockDue}, false)`,
        })
        .from(wishlistAlerts)
        .innerJoin(products, eq(products.id, wishlistAlerts.productId))
        .innerJoin(users, eq(users.id, wishlistAlerts.userId))
        .leftJoin(alertSettings, eq(alertSettings.userId, wishlistAlerts.userId))
        .where(
          and(
            inArray(wishlistAlerts.productId, productIds),
            productListed,
            gt(products.stock, 0),
            eq(users.status, 'active'),
            or(dropDue, restockDue),
          ),
        )
        .for('update', { of: wishlistAlerts });
    },

    /**
     * Marks one product's alerts told, a few statements whatever the number of shoppers: a drop
     * moves their reference to the price told, a restock alert is spent (an alert with nothing left goes).
     */
    async markTold(
      productId: string,
      told: { price: number; droppedFor: string[]; restockedFor: string[] },
    ): Promise<void> {
      const of = (userIds: string[]) =>
        and(eq(wishlistAlerts.productId, productId), inArray(wishlistAlerts.userId, userIds));
      if (told.droppedFor.length > 0)
        await db
          .update(wishlistAlerts)
          .set({ referencePrice: told.price, updatedAt: new Date() })
          .where(of(told.droppedFor));
      if (told.restockedFor.length > 0) {
        await db.update(wishlistAlerts).set({ backInStock: false, updatedAt: new Date() }).where(of(told.restockedFor));
        await db
          .delete(wishlistAlerts)
          .where(
            and(of(told.restockedFor), eq(wishlistAlerts.priceDrop, 'off'), eq(wishlistAlerts.backInStock, false)),
          );
      }
    },

    async notify(
      rows: { userId: string; kind: string; title: string; body: string; link: string; productId: string }[],
    ): Promise<void> {
      if (rows.length > 0) await db.insert(notifications).values(rows);
    },
  };
}

export type AlertsRepository = ReturnType<typeof createAlertsRepository>;
