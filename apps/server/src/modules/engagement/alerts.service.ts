import {
  ALERT_MESSAGES,
  type AlertSettings,
  type WishlistAlert,
  type WishlistAlertBody,
} from '@onsale/core/contracts/prices';
import { formatRupees } from '@onsale/core/money';
import type { Executor } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { createAlertsRepository, type AlertSettingsRow, type WishlistAlertRow } from './alerts.repository';

export function toWishlistAlert(
  row: Pick<WishlistAlertRow, 'priceDrop' | 'belowPrice' | 'referencePrice' | 'backInStock' | 'updatedAt'>,
): WishlistAlert {
  return {
    priceDrop: row.priceDrop,
    belowPrice: row.belowPrice,
    referencePrice: row.referencePrice,
    backInStock: row.backInStock,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toSettings(row: AlertSettingsRow | undefined): AlertSettings {
  return { priceDrops: row?.priceDrops ?? true, restocks: row?.restocks ?? true, brandDeals: row?.brandDeals ?? true };
}

/**
 * Tells the shoppers whose wishlist alerts these products' new price or stock meets, in the
 * transaction that changed the products (a seller's or admin's save, an import, a cancelled order's
 * stock coming back). The alert rows are locked and marked told in that transaction, so however
 * many nodes write, each drop and each restock is told once. The notification appears in the
 * shopper's list at once; the e-mail is the day's one digest (notifications.service).
 * Returns how many notifications were written.
 */
export async function tellWishlistAlerts(tx: Executor, productIds: string[]): Promise<number> {
  if (productIds.length === 0) return 0;
  const repository = createAlertsRepository(tx);
  const due = await repository.due(productIds);
  const told: Parameters<typeof repository.notify>[0] = [];
  for (const alert of due) {
    const link = `/product/${alert.slug}`;
    if (alert.dropDue) {
      told.push({
        userId: alert.userId,
        kind: 'price_drop',
        title: `Price drop: ${alert.name}`,
        body:
          alert.belowPrice !== null
            ? `Now ${formatRupees(alert.price)}, below the ${formatRupees(alert.belowPrice)} you asked for.`
            : `Now ${formatRupees(alert.price)}, down from ${formatRupees(alert.referencePrice)}.`,
        link,
        productId: alert.productId,
      });
    }
    if (alert.restockDue) {
      told.push({
        userId: alert.userId,
        kind: 'back_in_stock',
        title: `Back in stock: ${alert.name}`,
        body: `${alert.name} is available again at ${formatRupees(alert.price)}.`,
        link,
        productId: alert.productId,
      });
    }
  }
  for (const productId of new Set(due.map((alert) => alert.productId))) {
    const alerts = due.filter((alert) => alert.productId === productId);
    await repository.markTold(productId, {
      price: alerts[0]!.price,
      droppedFor: alerts.filter((alert) => alert.dropDue).map((alert) => alert.userId),
      restockedFor: alerts.filter((alert) => alert.restockDue).map((alert) => alert.userId),
    });
  }
  await repository.notify(told);
  return told.length;
}

/** A shopper's alerts: the switches for each kind, and the alerts on wishlist products. */
export function createAlertsService(db: Executor) {
  const repository = createAlertsRepository(db);
  return {
    settings: async (userId: string): Promise<AlertSettings> => toSettings(await repository.settings(userId)),

    saveSettings: async (userId: string, values: Partial<AlertSettings>): Promise<AlertSettings> =>
      toSettings(await repository.saveSettings(userId, values)),

    /**
     * Sets a wishlist product's alerts, with today's price as the one a drop goes below; all off
     * removes them (null). A price to go below must be below today's price, and a back-in-stock
     * alert is for a sold-out product.
     */
    async setAlert(userId: string, productId: string, body: WishlistAlertBody): Promise<WishlistAlert | null> {
      const product = await repository.wishedProduct(userId, productId);
      if (!product) throw notFound(ALERT_MESSAGES.notInWishlist);
      const belowPrice = body.priceDrop === 'below' ? body.belowPrice! : null;
      if (belowPrice !== null && belowPrice >= product.price)
        throw badRequest(ALERT_MESSAGES.belowPriceTooHigh, { belowPrice: ALERT_MESSAGES.belowPriceTooHigh });
      if (body.backInStock && product.stock > 0)
        throw badRequest(ALERT_MESSAGES.inStock, { backInStock: ALERT_MESSAGES.inStock });
      if (body.priceDrop === 'off' && !body.backInStock) {
        await repository.removeAlert(userId, productId);
        return null;
      }
      return toWishlistAlert(
        await repository.saveAlert({
          userId,
          productId,
          priceDrop: body.priceDrop,
          belowPrice,
          referencePrice: product.price,
          backInStock: body.backInStock,
        }),
      );
    },
  };
}
