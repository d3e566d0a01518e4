/**
 * What a seller earns, written once (decision 0062): each delivered part credits its items at the
 * price the shopper was charged before the marketplace's coupon, and the shipping charge when the
 * seller pays the courier; the commission is the part's frozen rate of what the shopper paid for
 * the items; an accepted return gives back its items and the commission on them, at once. An
 * earning is payable once the return window after its delivery has passed.
 */
import { commissionOf } from './contracts/seller';

/** Who keeps the shopper's shipping charge: the seller who pays the courier, or the marketplace when it does. */
export const SHIPPING_KEEPERS = ['seller', 'marketplace'] as const;
export type ShippingKeeper = (typeof SHIPPING_KEEPERS)[number];
export const SHIPPING_KEEPER_LABELS: Record<ShippingKeeper, string> = {
  seller: 'The seller, who pays the courier',
  marketplace: 'OnSale, which pays the courier',
};

/** One line of a seller's earnings, in paisa; a return's amounts are negative. */
export interface EarningAmounts {
  /** the items at the price charged before the marketplace's coupon */
  gross: number;
  /** the shopper's shipping charge, when the seller keeps it */
  shipping: number;
  /** the part's rate of what the shopper paid for the items */
  commission: number;
  /** gross + shipping − commission */
  net: number;
}

/** A delivered part as checkout wrote it, with its frozen commission rate. */
export interface DeliveredPart {
  subtotal: number;
  shipping: number;
  /** the marketplace coupon's share: OnSale's cost, not the seller's */
  discount: number;
  commissionRateBp: number;
}

export function saleEarning(part: DeliveredPart, shippingKeptBy: ShippingKeeper): EarningAmounts {
  const shipping = shippingKeptBy === 'seller' ? part.shipping : 0;
  const commission = commissionOf(part.subtotal - part.discount, part.commissionRateBp);
  return { gross: part.subtotal, shipping, commission, net: part.subtotal + shipping - commission };
}

/** An accepted return: its items' price, the paid goods its commission was taken on, the shipping refunded for the seller's fault. */
export interface AcceptedReturn {
  /** the items' price × the quantity accepted */
  itemsPrice: number;
  /** what the shopper paid for them: less their coupon share (core's returnedGoods) */
  goods: number;
  /** the shipping charge refunded because the seller was at fault */
  shippingRefunded: number;
  commissionRateBp: number;
}

export function returnEarning(back: AcceptedReturn, shippingKeptBy: ShippingKeeper): EarningAmounts {
  const shipping = shippingKeptBy === 'seller' ? -back.shippingRefunded : 0;
  const commission = -commissionOf(back.goods, back.commissionRateBp);
  return { gross: -back.itemsPrice, shipping, commission, net: -back.itemsPrice + shipping - commission };
}

/** When an earning may be paid out: the return window after its delivery (or its return's acceptance). */
export function payableFrom(at: Date, holdDays: number): Date {
  return new Date(at.getTime() + holdDays * 24 * 60 * 60 * 1000);
}

/** The rules as the seller's Earnings page writes them. */
export function moneyRules(settings: { shippingKeptBy: ShippingKeeper; returnWindowDays: number }): string[] {
  return [
    "OnSale's coupons are paid by OnSale: you earn each item at its price before the coupon, and the commission is taken on what the shopper paid.",
    settings.shippingKeptBy === 'seller'
      ? 'You pay the courier, so the Rs. 250 a line the shopper pays for shipping is credited to you.'
      : 'OnSale pays the courier, so it keeps the shipping charge the shopper pays.',
    'The commission is the rate your account had when the order was placed, kept on each order.',
    'A return accepted for a refund gives back its items and the commission on them, from your balance at once; when the return was your fault (damaged, wrong item, not as pictured), its shipping charge too.',
    `An earning can be paid out ${settings.returnWindowDays} days after delivery, once its items can no longer be returned; until then it is on hold.`,
    "Payouts go to your verified bank account. A balance below nothing is carried into the next week's statement and paid back from your next earnings.",
  ];
}
