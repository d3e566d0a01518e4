import { describe, expect, it } from 'vitest';
import { bagTotals, SHIPPING_PER_LINE, shareOut } from './bag';
import { cashToCollect, orderPaymentStatus, parcelCashText, payRiderText } from './part-payment';

/** An order split by seller as checkout splits it: each seller's lines, shipping per line and coupon share. */
function splitOrder(sellers: number[][], couponPercent: number) {
  const lines = sellers.flat().map((price) => ({ price, quantity: 1 }));
  const totals = bagTotals(lines, couponPercent);
  const subtotals = sellers.map((prices) => prices.reduce((sum, price) => sum + price, 0));
  const discounts = shareOut(totals.discount, subtotals);
  const parts = sellers.map((prices, index) => ({
    subtotal: subtotals[index]!,
    shipping: prices.length * SHIPPING_PER_LINE,
    discount: discounts[index]!,
    credit: 0,
  }));
  return { totals, parts };
}

describe('cashToCollect', () => {
  it("is the part's lines and shipping less its share of the coupon", () => {
    expect(cashToCollect({ subtotal: 400_000, shipping: 25_000, discount: 80_000, credit: 0 })).toBe(345_000);
  });

  it('takes off the OnSale credit the parcel was paid with', () => {
    expect(cashToCollect({ subtotal: 400_000, shipping: 25_000, discount: 80_000, credit: 45_000 })).toBe(300_000);
  });

  it.each([
    { sellers: [[199_999], [333_333, 12_345]], percent: 20 },
    { sellers: [[100], [100], [100]], percent: 33 },
    { sellers: [[129_900, 1], [7], [250_050, 99_999, 3]], percent: 15 },
    { sellers: [[450_000], [180_000]], percent: 0 },
  ])('adds up over the parts of an order to its total ($percent% coupon)', ({ sellers, percent }) => {
    const { totals, parts } = splitOrder(sellers, percent);
    expect(parts.reduce((sum, part) => sum + cashToCollect(part), 0)).toBe(totals.total);
  });
});

describe("a parcel's cash text", () => {
  const part = { cash: 425_000 };
  it('asks for the cash while the parcel is on its way', () => {
    expect(payRiderText(425_000)).toBe('Pay Rs. 4,250 to the rider for this parcel');
    expect(parcelCashText({ ...part, paymentStatus: 'pending' })).toBe('Pay Rs. 4,250 to the rider for this parcel');
  });
  it('says it was paid once collected, and nothing for a cancelled part', () => {
    expect(parcelCashText({ ...part, paymentStatus: 'paid' })).toBe('Paid (cash collected): Rs. 4,250');
    expect(parcelCashText({ ...part, paymentStatus: 'not_charged' })).toBeNull();
  });
});

describe('orderPaymentStatus', () => {
  it('is paid when every live part is paid', () => {
    expect(orderPaymentStatus([{ paymentStatus: 'paid' }, { paymentStatus: 'not_charged' }])).toBe('paid');
    expect(orderPaymentStatus([{ paymentStatus: 'paid' }, { paymentStatus: 'pending' }])).toBe('pending');
  });
  it('is not charged when every part was cancelled', () => {
    expect(orderPaymentStatus([{ paymentStatus: 'not_charged' }, { paymentStatus: 'not_charged' }])).toBe(
      'not_charged',
    );
  });
});
