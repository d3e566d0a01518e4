import type { SizeAlert } from '@onsale/core/contracts/prices';
import { variantName, variantTitle } from '@onsale/core/variants';
import type { Executor } from '../../db/client';
import { badRequest } from '../../http/errors';
import { createAlertsRepository } from './alerts.repository';
import { createSizeAlertsRepository } from './size-alerts.repository';

/**
 * Tells the shoppers waiting for a size (and colour) of these products that it is back, in the
 * transaction that put the stock back (a seller's or admin's save, a cancelled order): each ask
 * is deleted as it is told, so it is told once. The notification appears in the shopper's list
 * at once; the e-mail is the day's digest (notifications.service). Returns how many were told.
 */
export async function tellSizeAlerts(tx: Executor, productIds: string[]): Promise<number> {
  const due = await createSizeAlertsRepository(tx).takeDue(productIds);
  await createAlertsRepository(tx).notify(
    due.map((alert) => {
      const variant = variantName(alert.size, alert.color);
      return {
        userId: alert.userId,
        kind: 'back_in_stock',
        title: `Back in ${variant}: ${alert.name}`,
        body: `${variantTitle(alert.size, alert.color)} of ${alert.name} is in stock again.`,
        link: `/product/${alert.slug}`,
        productId: alert.productId,
      };
    }),
  );
  return due.length;
}

/** "Notify me when M is back": a signed-in shopper's asks for sold-out sizes. */
export function createSizeAlertsService(db: Executor) {
  const repository = createSizeAlertsRepository(db);
  return {
    /** The sizes the shopper waits for: of one product, or of all. */
    list: (userId: string, productId?: string): Promise<SizeAlert[]> => repository.ofShopper(userId, productId),

    /** Only a size and colour the product keeps stock of, and only while none is left. */
    async ask(userId: string, productId: string, size: string, color: string): Promise<SizeAlert> {
      const stock = await repository.variantStock(productId, size, color);
      const variant = variantTitle(size, color) || 'This product';
      if (stock === null)
        throw badRequest(`${variant} is not sold separately`, { size: `${variant} is not sold separately` });
      if (stock > 0) throw badRequest(`${variant} is in stock`, { size: `${variant} is in stock` });
      await repository.ask(userId, productId, size, color);
      return { productId, size, color };
    },

    withdraw: (userId: string, productId: string, size: string, color: string) =>
      repository.withdraw(userId, productId, size, color),
  };
}
