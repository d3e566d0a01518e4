import { cashToCollect } from '@onsale/core/part-payment';
import type { Database } from '../../db/client';
import { enqueueEmail } from '../mail/outbox.repository';
import { newOrderTitle, newSellerOrderEmail, partsToShipEmail, type LatePart } from '../mail/seller-order-emails';
import { createSellerOrdersRepository } from './seller-orders.repository';

/** Parts still not shipped this long after their order was confirmed are in the seller's daily reminder. */
export const SHIP_REMINDER_AFTER_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * Tells each seller of the confirmed orders holding their items, once per part whichever node
 * runs it: the parts are claimed and marked told in one statement, and each seller's e-mail and
 * in-app notice are queued in the same transaction, so a part is told exactly once or (rolled
 * back) not yet. The marketplace's own parts are claimed and nobody is told. With `orderId`, only
 * that order's parts (the confirmation calls it right after confirming); without, every part
 * (the recurring job). Answers how many sellers' parts were told.
 */
export async function tellSellers(db: Database, options: { orderId?: string; publicUrl: string }): Promise<number> {
  return db.transaction(async (tx) => {
    const repository = createSellerOrdersRepository(tx);
    const claimed = await repository.claimUntoldParts(options.orderId);
    const sellers = claimed.filter((part) => part.sellerId !== null);
    const notices = await repository.partNotices(sellers.map((part) => part.id));
    for (const notice of notices) {
      const part = sellers.find((claim) => claim.id === notice.id)!;
      const told = {
        orderNumber: notice.orderNumber,
        sellerOrderId: notice.id,
        items: notice.items,
        cashToCollect: cashToCollect(part),
      };
      const seller = {
        email: notice.sellerEmail,
        firstName: notice.sellerFirstName,
        brandName: notice.brandName ?? '',
      };
      await enqueueEmail(tx, newSellerOrderEmail(seller, told, options.publicUrl));
      await repository.notifySeller(notice.sellerId!, {
        kind: 'seller_new_order',
        title: newOrderTitle(told),
        body: 'Confirmed by the shopper: pack it and mark it Processing.',
        link: `/seller/orders/${notice.id}`,
      });
    }
    return notices.length;
  });
}

/**
 * The daily reminder: one e-mail to each seller listing their confirmed parts not yet shipped two
 * days after confirmation. The job runner runs it once a day per cluster. Answers the e-mails queued.
 */
export async function remindSellersToShip(db: Database, options: { publicUrl: string }): Promise<number> {
  return db.transaction(async (tx) => {
    const late = await createSellerOrdersRepository(tx).lateToShip(SHIP_REMINDER_AFTER_MS);
    const bySeller = new Map<
      string,
      { seller: { email: string; firstName: string; brandName: string }; parts: LatePart[] }
    >();
    for (const row of late) {
      if (!row.sellerId) continue;
      const entry = bySeller.get(row.sellerId) ?? {
        seller: { email: row.sellerEmail, firstName: row.sellerFirstName, brandName: row.brandName ?? '' },
        parts: [],
      };
      entry.parts.push({
        sellerOrderId: row.id,
        orderNumber: row.orderNumber,
        confirmedAt: row.confirmedAt,
        status: row.status === 'processing' ? 'processing' : 'not started',
      });
      bySeller.set(row.sellerId, entry);
    }
    for (const { seller, parts } of bySeller.values())
      await enqueueEmail(tx, partsToShipEmail(seller, parts, options.publicUrl));
    return bySeller.size;
  });
}
